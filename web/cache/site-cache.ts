/**
 * This server process's cache state, one per process (cache/handler.ts makes a new handler per
 * request): the tag marks (cache/tag-marks.ts) and their file, and with REDIS_URL the shared store
 * (cache/shared-store.ts) with a copy in memory of what this process read from it.
 *
 * The rules, in one place:
 *   - A publish is recorded before its webhook answers: in Next's marks, on disk, and in the shared
 *     store when it answers (else the marks go there as soon as it answers again: all of this
 *     server's marks are sent on every reconnection).
 *   - Marks from other servers are read once a second (one GET of a version number; the marks
 *     themselves only when it changed). So a publish sent to any one server shows on every server
 *     within about a second plus the page's re-render.
 *   - An entry is read from the store, and the newest of the store's and this server's own copy wins
 *     (its own copy: what it rendered itself, kept on its disk by Next's FileSystemCache, and what the
 *     build prerendered). A page another server rendered is therefore not rendered again here.
 *   - The store's entries are under the build's id (<distDir>/BUILD_ID); marks are not, so a publish
 *     reaches servers of the next build during a rolling deploy too.
 *   - An entry in the store that is damaged, foreign, too large or of the wrong kind for its key is
 *     missing: never given to Next (which would answer 500 until it expired), removed, logged once.
 *     An entry too large for the store stays on this server's disk (cache/shared-store.ts).
 *   - While the store is down or slow, nothing waits on it for more than REDIS_WAIT_MS: this server
 *     serves its own copy and keeps its own marks. A new process waits for its first exchange of
 *     marks at most that long too (from its first read), so it starts with the publishes it missed.
 *   - `next build` never uses the store: the build has no visitors and may run where Redis is not.
 *
 * Loaded by Node without a bundler (see cache/handler.ts): plain TypeScript, types only.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {LRUCache} from 'lru-cache'
import {decodeEntry, type Entry, encodeValue} from './codec.ts'
import {installSiteCache} from './link.ts'
import {readRedisUrl} from './redis-url.ts'
import {afterRedisWait, SharedStore, SYNC_EVERY_MS} from './shared-store.ts'
import {type Durations, MarksFile, merge, revalidate, snapshot} from './tag-marks.ts'

/** What this process keeps in memory of the shared store's entries, by size of their text. */
const MEMORY_BYTES = 128 * 1024 * 1024

export class SiteCache {
  readonly marks: MarksFile
  readonly store: SharedStore | undefined
  private readonly memory = new LRUCache<string, Entry>({maxSize: MEMORY_BYTES})
  private marksVersion: string | null | undefined
  private waited: Promise<void> | undefined
  /** When this process last recorded a publish or pulled marks that moved (ms). */
  private publishSeenAt = 0

  constructor(serverDistDir: string, env: NodeJS.ProcessEnv = process.env) {
    const distDir = path.dirname(serverDistDir)
    this.marks = new MarksFile(path.join(distDir, 'cache', 'revalidated-tags.json'))
    merge(this.marks.load())
    const url = readRedisUrl(env.REDIS_URL)
    const building = env.NEXT_PHASE === 'phase-production-build'
    if (url && !building) {
      const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
      this.store = new SharedStore(url, buildId, (store) => this.exchangeMarks(store))
      setInterval(() => void this.sync(), SYNC_EVERY_MS).unref()
    }
    installSiteCache({
      markStale: (tags) => this.revalidate(tags, {}),
      readLastGood: async (key) => (await this.store?.readLastGood(key)) ?? undefined,
      shareLastGood: (key, at, json) => void this.store?.writeLastGood(key, at, json),
      lastPublishSeen: () => this.publishSeenAt,
    })
  }

  /**
   * Resolves once a new process has exchanged marks with the store, or its first read has waited
   * REDIS_WAIT_MS. That wait starts at the first read, not when the process made this cache: between
   * the two a cold process loads a route's modules, and the thread, not Redis, would spend the wait.
   */
  ready(): Promise<void> {
    this.waited ??= this.store ? Promise.race([this.store.started, afterRedisWait().done]) : Promise.resolve()
    return this.waited
  }

  /** A publish: marks now, then on disk and in the store; resolves when both are written. */
  async revalidate(tags: string[], durations?: Durations): Promise<void> {
    const changed = revalidate(tags, durations)
    this.publishSeenAt = Date.now()
    await Promise.all([this.marks.save(changed), this.store?.pushMarks(changed)])
  }

  /** On (re)connection: all of this server's marks to the store, then everyone's back. */
  private async exchangeMarks(store: SharedStore): Promise<void> {
    if (!(await store.pushMarks(snapshot()))) return
    await this.pullMarks(store, await store.marksVersion())
  }

  private async pullMarks(store: SharedStore, version: string | null | undefined): Promise<void> {
    if (version === undefined) return
    const marks = await store.pullMarks()
    if (!marks) return
    const moved = merge(marks)
    if (Object.keys(moved).length > 0) this.publishSeenAt = Date.now()
    await this.marks.save(moved)
    this.marksVersion = version
  }

  /** Once a second: other servers' marks when their version moved; a failed store is probed. */
  private async sync(): Promise<void> {
    const store = this.store!
    if (store.state !== 'up') return store.probe()
    const version = await store.marksVersion()
    if (version !== undefined && version !== this.marksVersion) await this.pullMarks(store, version)
  }

  /**
   * The newest of the store's entry and this server's own (`own`: Next's FileSystemCache, memory-less
   * here), for a key of this kind (the `kind` Next reads it as). With the store down, this server's own copy.
   */
  async read(key: string, kind: string, own: () => Promise<Entry | null>): Promise<Entry | null> {
    const store = this.store!
    const kept = this.memory.get(key)
    if (kept) {
      const stamp = await store.entryStamp(key)
      if (!stamp || stamp <= kept.lastModified) return kept
      return (await this.fromStore(key, kind)) ?? kept
    }
    const [shared, mine] = await Promise.all([this.fromStore(key, kind), own()])
    if (shared && (!mine || shared.lastModified >= mine.lastModified)) return shared
    if (mine) this.memory.set(key, mine, {size: encodeValue(mine.value).length || 1})
    return mine
  }

  /** The store's entry if Next can use it as this kind; a damaged one is discarded (missing). */
  private async fromStore(key: string, kind: string): Promise<Entry | null> {
    const store = this.store!
    const stored = await store.readEntry(key)
    if (!stored) return null
    const decoded = decodeEntry(stored, kind)
    if ('problem' in decoded) {
      await store.discardEntry(key, stored.lastModified, decoded.problem)
      return null
    }
    this.memory.set(key, decoded.entry, {size: stored.text.length || 1})
    return decoded.entry
  }

  /** An entry this server wrote: kept in memory and sent to the store. */
  async write(key: string, entry: Entry): Promise<void> {
    const text = encodeValue(entry.value)
    this.memory.set(key, entry, {size: text.length || 1})
    await this.store!.writeEntry(key, {
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl === undefined ? undefined : JSON.stringify(entry.cacheControl),
      text,
    })
  }
}

let current: SiteCache | undefined

/** This process's cache state, made by the first handler (Next constructs one per request). */
export function siteCacheOf(serverDistDir: string): SiteCache {
  current ??= new SiteCache(serverDistDir)
  return current
}
