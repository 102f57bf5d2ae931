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
 */
import {randomUUID} from 'node:crypto'
import {evaluate, type parse} from 'groq-js'
import {type Change, type Doc, isVersionId, LakeError, type Transaction} from './documents'
import {parseQuery} from './query'

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

export class Listener {
  readonly name = `lake-${randomUUID().slice(0, 8)}`
  private readonly tree: ReturnType<typeof parse>
  private readonly params: Record<string, unknown>
  /** Transactions are matched in order, one at a time, so events keep the Lake's order. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    readonly options: ListenOptions,
    private readonly send: (event: string, data: unknown, id?: string) => void,
    private readonly visibleAfterMs: () => number,
  ) {
    const parsed = parseQuery(options.query, options.params)
    this.tree = parsed.tree
    this.params = parsed.params
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
    const matched: Array<{change: Change; before: boolean; after: boolean}> = []
    for (const change of transaction.changes) {
      const [before, after] = await Promise.all([this.matches(change.before), this.matches(change.after)])
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

  private async matches(doc: Doc | null): Promise<boolean> {
    if (!doc) return false
    if (!this.options.authorized && doc._id.includes('.')) return false
    if (isVersionId(doc._id) && !this.options.includeAllVersions) return false
    const result = await (await evaluate(this.tree, {dataset: [doc], params: this.params})).get()
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  }
}
