/**
 * Which seed documents an import creates and which it leaves alone. The import never overwrites:
 * a document that already exists in the dataset (published or as a draft) is skipped, so edits made
 * in the Studio survive running `npm run content:import` again.
 */
export type ImportPlan = {create: string[]; skip: string[]}

/** The `_id` of every document in an ndjson export, in file order. */
export function seedIds(ndjson: string): string[] {
  return ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (JSON.parse(line) as {_id: string})._id)
}

/** Split the seed's ids into those to create and those to skip, given the ids already in the dataset. */
export function planImport(ids: string[], existing: Iterable<string>): ImportPlan {
  const present = new Set<string>()
  for (const id of existing) present.add(id.startsWith('drafts.') ? id.slice('drafts.'.length) : id)
  return {create: ids.filter((id) => !present.has(id)), skip: ids.filter((id) => present.has(id))}
}

/** The lines printed after an import, e.g. "Created 3 documents, skipped 193 that already exist: …". */
export function describePlan({create, skip}: ImportPlan): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  const lines = [
    `Created ${n(create.length, 'document')}, skipped ${n(skip.length, 'document')} that already exist (left as they are).`,
  ]
  if (create.length) lines.push(`Created: ${create.join(', ')}`)
  if (skip.length) lines.push(`Skipped: ${skip.join(', ')}`)
  return lines.join('\n')
}
