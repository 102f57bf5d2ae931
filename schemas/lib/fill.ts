/**
 * Fills `{name}` placeholders in words from the content: fill('Save {percent}%', {percent: 10}) is 'Save 10%'.
 * A placeholder without a value stays as written. Kept free of schema code so client islands can use it.
 */
export function fill(template: string | null | undefined, values: Record<string, string | number>): string {
  return (template ?? '').replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
