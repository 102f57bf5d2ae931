/**
 * The words of a search, and the marked snippets of its results: pure functions, the same for both
 * content modes (web/search/search.ts runs the GROQ).
 *
 * What a visitor types is read, never trusted: control characters become spaces, a query longer than
 * MAX_QUERY characters is cut, and the terms are the query's words as GROQ's `match` splits text
 * (letters, digits and a few joiners; everything GROQ treats as syntax or as a wildcard is a separator).
 * The terms go to GROQ as a parameter, never into the query's text.
 */
export const MAX_QUERY = 100
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
/** GROQ's own word pattern for `match` (groq-js matchTokenize), with its `*` wildcard as a separator too. */
const WORD = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/g
const EDGE_DOTS = /^\.+|\.+$/g

/** The query as the search reads it: its first value, cleaned and at most MAX_QUERY characters. */
export function readQuery(raw: string | string[] | undefined | null): {query: string; shortened: boolean} {
  const first = Array.isArray(raw) ? raw[0] : raw
  const clean = (first ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
  const chars = Array.from(clean)
  if (chars.length <= MAX_QUERY) return {query: clean, shortened: false}
  return {query: chars.slice(0, MAX_QUERY).join('').trim(), shortened: true}
}

/** The query's distinct words (with a letter or digit), lower case: at most MAX_TERMS of at most MAX_TERM_LENGTH characters. */
export function searchWords(query: string): string[] {
  const words = (query.toLowerCase().match(WORD) ?? [])
    .map((w) => w.replace(EDGE_DOTS, '').slice(0, MAX_TERM_LENGTH))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/** GROQ `match` patterns: each word matches the words it starts ("pric" finds "pricing"). */
export const matchPatterns = (words: string[]): string[] => words.map((w) => `${w}*`)

/** A piece of text, marked when it is a match. */
export type Segment = {text: string; mark: boolean}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Words that start with one of `words`, anywhere in a text. */
function matcher(words: string[]): RegExp | null {
  if (!words.length) return null
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}'’]*`, 'giu')
}

/** `text` cut into segments, the words that match marked. */
export function markMatches(text: string, words: string[]): Segment[] {
  const re = matcher(words)
  if (!re) return [{text, mark: false}]
  const out: Segment[] = []
  let at = 0
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push({text: text.slice(at, m.index), mark: false})
    out.push({text: m[0], mark: true})
    at = m.index + m[0].length
  }
  if (at < text.length) out.push({text: text.slice(at), mark: false})
  return out
}

const SNIPPET_LENGTH = 180

/**
 * The snippet of a result: the passage around the first match in the first of `texts` that has one,
 * about SNIPPET_LENGTH characters cut at word boundaries, with "…" where it was cut, and the matches
 * marked. When no text matches (the title did), the start of the first text, unmarked.
 */
export function snippet(texts: Array<string | null | undefined>, words: string[]): Segment[] {
  const re = matcher(words)
  const present = texts.filter((t): t is string => Boolean(t?.trim())).map((t) => t.replace(/\s+/g, ' ').trim())
  for (const text of present) {
    re!.lastIndex = 0
    const found = re?.exec(text)
    if (!found) continue
    let start = Math.max(0, found.index - Math.floor(SNIPPET_LENGTH / 3))
    let end = Math.min(text.length, start + SNIPPET_LENGTH)
    start = Math.max(0, end - SNIPPET_LENGTH)
    if (start > 0) start = text.indexOf(' ', start) + 1 || start
    if (end < text.length) end = text.lastIndexOf(' ', end) > found.index ? text.lastIndexOf(' ', end) : end
    const passage = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
    return markMatches(passage, words)
  }
  const first = present[0] ?? ''
  const cut = first.length > SNIPPET_LENGTH ? `${first.slice(0, first.lastIndexOf(' ', SNIPPET_LENGTH))}…` : first
  return [{text: cut, mark: false}]
}
