/**
 * Tag marks: when each cache tag was last revalidated. Next.js keeps them only in this process's
 * memory (its tags manifest, `next/dist/server/lib/incremental-cache/tags-manifest.external`), and
 * decides there whether a cached page or data entry is stale (marked after it was written) or
 * expired. So a publish that reached one process was lost on a restart, and never reached another
 * server. This module is the one place marks change:
 *   - `revalidate`: a publish on this server, with Next's own rules (what FileSystemCache does);
 *   - `merge`: marks learnt elsewhere (this server's file at start, the shared store), each field the
 *     later of the two times, so a mark only ever moves forward;
 *   - `MarksFile`: the marks on disk, beside Next's own cache (<distDir>/cache/revalidated-tags.json),
 *     read at start and written before a webhook answers; bounded by `bounded` (below).
 *
 * Loaded by Node without a bundler (see cache/handler.ts): plain TypeScript, types only.
 */
import {mkdirSync, readFileSync} from 'node:fs'
import {open, readFile, rename} from 'node:fs/promises'
import path from 'node:path'
// The same module instance Next.js reads (an `.external` module is never bundled).
import {areTagsStale, tagsManifest} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

/** A tag's mark, as Next's manifest holds it: entries written before `stale` are stale; before `expired` (once past), expired. */
export interface TagMark {
  stale?: number
  expired?: number
}
export type Marks = Record<string, TagMark>

/** How long after a revalidation its entries expire (Next passes the profile's `expire`, in seconds). */
export interface Durations {
  expire?: number
}

const manifest: Map<string, TagMark> = tagsManifest

/**
 * How far ahead of this server's clock a time written elsewhere may lie. Servers kept by NTP agree
 * within milliseconds; a time further ahead comes from a clock that runs ahead, and is damaged.
 * Trusted, a mark dated ahead would stay the latest (a mark only moves forward) and swallow every
 * publish after it until the clocks met, and an entry dated ahead would win over every newer render.
 */
export const CLOCK_SKEW_MS = 60_000

/** Whether a time written elsewhere (ms) lies further ahead of `now` than the clock skew allows. */
export const datedAhead = (ms: number, now = Date.now()) => ms > now + CLOCK_SKEW_MS

/**
 * Marks tags revalidated now, as Next's FileSystemCache does: with durations (a profile such as
 * 'max') stale now and expired `expire` seconds later; without, expired now. An expiry now also marks
 * the tag stale now, so that merging it with a later, longer expiry elsewhere can at worst turn it
 * into stale-while-revalidate, never lose it. Returns the tags' new marks.
 */
export function revalidate(tags: string[], durations?: Durations, now = Date.now()): Marks {
  const changed: Marks = {}
  for (const tag of tags) {
    const mark: TagMark = {...manifest.get(tag), stale: now}
    if (!durations) mark.expired = now
    else if (durations.expire !== undefined) mark.expired = now + durations.expire * 1000
    manifest.set(tag, mark)
    changed[tag] = mark
  }
  return changed
}

/**
 * Merges marks from elsewhere, each time the later of the two. Returns the marks that moved. A stale
 * time dated ahead (`datedAhead`) is damaged and left out; an expiry lies ahead by design (a profile's
 * `expire`, up to a year) and takes effect only once reached.
 */
export function merge(marks: Marks, now = Date.now()): Marks {
  const moved: Marks = {}
  for (const [tag, mark] of Object.entries(marks)) {
    const mine = manifest.get(tag) ?? {}
    const next: TagMark = {...mine}
    if ((mark.stale ?? 0) > (mine.stale ?? 0) && !datedAhead(mark.stale!, now)) next.stale = mark.stale
    if ((mark.expired ?? 0) > (mine.expired ?? 0)) next.expired = mark.expired
    if (next.stale !== mine.stale || next.expired !== mine.expired) {
      manifest.set(tag, next)
      moved[tag] = next
    }
  }
  return moved
}

/** Every mark this process knows. */
export function snapshot(): Marks {
  return Object.fromEntries(manifest)
}

/** Whether any of these tags was marked after `since` (ms): an entry written then is stale. */
export const markedSince = (tags: string[], since: number): boolean => areTagsStale(tags, since)

/**
 * A tag every cached page, route answer and data read carries: Next's implicit tag of the root layout
 * (what `revalidatePath('/', 'layout')` marks). A mark on it makes everything written before it stale.
 */
export const EVERY_ENTRY_TAG = '_N_T_/layout'
/** How many tags' marks the file keeps besides EVERY_ENTRY_TAG's (this site marks a few hundred tags). */
export const MARKS_KEPT = 10_000

/** Until when a mark reaches: entries written before this time are stale, or expired (0: none yet). */
function reach(mark: TagMark, now: number): number {
  const expired = mark.expired !== undefined && mark.expired <= now ? mark.expired : 0
  return Math.max(mark.stale ?? 0, expired)
}

/**
 * What the marks file keeps, so it stays bounded however many tags are ever marked: the MARKS_KEPT
 * marks that reach latest, and one mark on EVERY_ENTRY_TAG, stale as late as the latest of the others
 * reached. No mark can simply be dropped, however old: Next keeps an entry for as long as nothing marks
 * it (a page not visited since the publish, a data read in .next/cache/fetch-cache, which outlives
 * builds, both with no lifetime of their own), so a process started without the mark would serve what
 * a publish replaced. Folded, an entry written before a dropped mark is still stale, along with others
 * written before it that were not (each re-rendered once in the background), and an expiry becomes
 * stale-while-revalidate.
 */
export function bounded(marks: Marks, now = Date.now()): Marks {
  const newestFirst = Object.entries(marks)
    .filter(([tag]) => tag !== EVERY_ENTRY_TAG)
    .map(([tag, mark]) => ({tag, mark, reach: reach(mark, now)}))
    .sort((a, b) => b.reach - a.reach)
  const kept: Marks = Object.fromEntries(newestFirst.slice(0, MARKS_KEPT).map(({tag, mark}) => [tag, mark]))
  const folded = Math.max(0, ...newestFirst.slice(MARKS_KEPT).map((m) => m.reach))
  const every = marks[EVERY_ENTRY_TAG]
  if (every || folded) {
    const stale = Math.max(every?.stale ?? 0, folded)
    kept[EVERY_ENTRY_TAG] = {...every, ...(stale ? {stale} : {})}
  }
  return kept
}

/** Only what looks like marks: the file may be from another version, or damaged. */
function parse(text: string): Marks {
  const marks: Marks = {}
  const data = JSON.parse(text) as unknown
  if (!data || typeof data !== 'object') return marks
  for (const [tag, mark] of Object.entries(data as Record<string, unknown>)) {
    if (!mark || typeof mark !== 'object') continue
    const {stale, expired} = mark as TagMark
    marks[tag] = {
      ...(typeof stale === 'number' ? {stale} : {}),
      ...(typeof expired === 'number' ? {expired} : {}),
    }
  }
  return marks
}

/**
 * The marks on this server's disk. Each write merges with what the file holds (another process may
 * share the directory), keeps it bounded (`bounded`) and replaces it atomically, after syncing it to
 * disk: a webhook answers only once its marks would survive a crash or a power cut.
 */
export class MarksFile {
  private writing: Promise<void> = Promise.resolve()
  /** False once a write failed (a read-only disk): marks are then kept in memory only. */
  writable = true

  readonly file: string

  constructor(file: string) {
    this.file = file
  }

  /** The marks in the file, or none (no file yet, or unreadable). */
  load(): Marks {
    try {
      return parse(readFileSync(this.file, 'utf8'))
    } catch {
      return {}
    }
  }

  /** Adds these marks to the file; writes run one at a time. */
  save(marks: Marks): Promise<void> {
    if (!Object.keys(marks).length || !this.writable) return this.writing
    this.writing = this.writing.then(() => this.write(marks))
    return this.writing
  }

  private async write(marks: Marks): Promise<void> {
    try {
      let onDisk: Marks = {}
      try {
        onDisk = parse(await readFile(this.file, 'utf8'))
      } catch {
        // no file yet
      }
      for (const [tag, mark] of Object.entries(marks)) {
        const kept = onDisk[tag] ?? {}
        onDisk[tag] = {
          stale: Math.max(kept.stale ?? 0, mark.stale ?? 0) || undefined,
          expired: Math.max(kept.expired ?? 0, mark.expired ?? 0) || undefined,
        }
      }
      mkdirSync(path.dirname(this.file), {recursive: true})
      const temporary = `${this.file}.${process.pid}.tmp`
      const handle = await open(temporary, 'w')
      try {
        await handle.writeFile(JSON.stringify(bounded(onDisk)))
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(temporary, this.file)
    } catch (error) {
      this.writable = false
      console.error(
        `Cache: could not write ${this.file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): publishes are kept in memory only, and a restart forgets them.`,
      )
    }
  }
}
