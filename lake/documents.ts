/**
 * The Lake's documents and its transactions. Every write (the mutate API, the Actions API, an asset
 * upload, a test's change) is one transaction: it sees the documents as they are, changes any number
 * of them, and either commits whole or not at all. Patches are applied by @sanity/mutator, the library
 * the Studio itself applies them with, so the Lake and the Studio never disagree on what a patch does.
 *
 * As in the Content Lake:
 *   - every document a transaction touches gets `_rev` = the transaction's id, `_updatedAt` = its time
 *     and keeps its `_createdAt`;
 *   - queries may lag behind a commit (`lagMs`: the Lake is eventually consistent), while the doc
 *     endpoint and the listeners see a commit at once.
 */
import {randomUUID} from 'node:crypto'
import {EventEmitter} from 'node:events'
import {Mutation} from '@sanity/mutator'

export type Doc = Record<string, unknown> & {_id: string; _type: string}

/** One mutation as the mutate API takes it (https://www.sanity.io/docs/http-mutations). */
export type MutationInput =
  | {create: Partial<Doc> & {_type: string}}
  | {createOrReplace: Doc}
  | {createIfNotExists: Doc}
  | {delete: {id: string}}
  | {patch: {id: string; ifRevisionID?: string} & Record<string, unknown>}

/** What a transaction did to one document. */
export interface Change {
  id: string
  before: Doc | null
  after: Doc | null
}

export interface Transaction {
  id: string
  timestamp: string
  /** Who made it (a user id), as the Lake's listener reports. */
  identity: string
  changes: Change[]
}

/** A refusal in the Lake's own words; the HTTP layer answers it with `status`. */
export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

/**
 * A percent-encoded part of a request's path, decoded; a malformed one (`%zz`, a lone `%`) is the
 * caller's mistake, refused with 400 as the API refuses a malformed request.
 */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    throw new LakeError(400, {statusCode: 400, error: 'Bad Request', message: 'Malformed percent-encoding in the path'})
  }
}

export const mutationError = (status: number, description: string, extra: Record<string, unknown> = {}) =>
  new LakeError(status, {error: {description, type: 'mutationError', ...extra}})

export const isDraftId = (id: string) => id.startsWith('drafts.')
export const isVersionId = (id: string) => id.startsWith('versions.')
/** `drafts.x` and `versions.<release>.x` are versions of `x`. */
export const publishedIdOf = (id: string) =>
  isDraftId(id) ? id.slice('drafts.'.length) : isVersionId(id) ? id.split('.').slice(2).join('.') : id

/**
 * The documents as a transaction sees them while it runs: reads see its own writes; nothing reaches
 * the store until the transaction returns without throwing.
 */
export class TransactionDraft {
  private readonly written = new Map<string, Doc | null>()
  private readonly order: string[] = []

  constructor(private readonly store: ReadonlyMap<string, Doc>) {}

  get(id: string): Doc | null {
    return this.written.has(id) ? (this.written.get(id) ?? null) : (this.store.get(id) ?? null)
  }

  put(doc: Doc) {
    this.touch(doc._id)
    this.written.set(doc._id, doc)
  }

  remove(id: string) {
    this.touch(id)
    this.written.set(id, null)
  }

  /** Every document as this transaction sees it (its own writes included). */
  documents(): Doc[] {
    const docs = new Map(this.store)
    for (const [id, doc] of this.written) {
      if (doc) docs.set(id, doc)
      else docs.delete(id)
    }
    return [...docs.values()]
  }

  /** Applies one mutation of the mutate API, with the Lake's rules for what may not happen. */
  apply(input: MutationInput, timestamp: string) {
    if ('create' in input) {
      const doc = withId(input.create)
      if (this.get(doc._id))
        throw mutationError(409, `Document by ID "${doc._id}" already exists`, {
          id: doc._id,
          type: 'documentAlreadyExistsError',
        })
      return this.put(stripSystem(doc))
    }
    if ('createOrReplace' in input) return this.put(stripSystem(withId(input.createOrReplace)))
    if ('createIfNotExists' in input) {
      const doc = withId(input.createIfNotExists)
      if (!this.get(doc._id)) this.put(stripSystem(doc))
      return
    }
    if ('delete' in input) {
      if (this.get(input.delete.id)) this.remove(input.delete.id)
      return
    }
    if ('patch' in input) {
      const {id, ifRevisionID} = input.patch
      const current = this.get(id)
      if (!current)
        throw mutationError(404, `The mutation(s) failed: Document "${id}" not found`, {
          items: [{error: {description: `Document "${id}" not found`, id, type: 'documentNotFoundError'}}],
        })
      if (ifRevisionID && current._rev !== ifRevisionID)
        throw mutationError(
          409,
          `The mutation(s) failed: Document "${id}" has unexpected revision ID ("${current._rev}"), expected "${ifRevisionID}"`,
          {items: [{error: {description: 'Revision mismatch', id, type: 'conflictError'}}]},
        )
      const patched = new Mutation({mutations: [{patch: input.patch as never}], timestamp}).apply(
        structuredClone(current) as never,
      )
      if (patched) this.put({...(patched as Doc), _id: id})
      return
    }
    throw new LakeError(400, {error: {description: 'Unknown mutation type', type: 'mutationError'}})
  }

  /** The documents this transaction wrote, in the order it first touched them. */
  changes(): Change[] {
    return this.order.map((id) => ({id, before: this.store.get(id) ?? null, after: this.written.get(id) ?? null}))
  }

  private touch(id: string) {
    if (!this.written.has(id)) this.order.push(id)
  }
}

/** The Lake's documents: committed, and what queries see (`lagMs` behind). */
export class DocumentStore extends EventEmitter<{transaction: [Transaction]}> {
  private committed = new Map<string, Doc>()
  private visible = new Map<string, Doc>()
  private sequence = 0
  private revealed = 0
  lagMs = 0

  /** Replaces every document (a load or a reset): no transaction, no event. */
  replaceAll(docs: Iterable<Doc>) {
    this.committed = new Map([...docs].map((doc) => [doc._id, doc]))
    this.visible = this.committed
    this.revealed = this.sequence
  }

  /** A committed document, drafts and versions included (the doc endpoint, listeners, tests). */
  get(id: string): Doc | undefined {
    return this.committed.get(id)
  }

  /** Every committed document. */
  all(): Iterable<Doc> {
    return this.committed.values()
  }

  get size() {
    return this.committed.size
  }

  /** What queries see now: the committed documents, as of `lagMs` ago. */
  queryable(): Doc[] {
    return [...this.visible.values()]
  }

  /**
   * Runs `write` as a transaction would and throws what it throws, but commits nothing: the Actions
   * API's `dryRun`, which tells a caller whether its actions would succeed.
   */
  dryRun(write: (draft: TransactionDraft, timestamp: string) => void) {
    write(new TransactionDraft(this.committed), new Date().toISOString())
  }

  /**
   * Runs `write` as one transaction. `transactionId` is the client's when it sent one (the Studio
   * matches its own edits by it), else a new id. Returns the transaction, which listeners, webhooks and
   * the working copy receive as a `transaction` event.
   */
  transact(
    write: (draft: TransactionDraft, timestamp: string) => void,
    options: {transactionId?: string; identity: string},
  ): Transaction {
    const transactionId = options.transactionId || randomUUID().replaceAll('-', '').slice(0, 22)
    const timestamp = new Date().toISOString()
    const draft = new TransactionDraft(this.committed)
    write(draft, timestamp)
    const changes = draft.changes().map((change) => ({
      ...change,
      after: change.after && {
        ...change.after,
        _createdAt: (change.before?._createdAt ?? change.after._createdAt ?? timestamp) as string,
        _updatedAt: timestamp,
        _rev: transactionId,
      },
    }))
    const next = new Map(this.committed)
    for (const {id, after} of changes) {
      if (after) next.set(id, after)
      else next.delete(id)
    }
    this.committed = next
    const sequence = ++this.sequence
    if (this.lagMs > 0) setTimeout(() => this.reveal(sequence, next), this.lagMs)
    else this.reveal(sequence, next)
    const transaction: Transaction = {id: transactionId, timestamp, identity: options.identity, changes}
    if (changes.length) this.emit('transaction', transaction)
    return transaction
  }

  /** Makes a commit visible to queries, unless a later one already is. */
  private reveal(sequence: number, snapshot: Map<string, Doc>) {
    if (sequence < this.revealed) return
    this.revealed = sequence
    this.visible = snapshot
  }
}

function withId<T extends {_id?: unknown}>(doc: T): T & Doc {
  return (typeof doc._id === 'string' && doc._id ? doc : {...doc, _id: randomUUID()}) as T & Doc
}

/** `_rev`, `_updatedAt` are the Lake's to set; a client's values are ignored (its `_createdAt` is kept). */
function stripSystem(doc: Doc): Doc {
  const {_rev, _updatedAt, ...rest} = doc
  return rest as Doc
}
