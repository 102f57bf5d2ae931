/**
 * The funnel's counts on their way to the database: added up in memory by key (day's step, page,
 * source, device) and written at most once a second as one call of funnel_record() (the migrations
 * decide the day, the cap on a day's sources and the bounds). A write that fails keeps its counts for
 * the next one; past 50,000 keys waiting (the database down for long) new keys are dropped and that is
 * logged once, so memory stays bounded. Nothing here identifies a visitor.
 */
import type {Step} from './attribution'
import type {Device} from './count'

export interface Count {
  step: Step
  page: string
  source: string
  device: Device
}

export interface RollupOptions {
  /** Writes a batch (funnel_record); throws when it was not stored. */
  write: (counts: Array<Count & {count: number}>) => Promise<void>
  delayMs?: number
  maxKeys?: number
}

export function createRollup({write, delayMs = 1000, maxKeys = 50_000}: RollupOptions) {
  let waiting = new Map<string, Count & {count: number}>()
  let flushing: Promise<void> | null = null
  let writing: Promise<void> = Promise.resolve()
  let warned = false

  async function flush() {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    const batch = [...waiting.values()]
    waiting = new Map()
    flushing = null
    writing = writeAll(batch)
    await writing
  }

  async function writeAll(batch: Array<Count & {count: number}>) {
    for (let i = 0; i < batch.length; i += 5000) {
      const part = batch.slice(i, i + 5000)
      try {
        await write(part)
        warned = false
      } catch (error) {
        if (!warned)
          console.error(`funnel: counts not stored yet (${(error as Error).message}); kept for the next write`)
        warned = true
        for (const entry of part) keep(entry, entry.count)
      }
    }
  }

  function keep(entry: Count, count: number) {
    const key = `${entry.step}\n${entry.page}\n${entry.source}\n${entry.device}`
    const held = waiting.get(key)
    if (held) held.count += count
    else if (waiting.size < maxKeys) waiting.set(key, {...entry, count})
    else if (!warned) {
      console.error('funnel: too many counts waiting; new ones are dropped until the database takes them')
      warned = true
    }
  }

  return {
    /**
     * Counts one step. Returns the write it starts, when it starts one (the request that must outlive
     * its answer until it is done: after()), else null: a write already waiting carries it.
     */
    add(entry: Count): Promise<void> | null {
      keep(entry, 1)
      if (flushing) return null
      flushing = flush()
      return flushing
    },
    /** Resolves once what is waiting now has been written (or kept after a failure). */
    settled: async () => {
      await flushing
      await writing
    },
  }
}

export type Rollup = ReturnType<typeof createRollup>
