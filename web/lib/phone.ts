/** +15550100123 → "+1 (555) 010-0123"; other shapes are shown as written. */
export function formatPhone(number: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number)
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : number
}
