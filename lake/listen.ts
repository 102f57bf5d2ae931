/**
 * The listener (GET /data/listen/<dataset>?query=*[...]): a Server-Sent Events stream that opens with
 * `welcome` and then carries one `mutation` event per document a transaction changed, when the
 * document matched the query before or after (https://www.sanity.io/docs/listening).
 *
 * What the Studio relies on, as the Lake sends it:
 *   - `resultRev` is the transaction's id, which is the id the Studio sent with its edit: that is how
 *     it recognises its own edits coming back;
 *   - `previousRev` is the revision the change was made on; `mutations` turn that revision into the
 *     result (a createOrReplace of the result, or a delete), and `effects` (mendoza, with
 *     `effectFormat=mendoza`) do the same as a patch: `[0, value]` is mendoza's "the value is now this";
 *   - `transactionTotalEvents` and `transactionCurrentEvent` count the events of one transaction this
 *     listener receives (a publish is two: the published document replaced, the draft deleted), so a
 *     Studio waiting for the whole transaction gets all of it;
 *   - without a token, only published documents; versions only with `includeAllVersions`.
 *
 * The filter is the caller's own GROQ, and a listener needs no token: it is run where queries run, in
 * the query pool's workers under a query's deadline and memory limit (`match`), never on the thread
 * that answers requests. A filter the pool stops ends its listener as the API ends one it cannot
 * serve: a `channelError` event with the error, then the end of the stream.
 */
import {randomUUID} from 'node:crypto'
import {type Change, type Doc, isVersionId, LakeError, type Transaction} from './documents'
import {isPrivateId, parseQuery} from './query'

export interface ListenOptions {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  /** Whether a reconnect with `Last-Event-ID` may resume where it left off (`welcomeback`). */
  enableResume: boolean
  visibility: 'query' | 'transaction'
  effectFormat?: string
  authorized: boolean
}

/** Reads a listen request's query string as the API does (booleans as `true`/`false`). */
export function listenOptions(
  search: URLSearchParams,
  params: Record<string, unknown>,
  authorized: boolean,
): ListenOptions {
  const query = search.get('query')
  if (!query) throw new LakeError(400, {error: {description: 'Missing query', type: 'httpBadRequest'}})
  const flag = (name: string, fallback: boolean) => {
    const value = search.get(name)
    return value === null ? fallback : value === 'true'
  }
  return {
    query,
    params,
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    includeAllVersions: flag('includeAllVersions', false),
    enableResume: flag('enableResume', false),
    visibility: search.get('visibility') === 'query' ? 'query' : 'transaction',
    effectFormat: search.get('effectFormat') ?? undefined,
    authorized,
  }
}

/** `_rev` is carried beside the effects, not inside them (the Studio applies them to a document without it). */
function withoutRev(doc: Doc | null) {
  if (!doc) return null
  const {_rev, ...rest} = doc
  return rest
}

/** Whether each document passes the listener's filter (query-pool.ts's `match`, in a worker). */
export type Matcher = (query: string, params: Record<string, unknown>, docs: Doc[]) => Promise<boolean[]>

export class Listener {
  readonly name = `lake-${randomUUID().slice(0, 8)}`
  /** Transactions are matched in order, one at a time, so events keep the Lake's order. */
  private queue: Promise<void> = Promise.resolve()
  private ended = false

  constructor(
    readonly options: ListenOptions,
    private readonly send: (event: string, data: unknown, id?: string) => void,
    private readonly visibleAfterMs: () => number,
    private readonly match: Matcher,
    /** Ends the stream (after a channelError). */
    private readonly end: () => void,
  ) {
    // A query that does not parse is refused before the stream opens, with the query API's 400.
    parseQuery(options.query, options.params)
  }

  welcome() {
    this.send('welcome', {listenerName: this.name})
  }

  /** A resumed connection: the events it missed follow. */
  welcomeBack() {
    this.send('welcomeback', {listenerName: this.name})
  }

  /**
   * The listener cannot know what it missed (or every document changed at once): it must fetch
   * afresh. A listener that may resume is told `reset`; to any other, a new `welcome` says the same.
   */
  reset() {
    if (this.options.enableResume) this.send('reset', {listenerName: this.name})
    else this.welcome()
  }

  /** Queues a transaction; its events are sent once the listener has matched them. */
  receive(transaction: Transaction) {
    this.queue = this.queue.then(() => this.deliver(transaction)).catch(() => undefined)
  }

  private async deliver(transaction: Transaction) {
    if (this.ended) return
    let passes: (doc: Doc | null) => boolean
    try {
      passes = await this.filter(transaction.changes.flatMap((c) => [c.before, c.after]))
    } catch (error) {
      this.fail(error)
      return
    }
    const matched: Array<{change: Change; before: boolean; after: boolean}> = []
    for (const change of transaction.changes) {
      const [before, after] = [passes(change.before), passes(change.after)]
      if (before || after) matched.push({change, before, after})
    }
    if (!matched.length) return
    const delay = this.options.visibility === 'query' ? this.visibleAfterMs() : 0
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    matched.forEach(({change, before, after}, index) => {
      const {id} = change
      const event: Record<string, unknown> = {
        eventId: `${transaction.id}#${id}`,
        documentId: id,
        transactionId: transaction.id,
        transition: before && after ? 'update' : after ? 'appear' : 'disappear',
        identity: transaction.identity,
        previousRev: change.before?._rev,
        resultRev: change.after?._rev ?? transaction.id,
        timestamp: transaction.timestamp,
        visibility: this.options.visibility,
        transactionTotalEvents: matched.length,
        transactionCurrentEvent: index + 1,
      }
      if (this.options.includeMutations)
        event.mutations = [change.after ? {createOrReplace: change.after} : {delete: {id}}]
      if (this.options.includeResult && change.after && after) event.result = change.after
      if (this.options.includePreviousRevision && change.before) event.previous = change.before
      if (this.options.effectFormat === 'mendoza')
        event.effects = {apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)]}
      this.send('mutation', event, event.eventId as string)
    })
  }

  /**
   * Which of `docs` pass: those this listener may see (a token for private ids, includeAllVersions for
   * versions) are run through the filter in a worker, the others pass not.
   */
  private async filter(docs: Array<Doc | null>): Promise<(doc: Doc | null) => boolean> {
    const visible = docs.filter((doc): doc is Doc => {
      if (!doc) return false
      if (!this.options.authorized && isPrivateId(doc._id)) return false
      return !isVersionId(doc._id) || this.options.includeAllVersions
    })
    const unique = [...new Set(visible)]
    const results = unique.length ? await this.match(this.options.query, this.options.params, unique) : []
    const passing = new Set(unique.filter((_, i) => results[i]))
    return (doc) => Boolean(doc && passing.has(doc))
  }

  /** Ends the listener with the API's error (a filter stopped at its deadline or memory limit). */
  private fail(error: unknown) {
    this.ended = true
    const body =
      error instanceof LakeError
        ? error.body
        : {error: {description: 'The listener stopped unexpectedly', type: 'listenerError'}}
    this.send('channelError', body)
    this.end()
  }
}
