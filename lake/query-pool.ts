/**
 * Where the Lake runs GROQ: in worker threads (query-worker.ts), never on the thread that answers
 * requests. groq-js evaluates a query to the end once it starts, and one query can ask for the
 * dataset crossed with itself three times: on the main thread that would hold up every other request
 * (health, the Studio's listeners, the site) for as long as it runs, or take the whole process down
 * when it runs out of memory. In a worker it has a deadline and a memory limit, and past either the
 * worker is terminated, a new one takes its place, and the query's caller gets the API's 4xx.
 *
 * Two kinds of job run here, under the same limits: a query (a request to the query API), and a
 * listener's match (whether each document a transaction changed passes a listener's filter, which a
 * caller without a token writes as freely as a query).
 *
 * Each worker keeps its own copy of the documents. Before a query the pool sends it only what changed
 * since its last query (compared by object identity: a transaction replaces the documents it changes
 * and keeps the others), so a query costs a message and a copy of its answer, not a copy of the dataset.
 * A match carries its few documents with it.
 *
 * The pool is fair between clients (an editor, the site's token, a browser origin, an address): up to
 * `size` jobs run side by side, but one client never holds more than `size - 1` of them, and a waiting
 * job of the client with the fewest running goes first. So however many heavy queries one client sends,
 * another client's small query starts at once on the worker kept free for it.
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

/** A listener's filter (`query`, a `*[...]`) against each of `docs`, alone: does it pass? */
export interface MatchJob {
  query: string
  params: Record<string, unknown>
  docs: Doc[]
}

export type ToWorker =
  | {type: 'sync'; put: Doc[]; remove: string[]}
  | {type: 'query'; job: QueryJob; maxBytes: number}
  | {type: 'match'; job: MatchJob}

export type WorkerAnswer =
  | {ok: true; resultJson: string; sourceMapJson?: string; ms: number}
  | {ok: true; matches: boolean[]}
  | {ok: false; reason: 'too-large'}
  | {ok: false; reason: 'out-of-memory'}
  | {ok: false; reason: 'refused'; status: number; body: unknown}
  | {ok: false; reason: 'failed'; message: string}

type QueryAnswer = {ok: true; resultJson: string; sourceMapJson?: string; ms: number}

export interface QueryLimits {
  /** How long one query (or one listener's match) may run (ms). */
  timeoutMs: number
  /** The largest answer (result and source map, as JSON characters). */
  maxResultBytes: number
  /** How many jobs may run at once; one client runs at most `size - 1` of them. */
  size: number
  /** Each worker's heap limit (MB): a query that needs more is stopped, not the Lake. */
  memoryMb: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  timeoutMs: 10_000,
  maxResultBytes: 16 * 1024 * 1024,
  size: 3,
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
  /** Settles the running job when the worker dies under it. */
  onExit?: (error: Error | undefined) => void
}

/** A job waiting for a worker: whose it is, and what to call with the worker once it has one. */
interface Waiting {
  client: string
  start: (slot: Slot) => void
  fail: (error: Error) => void
}

export class QueryPool {
  private slots: Slot[] = []
  private waiting: Waiting[] = []
  /** How many jobs each client has running now. */
  private running = new Map<string, number>()
  private closed = false

  constructor(
    /** The documents queries see now. */
    private readonly documents: () => Doc[],
    private readonly limits: QueryLimits = DEFAULT_QUERY_LIMITS,
  ) {}

  /**
   * Starts the workers and waits until the first can take queries; the others get ready meanwhile, so
   * that a worker kept free for another client is ready before it is needed (a worker starting while
   * heavy queries hold the CPU takes a second or more).
   */
  async start() {
    const first = this.spawn()
    while (this.slots.length < this.limits.size) this.spawn()
    await first.ready
  }

  async close() {
    this.closed = true
    for (const job of this.waiting.splice(0)) job.fail(stopping())
    const slots = this.slots
    this.slots = []
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }

  /**
   * Runs one query for `client`: its answer, or a LakeError the API answers (400 for a timeout or a
   * result too large).
   */
  async run(job: QueryJob, client = 'anonymous'): Promise<QueryAnswer> {
    const answer = await this.onWorker(client, job.query, (slot) => {
      this.sync(slot)
      return {type: 'query', job, maxBytes: this.limits.maxResultBytes}
    })
    if ('resultJson' in answer) return answer
    throw new Error('The query worker answered a query with matches')
  }

  /** Whether each of `job.docs` passes a listener's filter, for `client`; a LakeError past a limit. */
  async match(job: MatchJob, client = 'anonymous'): Promise<boolean[]> {
    const answer = await this.onWorker(client, job.query, () => ({type: 'match', job}))
    if ('matches' in answer) return answer.matches
    throw new Error('The query worker answered a match with a result')
  }

  /** Takes a worker in `client`'s turn, sends it the message `prepare` makes, and reads its answer. */
  private async onWorker(client: string, query: string, prepare: (slot: Slot) => ToWorker) {
    const slot = await this.acquire(client)
    try {
      await slot.ready
      const answer = await this.ask(slot, query, prepare(slot))
      if (answer.ok) return answer
      if (answer.reason === 'refused') throw new LakeError(answer.status, answer.body)
      if (answer.reason === 'too-large') throw this.tooLarge(query)
      if (answer.reason === 'out-of-memory')
        throw queryExecutionError(
          query,
          `Query used more than ${this.limits.memoryMb} MB of memory and was stopped. Select fewer fields or fewer documents.`,
        )
      throw queryExecutionError(query, answer.message)
    } finally {
      slot.busy = false
      const count = (this.running.get(client) ?? 1) - 1
      if (count > 0) this.running.set(client, count)
      else this.running.delete(client)
      this.dispatch()
    }
  }

  private tooLarge(query: string) {
    const mb = Math.round(this.limits.maxResultBytes / (1024 * 1024))
    return queryExecutionError(
      query,
      `Query result too large: more than ${mb} MB. Select fewer fields or fewer documents (a slice such as [0...100]).`,
    )
  }

  private ask(slot: Slot, query: string, message: ToWorker): Promise<WorkerAnswer> {
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        slot.onExit = undefined
        this.retire(slot)
        const seconds = this.limits.timeoutMs / 1000
        reject(
          queryExecutionError(
            query,
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
      slot.worker.postMessage(message)
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

  /** A worker for `client`, once its turn comes (dispatch). */
  private acquire(client: string): Promise<Slot> {
    if (this.closed) return Promise.reject(stopping())
    return new Promise<Slot>((resolve, reject) => {
      this.waiting.push({client, start: resolve, fail: reject})
      this.dispatch()
    })
  }

  /**
   * Gives free workers to waiting jobs: each time to the job of the client with the fewest running
   * jobs (the earliest on a tie), and never to a client that already runs its share (`size - 1`).
   */
  private dispatch() {
    const share = Math.max(1, this.limits.size - 1)
    for (;;) {
      let chosen = -1
      for (let i = 0; i < this.waiting.length; i++) {
        const count = this.running.get(this.waiting[i]!.client) ?? 0
        if (count >= share) continue
        if (chosen < 0 || count < (this.running.get(this.waiting[chosen]!.client) ?? 0)) chosen = i
      }
      if (chosen < 0) return
      const slot = this.slots.find((s) => !s.busy) ?? (this.slots.length < this.limits.size ? this.spawn() : undefined)
      if (!slot) return
      const [job] = this.waiting.splice(chosen, 1)
      slot.busy = true
      this.running.set(job!.client, (this.running.get(job!.client) ?? 0) + 1)
      job!.start(slot)
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
      if (!this.closed) this.dispatch()
    })
    worker.unref()
    this.slots.push(slot)
    return slot
  }

  /** Stops a worker whose job ran too long: its place is free for a new one at once. */
  private retire(slot: Slot) {
    this.slots = this.slots.filter((s) => s !== slot)
    void slot.worker.terminate()
  }
}

const stopping = () => new LakeError(503, {error: {description: 'The Lake is stopping', type: 'httpError'}})
