import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'

/**
 * A person quoted on the site is one person: one name, one role and one company. The same quote may
 * appear on many pages (by referencing one testimonial document), but a name never comes back with a
 * different job, and two different people never share a name, a near-identical name or a team
 * member's name. Checked over the embedded dataset the site is built from.
 */
type Doc = {_id: string; _type: string; author?: string; role?: string; name?: string}
const docs: Doc[] = readFileSync(new URL('./production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => !d._id.startsWith('drafts.'))

/** "Dr. Hannah Schmidt, DVM" -> "hannah schmidt": titles and post-nominals do not make another person. */
const personKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/, '')
    .replace(/,\s*[a-z.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

/** Edit distance of at most one ("Elena Varga" and "Elena Vargas" read as the same person). */
function nearlySame(a: string, b: string) {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const rest = (x: string, skip: number) => x.slice(i + skip)
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1)
}

const testimonials = docs.filter((d) => d._type === 'testimonial')
const team = docs.filter((d) => d._type === 'teamMember')

describe('people quoted on the site', () => {
  it('finds the testimonials and team of the dataset', () => {
    expect(testimonials.length).toBeGreaterThan(10)
    expect(team.length).toBeGreaterThan(0)
  })

  it('each name belongs to one testimonial document, with one role and company', () => {
    const byPerson = new Map<string, Doc[]>()
    for (const t of testimonials) {
      expect(t.author, `${t._id} names its author`).toBeTruthy()
      const key = personKey(t.author!)
      byPerson.set(key, [...(byPerson.get(key) ?? []), t])
    }
    const twice = [...byPerson.values()]
      .filter((list) => list.length > 1)
      .map((list) => list.map((t) => `${t.author} (${t.role}) in ${t._id}`).join(' / '))
    expect(
      twice,
      'one name, two testimonial documents: give the second person another name, or reference the first document',
    ).toEqual([])
  })

  it('no two quoted people have names one letter apart', () => {
    const names = [...new Set(testimonials.map((t) => personKey(t.author!)))]
    const close = names.flatMap((a, i) =>
      names
        .slice(i + 1)
        .filter((b) => nearlySame(a, b))
        .map((b) => `${a} / ${b}`),
    )
    expect(close).toEqual([])
  })

  it('no customer shares a name with a member of the team', () => {
    const staff = new Set(team.map((m) => personKey(m.name ?? '')))
    expect(testimonials.filter((t) => staff.has(personKey(t.author!))).map((t) => t.author)).toEqual([])
  })

  it('recognises the same person behind a title or post-nominal', () => {
    expect(personKey('Dr. Priya Nair')).toBe(personKey('Priya Nair'))
    expect(personKey('Dr. Hannah Schmidt, DVM')).toBe('hannah schmidt')
    expect(nearlySame('elena varga', 'elena vargas')).toBe(true)
    expect(nearlySame('marcus bell', 'marcus reid')).toBe(false)
  })
})
