/**
 * The shared store: one Redis (7, or Valkey) that every server of a deployment reads and writes, over
 * the official `redis` client. It holds three things:
 *   - cache entries (pages, route answers, data), under the build's id: `site-cache:build:<id>:entry:<key>`,
 *     a hash of {f: ENTRY_FORMAT, b: the build's id, lm: written at (ms), cc: cache control, v: the value
 *     (cache/codec.ts)}, kept 30 days, at most ENTRY_MAX_BYTES of value;
 *   - tag marks (cache/tag-marks.ts), shared by every build, so a publish sent to a server of the old
 *     build during a rolling deploy reaches the new one: `site-cache:marks` ({tag: "stale:expired"}) and
 *     `site-cache:marks:version`, counted up on every change so a server sees a change with one GET;
 *   - the Content Lake's last good answers (content/last-good.ts): `site-cache:last-good:<key>`.
 *
 * Redis failing is a degraded mode, not an outage: every call waits at most REDIS_WAIT_MS and then
 * answers `undefined` ("unknown"), and the first failure switches the store off for everyone until a
 * probe (once a second) gets an answer again, so visitors never wait on a Redis that is down or slow.
 * Both changes are logged once. The caller (cache/site-cache.ts) then serves from this server's own
 * copy, and on the way back exchanges marks (`onBack`) before the store is used again.
 *
 * A damaged entry is a missing one, never an error and never an outage: an entry that is not a hash of
 * this format and build, has no readable time or value, or is larger than ENTRY_MAX_BYTES is answered
 * as none, removed from Redis (unless another server replaced it meanwhile) and logged once per key and
 * problem (cache/site-cache.ts does the same for a value Next could not use). Its size is read before
 * its value (HSTRLEN, in the same script), so a huge entry is never downloaded: at 200 ms per call,
 * downloading one would switch the store off for everyone, again at every probe.
 *
 * Loaded by Node without a bundler (see cache/handler.ts): plain TypeScript, types only.
 */
import {LRUCache} from 'lru-cache'
import {ConnectionTimeoutError, createClient, TimeoutError} from 'redis'
import {CLOCK_SKEW_MS, datedAhead, type Marks} from './tag-marks.ts'

/** The longest any request waits on Redis. */
export const REDIS_WAIT_MS = 200
/**
 * The client's own timeouts, for connecting and for a command. Nobody waits on them (withinWait bounds
 * every wait); they only drop a connection or command Redis never answers.
 */
const CLIENT_BACKSTOP_MS = 10_000
/** How often a server looks for marks from other servers, and probes a Redis that failed. */
export const SYNC_EVERY_MS = 1000
/**
 * The largest value (bytes of its text) an entry may have in Redis. A larger one stays on the disk of
 * the server that rendered it. Ten times this site's largest entry (a page: about 0.4 MB of HTML, RSC
 * payload and segments as text), and read well within REDIS_WAIT_MS (4 MB at 1 Gbit/s: 34 ms).
 */
export const ENTRY_MAX_BYTES = 4 * 1024 * 1024
/**
 * The layout of an entry's hash and its value's text (cache/codec.ts), stored in it as `f`. Change it
 * with either: an entry of another format (an older version of this code under a reused build id) is
 * then foreign, so missing.
 */
export const ENTRY_FORMAT = '2'
const ENTRY_TTL_MS = 30 * 24 * 3600 * 1000
const PREFIX = 'site-cache:'
/** How many (key, problem) pairs a server remembers having logged. */
const REPORTED_MAX = 10_000

/** A cache entry as stored: when it was written, its lifetime and its value's text. */
export interface StoredEntry {
  lastModified: number
  cacheControl?: string
  text: string
}

/**
 * An entry's type, fields and value size, and its value when ARGV[1] is '1' and it is at most ARGV[2]
 * bytes: {type, f, b, lm, cc, size, v}; {type} when it is not a hash; nil when there is none.
 */
const READ_ENTRY = `
local kind = redis.call('TYPE', KEYS[1])['ok']
if kind == 'none' then return false end
if kind ~= 'hash' then return {kind} end
local fields = redis.call('HMGET', KEYS[1], 'f', 'b', 'lm', 'cc')
local size = redis.call('HSTRLEN', KEYS[1], 'v')
local value = false
if ARGV[1] == '1' and size <= tonumber(ARGV[2]) then value = redis.call('HGET', KEYS[1], 'v') end
return {kind, fields[1], fields[2], fields[3], fields[4], size, value}`

/** Removes an entry found damaged, unless it changed since: still of type ARGV[1] and, a hash, written at ARGV[2]. */
const DISCARD_ENTRY = `
local kind = redis.call('TYPE', KEYS[1])['ok']
if kind ~= ARGV[1] then return 0 end
if kind == 'hash' and (redis.call('HGET', KEYS[1], 'lm') or '') ~= ARGV[2] then return 0 end
return redis.call('UNLINK', KEYS[1])`

type EntryReply = [
  type: string,
  f?: string | null,
  b?: string | null,
  lm?: string | null,
  cc?: string | null,
  size?: number,
  v?: string | null,
]

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Merges marks into the hash, each time the later of the two; counts the version up when one moved.
 * ARGV[1] is the latest stale time the writer trusts (its clock plus CLOCK_SKEW_MS): a stored one later
 * than that was written by a clock running ahead and is replaced, not kept as the later.
 */
const MERGE_MARKS = `
local moved = 0
local latest = tonumber(ARGV[1])
for i = 2, #ARGV, 3 do
  local s, e = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if current then
    local cs, ce = string.match(current, '^(%d+):(%d+)$')
    if cs and tonumber(cs) <= latest then s = math.max(s, tonumber(cs)); e = math.max(e, tonumber(ce)) end
  end
  local merged = string.format('%.0f:%.0f', s, e)
  if merged ~= current then
    redis.call('HSET', KEYS[1], ARGV[i], merged)
    moved = moved + 1
  end
end
if moved > 0 then redis.call('INCR', KEYS[2]) end
return moved`

/** Why Redis failed, in a few words, never the URL (which may hold a password). */
function reason(error: unknown): string {
  const e = error as {code?: string; name?: string; message?: string}
  if (e?.code) return e.code
  if (error instanceof Late) return `no answer within ${REDIS_WAIT_MS} ms`
  if (error instanceof ConnectionTimeoutError) return `no connection within ${CLIENT_BACKSTOP_MS / 1000} s`
  if (error instanceof TimeoutError) return `no answer within ${CLIENT_BACKSTOP_MS / 1000} s`
  return (e?.message || e?.name || 'unknown error').split('\n')[0]!.slice(0, 80)
}

/** Redis did not answer within REDIS_WAIT_MS (withinWait). */
class Late extends Error {}

/**
 * Resolves after REDIS_WAIT_MS, counted as Redis's time, not this server's: a timer that fires late
 * because this thread was busy (a render, a cold start's module loading) fires before Node reads the
 * socket in the same turn of the event loop, so the answer may already be waiting. The deadline
 * therefore gives up only after one more read of the sockets (setImmediate runs after the poll phase):
 * a Redis that answered in time is never taken for one that did not.
 */
export function afterRedisWait(): {done: Promise<void>; cancel: () => void} {
  let timer: NodeJS.Timeout | undefined
  let immediate: NodeJS.Immediate | undefined
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      // Not unref()ed: an unreferenced immediate lets the poll phase block until some other timer.
      immediate = setImmediate(resolve)
    }, REDIS_WAIT_MS).unref()
  })
  const cancel = () => {
    clearTimeout(timer)
    clearImmediate(immediate)
  }
  return {done, cancel}
}

function withinWait<T>(promise: Promise<T>): Promise<T> {
  const wait = afterRedisWait()
  const late = wait.done.then((): never => {
    throw new Late()
  })
  return Promise.race([promise, late]).finally(wait.cancel)
}

export class SharedStore {
  /** 'starting' until the first answer; 'down' after a failure until a probe answers and marks are exchanged. */
  state: 'starting' | 'up' | 'down' = 'starting'
  /** Resolves once the first connection has answered (and marks were exchanged) or failed. */
  readonly started: Promise<void>
  private readonly client: ReturnType<typeof createClient>
  private readonly where: string
  private readonly buildId: string
  /** Exchanges marks with the store when it comes (back) up; the store is used only after. */
  private readonly onBack: (store: SharedStore) => Promise<void>
  private readonly log: {error: (line: string) => void; info: (line: string) => void}
  private downSince = 0
  private recovering: Promise<void> | undefined
  /** The damaged entries already logged, as `key problem`: each is said once, not on every request. */
  private readonly reported = new LRUCache<string, true>({max: REPORTED_MAX})
  private markStarted!: () => void

  constructor(
    url: URL,
    buildId: string,
    onBack: (store: SharedStore) => Promise<void>,
    log: {error: (line: string) => void; info: (line: string) => void} = console,
  ) {
    this.buildId = buildId
    this.onBack = onBack
    this.log = log
    this.where = `Redis at ${url.hostname}:${url.port || 6379}`
    this.started = new Promise((resolve) => {
      this.markStarted = resolve
    })
    this.client = createClient({
      url: url.toString(),
      // A command while disconnected fails at once instead of waiting for the reconnection.
      disableOfflineQueue: true,
      // withinWait() is the bound a request waits. The client's own timers are plain timers, which a
      // busy thread (a cold start) makes fire before the socket is read, so they are only backstops for
      // a Redis that never answers, longer than any stall of this thread.
      commandOptions: {timeout: CLIENT_BACKSTOP_MS},
      socket: {
        connectTimeout: CLIENT_BACKSTOP_MS,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 1000),
      },
    })
    this.client.on('error', (error: unknown) => this.failed(error))
    this.client.on('ready', () => void this.recover())
    this.client.connect().catch((error: unknown) => this.failed(error))
  }

  /** Runs one exchange with Redis, or answers undefined when it is down, slow or fails. */
  private async use<T>(exchange: () => Promise<T>): Promise<T | undefined> {
    if (this.state !== 'up') return undefined
    try {
      return await withinWait(exchange())
    } catch (error) {
      this.failed(error)
      return undefined
    }
  }

  private failed(error: unknown) {
    this.markStarted()
    if (this.state === 'down') return
    this.state = 'down'
    this.downSince = Date.now()
    this.log.error(
      `Shared cache (${this.where}) unavailable (${reason(error)}): this server serves from its own copy; publishes reach the other servers when it answers again.`,
    )
  }

  /** Once the connection answers: exchange marks, then use the store again. */
  private recover(): Promise<void> {
    this.recovering ??= (async () => {
      try {
        await withinWait(this.client.ping())
        const wasDown = this.state === 'down'
        this.state = 'up' // for the exchange below; a failure in it turns it down again
        await this.onBack(this)
        if (this.state !== 'up') return
        if (wasDown)
          this.log.info(
            `Shared cache (${this.where}) answering again after ${Math.round((Date.now() - this.downSince) / 1000)} s: marks exchanged.`,
          )
      } catch (error) {
        this.failed(error)
      } finally {
        this.recovering = undefined
        this.markStarted()
      }
    })()
    return this.recovering
  }

  /** Called once a second: a store that failed is probed (and recovers when it answers). */
  probe(): Promise<void> {
    if (this.state === 'up' || !this.client.isReady) return Promise.resolve()
    return this.recover()
  }

  private entryKey = (key: string) => `${PREFIX}build:${this.buildId}:entry:${key}`

  /** When the stored entry was written (ms), null when there is none (or a damaged one), undefined when unknown. */
  async entryStamp(key: string): Promise<number | null | undefined> {
    const found = await this.inspect(key, false)
    return found ? found.lastModified : found
  }

  /** The stored entry, null when there is none (or a damaged one), undefined when unknown. */
  readEntry(key: string): Promise<StoredEntry | null | undefined> {
    return this.inspect(key, true)
  }

  /** The entry's fields, checked (see the top of this file); its value's text only when asked for. */
  private async inspect(key: string, withValue: boolean): Promise<StoredEntry | null | undefined> {
    const reply = await this.use(
      () =>
        this.client.eval(READ_ENTRY, {
          keys: [this.entryKey(key)],
          arguments: [withValue ? '1' : '0', String(ENTRY_MAX_BYTES)],
        }) as Promise<EntryReply | null>,
    )
    if (!reply) return reply
    const [type, format, build, lm, cc, size = 0, v] = reply
    const problem =
      type !== 'hash'
        ? `is a Redis ${type.slice(0, 12)}, not a hash`
        : format !== ENTRY_FORMAT
          ? 'is in another format'
          : build !== this.buildId
            ? 'is from another build'
            : !/^\d{1,16}$/.test(lm ?? '')
              ? 'has no readable write time'
              : datedAhead(Number(lm))
                ? `is dated ${Math.round((Number(lm) - Date.now()) / 60_000)} min ahead of this server's clock`
                : size > ENTRY_MAX_BYTES
                  ? `is over the ${megabytes(ENTRY_MAX_BYTES)} limit`
                  : size === 0
                    ? 'has no value'
                    : undefined
    if (problem) {
      await this.discard(key, problem, type, lm ?? '', size > ENTRY_MAX_BYTES ? ` (${megabytes(size)})` : '')
      return null
    }
    return {lastModified: Number(lm), cacheControl: cc || undefined, text: v ?? ''}
  }

  /**
   * An entry whose value Next could not use (cache/site-cache.ts checks it): logged once, and removed
   * from Redis unless another server wrote it again since it was read.
   */
  discardEntry(key: string, lastModified: number, problem: string): Promise<void> {
    return this.discard(key, problem, 'hash', String(lastModified))
  }

  private async discard(key: string, problem: string, type: string, lm: string, detail = ''): Promise<void> {
    this.report(key, problem, `${detail}: treated as missing and removed from Redis`)
    await this.use(() => this.client.eval(DISCARD_ENTRY, {keys: [this.entryKey(key)], arguments: [type, lm]}))
  }

  /** Logs a problem with one entry once per key and problem: the key (quoted, cut short), never the value. */
  private report(key: string, problem: string, outcome: string) {
    const seen = `${key}\n${problem}`
    if (this.reported.has(seen)) return
    this.reported.set(seen, true)
    this.log.error(`Shared cache: the entry ${JSON.stringify(this.entryKey(key).slice(0, 300))} ${problem}${outcome}.`)
  }

  /**
   * Replaces the stored entry whole (whatever was under its key: another type, another format). One
   * larger than ENTRY_MAX_BYTES stays on this server's disk: the older one in Redis is removed, so no
   * server takes it for the newest.
   */
  async writeEntry(key: string, entry: StoredEntry): Promise<void> {
    const k = this.entryKey(key)
    const bytes = Buffer.byteLength(entry.text)
    if (bytes > ENTRY_MAX_BYTES) {
      this.report(
        key,
        `is over the ${megabytes(ENTRY_MAX_BYTES)} limit`,
        ` (${megabytes(bytes)}): kept on this server's disk only`,
      )
      await this.use(() => this.client.unlink(k))
      return
    }
    await this.use(() =>
      this.client
        .multi()
        .unlink(k)
        .hSet(k, {
          f: ENTRY_FORMAT,
          b: this.buildId,
          lm: String(entry.lastModified),
          cc: entry.cacheControl ?? '',
          v: entry.text,
        })
        .pExpire(k, ENTRY_TTL_MS)
        .exec(),
    )
  }

  /** Adds marks, each the later time; true when the store has them. */
  async pushMarks(marks: Marks): Promise<boolean> {
    const args = Object.entries(marks).flatMap(([tag, m]) => [tag, String(m.stale ?? 0), String(m.expired ?? 0)])
    if (!args.length) return true
    args.unshift(String(Date.now() + CLOCK_SKEW_MS))
    const done = await this.use(() =>
      this.client.eval(MERGE_MARKS, {keys: [`${PREFIX}marks`, `${PREFIX}marks:version`], arguments: args}),
    )
    return done !== undefined
  }

  /** The marks' version: it changes whenever a mark moves. */
  marksVersion(): Promise<string | null | undefined> {
    return this.use(() => this.client.get(`${PREFIX}marks:version`))
  }

  async pullMarks(): Promise<Marks | undefined> {
    const all = await this.use(() => this.client.hGetAll(`${PREFIX}marks`))
    if (all === undefined) return undefined
    const marks: Marks = {}
    for (const [tag, value] of Object.entries(all as Record<string, string>)) {
      const [stale, expired] = value.split(':').map(Number)
      marks[tag] = {...(stale ? {stale} : {}), ...(expired ? {expired} : {})}
    }
    return marks
  }

  async readLastGood(key: string): Promise<{at: number; json: string} | null | undefined> {
    const fields = await this.use(() => this.client.hmGet(`${PREFIX}last-good:${key}`, ['at', 'json']))
    if (fields === undefined) return undefined
    const [at, json] = fields as Array<string | null>
    // An answer dated ahead would pass for the newest for as long as that clock was ahead: none.
    return at == null || json == null || datedAhead(Number(at)) ? null : {at: Number(at), json}
  }

  async writeLastGood(key: string, at: number, json: string): Promise<void> {
    const k = `${PREFIX}last-good:${key}`
    await this.use(() =>
      this.client
        .multi()
        .hSet(k, {at: String(at), json})
        .pExpire(k, ENTRY_TTL_MS)
        .exec(),
    )
  }

  async close(): Promise<void> {
    this.client.destroy()
  }
}
