/**
 * Whether the Content Lake is failing, as this server process last saw it, and the one log line each
 * change of that state is worth: an outage is logged when the first read fails and again when a read
 * that had failed succeeds, never once per visitor or per page.
 *
 * The state lives on `globalThis` under a registered symbol, because two bundles read it: the pages'
 * server code (which reads the Lake, content/source.ts) and the HTTP layer (instrumentation.ts, which
 * answers 503 for a page that could not be rendered while the Lake is down).
 */

interface LakeState {
  /** Since when reads fail (ms), or null while the Lake answers. */
  downSince: number | null
  /** The reads that failed during this outage, by key: one of them succeeding ends it. */
  failed: Set<string>
  failures: number
}

const KEY = Symbol.for('helix.content-lake-state')

function state(): LakeState {
  const holder = globalThis as typeof globalThis & {[KEY]?: LakeState}
  holder[KEY] ??= {downSince: null, failed: new Set(), failures: 0}
  return holder[KEY]
}

/** A short reason for the log, never the request (which carries the query and could carry a token). */
function reason(error: unknown): string {
  const e = error as {statusCode?: number; name?: string; message?: string; cause?: {code?: string}}
  if (typeof e?.statusCode === 'number') return `HTTP ${e.statusCode}`
  if (e?.cause?.code) return e.cause.code
  if (e?.name === 'TimeoutError' || /timed? ?out/i.test(e?.message ?? '')) return 'timed out'
  return (e?.message ?? 'unknown error').split('\n')[0]!.slice(0, 120)
}

export function readFailed(key: string, error: unknown, log: (line: string) => void = console.error): void {
  const s = state()
  s.failed.add(key)
  s.failures += 1
  if (s.downSince !== null) return
  s.downSince = Date.now()
  log(
    `Content Lake unavailable (${reason(error)}): pages keep serving their last good content, and a page that was never rendered answers 503, until it answers again.`,
  )
}

export function readSucceeded(key: string, log: (line: string) => void = console.info): void {
  const s = state()
  if (s.downSince === null || !s.failed.has(key)) return
  const seconds = Math.round((Date.now() - s.downSince) / 1000)
  log(`Content Lake answering again after ${seconds} s and ${s.failures} failed reads.`)
  s.downSince = null
  s.failed.clear()
  s.failures = 0
}

/** True while reads of the Lake fail. */
export function lakeIsDown(): boolean {
  return state().downSince !== null
}
