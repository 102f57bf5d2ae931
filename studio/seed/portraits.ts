/** The key a person's pictures share: the name without titles ("Dr. Priya Raman, DVM" is priya-raman). */
export function personKey(name: string): string {
  return name
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, '')
    .replace(/,.*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The file of a person's portrait in studio/seed/images. */
export const portraitFile = (name: string) => `portrait-${personKey(name)}.svg`
