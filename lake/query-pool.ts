/**
 * Where the Lake runs GROQ: in worker threads (query-worker.ts), never on the thread that answers
 * requests. groq-js evaluates a query to the end once it starts, and one query can ask for the
 * dataset crossed with itself three times: on the main thread that would hold up every other request
 * (health, the Studio's listeners, the site) for as long as it runs, or take the whole process down
 * when it runs out of memory. In a worker it has a deadline and a memory limit, and past either the
 * worker is terminated, a new one takes its place, and the query's caller gets the API's 4xx.
 *
 * Each worker keeps its own copy of the documents. Before a query the pool sends it only what changed
 * since its last query (compared by object identity: a transaction replaces the documents it changes
 * and keeps the others), so a query costs a message and a copy of its answer, not a copy of the dataset.
 * Up to `size` workers run queries side by side; a heavy query keeps one busy while the others answer.
 */
import {createRequire} from 'node:module'
import {pathToFileURL} from 'node:url'
import {Worker} from 'node:worker_threads'
import {type Doc, LakeError} from './documents'

export interface QueryJob {
  query: string
  params: Record<string, unknown>
  perspective: string
  authorized: boolean
  /** Whether to answer a content source map too (resultSourceMap). */
  sourceMap: boolean
}

export type ToWorker = {type: 'sync'; put: Doc[]; remove: string[]} | {type: 'query'; job: QueryJob; maxBytes: number}

export type WorkerAnswer =
  | {ok: true; resultJson: string; sourceMapJson?: string; ms: number}
  | {ok: false; reason: 'too-large'}
  | {ok: false; reason: 'out-of-memory'}
  | {ok: false; reason: 'refused'; status: number; body: unknown}
  | {ok: false; reason: 'failed'; message: string}

export interface QueryLimits {
  /** How long one query may run (ms). */
  timeoutMs: number
  /** The largest answer (result and source map, as JSON characters). */
  maxResultBytes: number
  /** How many queries may run at once. */
  size: number
  /** Each worker's heap limit (MB): a query that needs more is stopped, not the Lake. */
  memoryMb: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  timeoutMs: 10_000,
  maxResultBytes: 16 * 1024 * 1024,
  size: 2,
  memoryMb: 256,
}

/** The API's refusal of a query it would not finish, in the words of its other query errors. */
export function queryExecutionError(query: string, description: string) {
  return new LakeError(400, {error: {description, query, type: 'queryExecutionError'}})
}

/** The workers run TypeScript, as the rest of the Lake does: tsx's loader, found from here. */
const tsxLoader = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

interface Slot {
  worker: Worker
  ready: Promise<void>
  /** The documents this worker holds, as last sent. */
  sent: Map<string, Doc>
  busy: boolean
  /** Settles the running query when the worker dies under it. */
  onExit?: (error: Error | undefined) => void
}

export class QueryPool {
  private slots: Slot[] = []
  private waiting: Array<() => void> = []
  private closed = false

  constructor(
    /** The documents queries see now. */
    private readonly documents: () => Doc[],
    private readonly limits: QueryLimits = DEFAULT_QUERY_LIMITS,
  ) {}

  /** Starts the first worker and waits until it can take queries. */
  async start() {
    await this.spawn().ready
  }

  async close() {
    this.closed = true
    const slots = this.slots
    this.slots = []
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }

  /** Runs one query: its answer, or a LakeError the API answers (400 for a timeout or a result too large). */
  async run(job: QueryJob): Promise<Extract<WorkerAnswer, {ok: true}>> {
    const slot = await this.acquire()
    try {
      await slot.ready
      this.sync(slot)
      const answer = await this.ask(slot, job)
      if (answer.ok) return answer
      if (answer.reason === 'refused') throw new LakeError(answer.status, answer.body)
      if (answer.reason === 'too-large') throw this.tooLarge(job)
      if (answer.reason === 'out-of-memory')
        throw queryExecutionError(
          job.query,
          `Query used more than ${this.limits.memoryMb} MB of memory and was stopped. Select fewer fields or fewer documents.`,
        )
      throw queryExecutionError(job.query, answer.message)
    } finally {
      slot.busy = false
      this.waiting.shift()?.()
    }
  }

  private tooLarge(job: QueryJob) {
    const mb = Math.round(this.limits.maxResultBytes / (1024 * 1024))
    return queryExecutionError(
      job.query,
      `Query result too large: more than ${mb} MB. Select fewer fields or fewer documents (a slice such as [0...100]).`,
    )
  }

  private ask(slot: Slot, job: QueryJob): Promise<WorkerAnswer> {
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.onExit = undefined
        this.retire(slot)
        const seconds = this.limits.timeoutMs / 1000
        reject(
          queryExecutionError(
            job.query,
            `Query timed out: it ran for more than ${seconds} s. Narrow its filter or its projection.`,
          ),
        )
      }, this.limits.timeoutMs)
      slot.onExit = (error) => {
        clearTimeout(timer)
        slot.onExit = undefined
        if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
          resolve({ok: false, reason: 'out-of-memory'})
        else resolve({ok: false, reason: 'failed', message: 'The query stopped unexpectedly'})
      }
      slot.worker.once('message', (answer: WorkerAnswer) => {
        clearTimeout(timer)
        slot.onExit = undefined
        resolve(answer)
      })
      slot.worker.postMessage({type: 'query', job, maxBytes: this.limits.maxResultBytes} satisfies ToWorker)
    })
  }

  /** Sends the worker what changed since its last query. */
  private sync(slot: Slot) {
    const now = new Map<string, Doc>()
    const put: Doc[] = []
    for (const doc of this.documents()) {
      now.set(doc._id, doc)
      if (slot.sent.get(doc._id) !== doc) put.push(doc)
    }
    const remove = [...slot.sent.keys()].filter((id) => !now.has(id))
    slot.sent = now
    if (put.length || remove.length) slot.worker.postMessage({type: 'sync', put, remove} satisfies ToWorker)
  }

  /** A free worker, a new one if there is room, or the next one to finish. */
  private async acquire(): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new LakeError(503, {error: {description: 'The Lake is stopping', type: 'httpError'}})
      const free = this.slots.find((slot) => !slot.busy) ?? (this.slots.length < this.limits.size && this.spawn())
      if (free) {
        free.busy = true
        return free
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./query-worker.ts', import.meta.url), {
      execArgv: ['--import', tsxLoader()],
      resourceLimits: {maxOldGenerationSizeMb: this.limits.memoryMb},
    })
    const slot: Slot = {
      worker,
      sent: new Map(),
      busy: false,
      ready: new Promise<void>((resolve, reject) => {
        worker.once('message', () => resolve())
        worker.once('error', reject)
      }),
    }
    // Keeps an unhandled rejection away when a worker dies before it was ever asked anything.
    slot.ready.catch(() => undefined)
    let failure: Error | undefined
    worker.on('error', (error) => {
      failure = error
    })
    worker.on('exit', () => {
      this.slots = this.slots.filter((s) => s !== slot)
      slot.onExit?.(failure)
      this.waiting.shift()?.()
    })
    worker.unref()
    this.slots.push(slot)
    return slot
  }

  /** Stops a worker whose query ran too long: its place is free for a new one at once. */
  private retire(slot: Slot) {
    this.slots = this.slots.filter((s) => s !== slot)
    void slot.worker.terminate()
  }
}
