/**
 * Next.js cache values as text, for the shared store (cache/shared-store.ts). A value holds Buffers (a
 * page's RSC payload, a route's body such as a share image's PNG) and Maps (a page's segment data);
 * JSON alone would turn a Buffer into an array of numbers and a Map into `{}`. Here a Buffer becomes
 * `{"$b": base64}` and a Map `{"$m": entries}`, so every byte comes back as it was (a library that
 * stored bodies with `toString()` would corrupt any binary body). Read back, an entry is checked for
 * what Next reads of it (`decodeEntry`), since anything in Redis may be damaged.
 *
 * Loaded by Node without a bundler (see cache/handler.ts): plain TypeScript, types only.
 */

export function encodeValue(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, replaced) {
    // `replaced` is the value after toJSON: a Buffer's is {type, data}, so read the original.
    const original = this[key]
    if (Buffer.isBuffer(original)) return {$b: original.toString('base64')}
    if (original instanceof Uint8Array) return {$b: Buffer.from(original).toString('base64')}
    if (original instanceof Map) return {$m: [...original.entries()]}
    return replaced
  })
}

export function decodeValue(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value)
      if (keys.length === 1 && keys[0] === '$b' && typeof value.$b === 'string') return Buffer.from(value.$b, 'base64')
      if (keys.length === 1 && keys[0] === '$m' && Array.isArray(value.$m)) return new Map(value.$m)
    }
    return value
  })
}

/** An entry as Next's cache handler interface passes it (CacheHandlerValue). */
export interface Entry {
  lastModified: number
  value: unknown
  cacheControl?: unknown
}

type Check = (value: unknown) => boolean
const isText: Check = (v) => typeof v === 'string'
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v)
const isBytes: Check = (v) => Buffer.isBuffer(v)
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v) && !(v instanceof Map)
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v)
const isSegments: Check = (v) => v instanceof Map && [...v].every(([path, data]) => isText(path) && isBytes(data))
const isTexts: Check = (v) => Array.isArray(v) && v.every(isText)
const isFetchData: Check = (v) =>
  isRecord(v) && isText(v.body) && isText(v.url) && isRecord(v.headers) && optional(isNumber)(v.status)

/**
 * The fields Next reads of each kind of value, and what each must be (CachedFetchValue and
 * IncrementalCached*Value in next/dist/server/response-cache/types.d.ts).
 */
const FIELDS: Record<string, Record<string, Check>> = {
  APP_PAGE: {
    html: isText,
    rscData: optional(isBytes),
    segmentData: optional(isSegments),
    headers: optional(isRecord),
    status: optional(isNumber),
    postponed: optional(isText),
  },
  APP_ROUTE: {body: isBytes, status: isNumber, headers: optional(isRecord)},
  FETCH: {data: isFetchData, revalidate: isNumber, tags: optional(isTexts)},
  PAGES: {html: isText, pageData: (v) => v !== undefined, headers: optional(isRecord), status: optional(isNumber)},
  REDIRECT: {props: isRecord},
}

/** The kinds of value Next takes under a key of each kind (the `kind` of a get); it throws on any other. */
const KINDS_UNDER: Record<string, string[]> = {
  APP_PAGE: ['APP_PAGE'],
  APP_ROUTE: ['APP_ROUTE'],
  FETCH: ['FETCH'],
  PAGES: ['PAGES', 'REDIRECT'],
}

/** A cache control as Next keeps it ({revalidate: seconds or false, expire?: seconds}). */
const isCacheControl = (v: unknown) =>
  isRecord(v) && (v.revalidate === false || isNumber(v.revalidate)) && optional(isNumber)(v.expire)

/**
 * An entry read from the shared store, as Next may be given it under a key of this kind, or what is
 * wrong with it (said in the log, after "the entry <key>"). Next rethrows what it cannot read (bad
 * JSON, a data value under a page's key), so a route would answer 500 until the entry expired: such an
 * entry is missing instead. Only what Next reads is checked, not what the page says.
 */
export function decodeEntry(
  stored: {lastModified: number; cacheControl?: string; text: string},
  kind: string,
): {entry: Entry} | {problem: string} {
  let cacheControl: unknown
  if (stored.cacheControl !== undefined) {
    try {
      cacheControl = JSON.parse(stored.cacheControl)
    } catch {
      return {problem: 'has a cache control that is not JSON'}
    }
    if (!isCacheControl(cacheControl)) return {problem: 'has a cache control Next cannot read'}
  }
  let value: unknown
  try {
    value = decodeValue(stored.text)
  } catch {
    return {problem: 'has a value that is not JSON'}
  }
  // Next's own record of a pages-router page not found.
  if (value === null && kind === 'PAGES') return {entry: {lastModified: stored.lastModified, value, cacheControl}}
  const valueKind = isRecord(value) && isText(value.kind) ? (value.kind as string) : undefined
  if (!valueKind || !(KINDS_UNDER[kind] ?? [kind]).includes(valueKind)) {
    const named = valueKind && /^[A-Z_]{1,16}$/.test(valueKind) ? `a ${valueKind}` : 'another kind of'
    return {problem: `holds ${named} value where Next expects ${kind}`}
  }
  const wrong = Object.entries(FIELDS[valueKind] ?? {}).find(
    ([field, check]) => !check((value as Record<string, unknown>)[field]),
  )
  if (wrong) return {problem: `holds a ${valueKind} value whose ${wrong[0]} Next cannot read`}
  return {entry: {lastModified: stored.lastModified, value, cacheControl}}
}
