/**
 * The thread a query runs in (query-pool.ts starts it). It keeps its own copy of the documents the
 * queries see, which the pool brings up to date before each query with what changed since the last
 * one, runs the query as the Lake always has (query.ts, groq-js) and answers with the result already
 * serialized, so the Lake's main thread only copies text. It also runs listeners' filters against
 * the documents a transaction changed (a match), which the pool sends with the job.
 *
 * A result whose JSON is larger than the pool's limit is refused here. A query that runs too long or
 * grows past the thread's memory limit cannot be stopped from inside: the pool terminates the thread.
 */
import {parentPort} from 'node:worker_threads'
import {evaluate} from 'groq-js'
import type {Doc} from './documents'
import {LakeError} from './documents'
import {inPerspective, parseQuery, runQuery, visibleTo} from './query'
import {sourceMapOf} from './source-map'
import type {MatchJob, QueryJob, ToWorker, WorkerAnswer} from './query-pool'

const port = parentPort
if (!port) throw new Error('query-worker.ts runs in a worker thread (query-pool.ts starts it)')

const documents = new Map<string, Doc>()
let all: Doc[] | undefined

class TooLarge extends Error {}

function serialize(value: unknown, budget: number): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (error) {
    // A string past V8's limit cannot be made at all: larger than any budget.
    if (error instanceof RangeError) throw new TooLarge()
    throw error
  }
  if (text !== undefined && text.length > budget) throw new TooLarge()
  return text ?? 'null'
}

async function run(job: QueryJob, maxBytes: number): Promise<WorkerAnswer> {
  const started = performance.now()
  all ??= [...documents.values()]
  const docs = inPerspective(all.filter(visibleTo(job.authorized)), job.perspective)
  const result = await runQuery(job.query, job.params, docs)
  const resultJson = serialize(result, maxBytes)
  const sourceMapJson = job.sourceMap ? serialize(sourceMapOf(result, docs), maxBytes - resultJson.length) : undefined
  return {ok: true, resultJson, sourceMapJson, ms: Math.round(performance.now() - started)}
}

/** A listener's filter against each document alone: the document passes when the query finds it. */
async function match(job: MatchJob): Promise<WorkerAnswer> {
  const {tree, params} = parseQuery(job.query, job.params)
  const matches: boolean[] = []
  for (const doc of job.docs) {
    const result = await (await evaluate(tree, {dataset: [doc], params})).get()
    matches.push(Array.isArray(result) ? result.length > 0 : Boolean(result))
  }
  return {ok: true, matches}
}

port.on('message', async (message: ToWorker) => {
  if (message.type === 'sync') {
    for (const doc of message.put) documents.set(doc._id, doc)
    for (const id of message.remove) documents.delete(id)
    if (message.put.length || message.remove.length) all = undefined
    return
  }
  let answer: WorkerAnswer
  try {
    answer = message.type === 'match' ? await match(message.job) : await run(message.job, message.maxBytes)
  } catch (error) {
    if (error instanceof TooLarge) answer = {ok: false, reason: 'too-large'}
    else if (error instanceof LakeError) answer = {ok: false, reason: 'refused', status: error.status, body: error.body}
    else answer = {ok: false, reason: 'failed', message: (error as Error)?.message ?? String(error)}
  }
  port.postMessage(answer)
})

port.postMessage({ready: true})
