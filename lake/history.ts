/**
 * The History API (GET /data/history/<dataset>/...), answered from the transaction log (translog.ts):
 * what the Studio's History inspector lists, shows and restores. Three endpoints, as the Studio calls
 * them (sanity/src/core/store/events, .../translog, .../history):
 *
 *   events/documents/<id>?limit&nextCursor   a document variant's lifecycle events, newest first:
 *                                            `{events: {<id>: [...]}, nextCursor}` ("" when there are
 *                                            no more). Edits are not events: the Studio makes them from
 *                                            the transactions after the newest event.
 *   transactions/<ids>?...                   NDJSON, one transaction a line, oldest first (newest with
 *                                            `reverse`): `{id, timestamp, author, mutations, documentIDs,
 *                                            effects}`, `fromTransaction` and `toTransaction` included.
 *   documents/<ids>?revision|time|lastRevision   `{documents}`: each document as it was then; one that
 *                                            did not exist then is left out, and a revision the log no
 *                                            longer holds finds none (`{documents: []}`, as the hosted
 *                                            Lake answers a revision past its retention: the Studio then
 *                                            says it cannot find the revision).
 *
 * Events, as the Studio's types describe them (core/store/events/types.ts), from what a transaction
 * did to a document group (the published id, its draft and its release versions):
 *   - a draft or version appears: `createDocumentVersion` (or `unpublishDocument`, when the published
 *     document went in the same transaction);
 *   - it goes while the published document is written: `publishDocumentVersion`, its `revisionId` the
 *     published document's new revision and `versionRevisionId` the draft's last one (what the
 *     Studio's draft timeline selects and restores);
 *   - it goes otherwise: `deleteDocumentVersion` (discarded), or `deleteDocumentGroup` when nothing of
 *     the group is left;
 *   - the published document written without a publish: `createLiveDocument` / `updateLiveDocument`.
 * A draft's or version's timeline lists its own events and the group's deletion; the published
 * document's lists publishes, unpublishes, live edits and the deletion.
 *
 * Effects are mendoza patches that replace the whole document (`[0, document]`, `[0, null]` for none),
 * without `_rev`, as the listener sends them: the Studio applies them to a revision to rebuild the next.
 * With `excludeContent` a mutation names its document only, as the real log's entries do.
 */
import {
  type Change,
  type Doc,
  decodePathPart,
  isVersionId,
  LakeError,
  publishedIdOf,
  type Transaction,
} from './documents'

/** What the History API reads: the log, oldest first, and the documents as they are now. */
export interface HistorySource {
  transactions: readonly Transaction[]
  current: (id: string) => Doc | undefined
  documents: () => Iterable<Doc>
}

type EventType =
  | 'createDocumentVersion'
  | 'deleteDocumentVersion'
  | 'publishDocumentVersion'
  | 'unpublishDocument'
  | 'deleteDocumentGroup'
  | 'createLiveDocument'
  | 'updateLiveDocument'

/** A document group event as the events API sends it (the Studio adds `id` and `documentVariantType`). */
export interface DocumentEvent {
  type: EventType
  documentId: string
  timestamp: string
  author: string
  revisionId?: string
  versionId?: string
  versionRevisionId?: string
  releaseId?: string
  publishCause?: 'document.publish' | 'release.publish'
}

/** One line of the transactions endpoint. */
export interface TransactionEntry {
  id: string
  timestamp: string
  author: string
  mutations?: unknown[]
  documentIDs: string[]
  effects?: Record<string, {apply: unknown[]; revert: unknown[]}>
}

const badRequest = (description: string) => new LakeError(400, {error: {description, type: 'httpBadRequest'}})

/** The release a version belongs to: `versions.<release>.<id>`. */
const releaseOf = (id: string) => (isVersionId(id) ? id.split('.')[1] : undefined)

function positiveInteger(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw badRequest(`"${name}" must be a positive integer`)
  return number
}

function timeParam(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw badRequest(`"${name}" must be a date-time`)
  return time
}

const flag = (search: URLSearchParams, name: string) => search.get(name) === 'true'

/** The ids of a request's path (`a,drafts.a`), each decoded. */
export function idsOf(path: string): string[] {
  return path
    .split(',')
    .map((id) => decodePathPart(id).trim())
    .filter(Boolean)
}

/**
 * A document as it was right after the transaction at `index` (-1: before the log's first), or null
 * when it did not exist then. A document the log never saw change is as it is now; one whose first
 * logged change came later was as that change found it.
 */
function stateAt(source: HistorySource, id: string, index: number): Doc | null {
  for (let i = Math.min(index, source.transactions.length - 1); i >= 0; i--) {
    const change = source.transactions[i]!.changes.find((c) => c.id === id)
    if (change) return change.after
  }
  for (let i = index + 1; i < source.transactions.length; i++) {
    const change = source.transactions[i]!.changes.find((c) => c.id === id)
    if (change) return change.before
  }
  return source.current(id) ?? null
}

/** Every id of a document group the Lake has seen: in the log, or stored now. */
function groupIds(source: HistorySource, publishedId: string): Set<string> {
  const ids = new Set<string>([publishedId, `drafts.${publishedId}`])
  for (const transaction of source.transactions)
    for (const {id} of transaction.changes) if (publishedIdOf(id) === publishedId) ids.add(id)
  for (const doc of source.documents()) if (publishedIdOf(doc._id) === publishedId) ids.add(doc._id)
  return ids
}

/** The lifecycle events one transaction made in a document group (none for an edit). */
function eventsOfTransaction(
  source: HistorySource,
  index: number,
  publishedId: string,
  members: Set<string>,
): DocumentEvent[] {
  const transaction = source.transactions[index]!
  const changes = transaction.changes.filter((c) => publishedIdOf(c.id) === publishedId)
  if (!changes.length) return []
  const base = {documentId: publishedId, timestamp: transaction.timestamp, author: transaction.identity}
  const published = changes.find((c) => c.id === publishedId)
  const versions = changes.filter((c) => c.id !== publishedId)
  const groupLeft = () => [...members].some((id) => stateAt(source, id, index) !== null)
  const events: DocumentEvent[] = []
  let groupDeleted = false
  const deleteGroup = () => {
    if (!groupDeleted) events.push({...base, type: 'deleteDocumentGroup'})
    groupDeleted = true
  }
  const unpublishing = Boolean(published?.before && !published.after)
  let publishedByVersion = false
  for (const change of versions) {
    const version = {versionId: change.id, ...(releaseOf(change.id) ? {releaseId: releaseOf(change.id)} : {})}
    if (!change.before && change.after)
      events.push({
        ...base,
        type: unpublishing ? 'unpublishDocument' : 'createDocumentVersion',
        ...version,
        versionRevisionId: transaction.id,
      })
    else if (change.before && !change.after) {
      if (published?.after) {
        publishedByVersion = true
        events.push({
          ...base,
          type: 'publishDocumentVersion',
          revisionId: transaction.id,
          ...version,
          versionRevisionId: change.before._rev as string,
          publishCause: isVersionId(change.id) ? 'release.publish' : 'document.publish',
        })
      } else if (!groupLeft()) deleteGroup()
      else
        events.push({
          ...base,
          type: 'deleteDocumentVersion',
          ...version,
          versionRevisionId: change.before._rev as string,
        })
    }
  }
  if (published && !publishedByVersion) {
    if (published.after)
      events.push({
        ...base,
        type: published.before ? 'updateLiveDocument' : 'createLiveDocument',
        revisionId: transaction.id,
      })
    else if (published.before && !events.some((e) => e.type === 'unpublishDocument')) {
      if (!groupLeft()) deleteGroup()
      else {
        // Unpublished while a draft already held newer text: the draft is kept as it was.
        const draftId = `drafts.${publishedId}`
        const draft = stateAt(source, draftId, index)
        events.push({
          ...base,
          type: 'unpublishDocument',
          versionId: draftId,
          versionRevisionId: (draft?._rev as string | undefined) ?? transaction.id,
        })
      }
    }
  }
  return events
}

/** Whether an event belongs on the timeline of `documentId` (the published id, a draft or a version). */
function isOnTimeline(event: DocumentEvent, documentId: string): boolean {
  if (event.type === 'deleteDocumentGroup') return true
  if (documentId === event.documentId)
    return event.type !== 'createDocumentVersion' && event.type !== 'deleteDocumentVersion'
  return event.versionId === documentId
}

/**
 * GET events/documents/<id>: the variant's events, newest first, `limit` a page; `nextCursor` is the
 * transaction of the page's last event, and the next page starts before it.
 */
export function documentEvents(
  source: HistorySource,
  documentId: string,
  search: URLSearchParams,
): {events: Record<string, DocumentEvent[]>; nextCursor: string} {
  const limit = positiveInteger(search.get('limit'), 'limit') ?? 100
  const cursor = search.get('nextCursor')
  const publishedId = publishedIdOf(documentId)
  const members = groupIds(source, publishedId)
  // A cursor the log no longer holds: nothing older is known.
  const start = cursor ? source.transactions.findIndex((t) => t.id === cursor) - 1 : source.transactions.length - 1
  const events: DocumentEvent[] = []
  let lastIndex = -1
  for (let i = start; i >= 0; i--) {
    const found = eventsOfTransaction(source, i, publishedId, members).filter((e) => isOnTimeline(e, documentId))
    if (!found.length) continue
    if (events.length >= limit) return {events: {[documentId]: events}, nextCursor: source.transactions[lastIndex]!.id}
    events.push(...found)
    lastIndex = i
  }
  return {events: {[documentId]: events}, nextCursor: ''}
}

/** A release's activity event, as the events API sends it (the Studio adds `id` and `origin`). */
export interface ReleaseEvent {
  type:
    | 'createRelease'
    | 'scheduleRelease'
    | 'unscheduleRelease'
    | 'publishRelease'
    | 'archiveRelease'
    | 'unarchiveRelease'
    | 'addDocumentToRelease'
    | 'discardDocumentFromRelease'
  timestamp: string
  author: string
  releaseName: string
  publishAt?: string
  documentId?: string
  documentType?: string
  versionId?: string
  revisionId?: string
  versionRevisionId?: string
}

type ReleaseState = {state?: string; publishAt?: string} | null

/** The events one transaction made in a release: its state's moves, and documents added or discarded. */
function releaseEventsOf(transaction: Transaction, releaseName: string): ReleaseEvent[] {
  const base = {timestamp: transaction.timestamp, author: transaction.identity, releaseName}
  const events: ReleaseEvent[] = []
  const release = transaction.changes.find((c) => c.id === `_.releases.${releaseName}`)
  const before = release?.before as ReleaseState
  const after = release?.after as ReleaseState
  if (release && !before && after) events.push({...base, type: 'createRelease'})
  if (before && after && before.state !== after.state) {
    if (after.state === 'scheduled') events.push({...base, type: 'scheduleRelease', publishAt: after.publishAt})
    else if (before.state === 'scheduled' && after.state === 'active') events.push({...base, type: 'unscheduleRelease'})
    else if (after.state === 'published') events.push({...base, type: 'publishRelease'})
    else if (after.state === 'archived') events.push({...base, type: 'archiveRelease'})
    else if (before.state === 'unarchiving' && after.state === 'active')
      events.push({...base, type: 'unarchiveRelease'})
  }
  // Versions that go with a publish or an archive are the release's, not discarded.
  const closing = Boolean(after && before?.state !== after.state && after.state !== 'active')
  for (const change of transaction.changes) {
    if (releaseOf(change.id) !== releaseName) continue
    const document = {documentId: publishedIdOf(change.id), versionId: change.id}
    if (!change.before && change.after && before?.state !== 'unarchiving')
      events.push({
        ...base,
        type: 'addDocumentToRelease',
        ...document,
        documentType: change.after._type,
        revisionId: transaction.id,
        versionRevisionId: transaction.id,
      })
    else if (change.before && !change.after && !closing && release?.after !== null)
      events.push({
        ...base,
        type: 'discardDocumentFromRelease',
        ...document,
        documentType: change.before._type,
        versionRevisionId: change.before._rev as string,
      })
  }
  return events
}

/**
 * GET events/releases/<releaseName>: the release's activity, newest first, paged as a document's
 * events are (`limit`, `nextCursor`).
 */
export function releaseEvents(
  source: HistorySource,
  releaseName: string,
  search: URLSearchParams,
): {events: ReleaseEvent[]; nextCursor: string} {
  const limit = positiveInteger(search.get('limit'), 'limit') ?? 100
  const cursor = search.get('nextCursor')
  const start = cursor ? source.transactions.findIndex((t) => t.id === cursor) - 1 : source.transactions.length - 1
  const events: ReleaseEvent[] = []
  let lastIndex = -1
  for (let i = start; i >= 0; i--) {
    const found = releaseEventsOf(source.transactions[i]!, releaseName)
    if (!found.length) continue
    if (events.length >= limit) return {events, nextCursor: source.transactions[lastIndex]!.id}
    events.push(...found)
    lastIndex = i
  }
  return {events, nextCursor: ''}
}

/** `[0, document]` without `_rev`: mendoza's "the value is now this", as the listener sends effects. */
function replacement(doc: Doc | null): unknown[] {
  if (!doc) return [0, null]
  const {_rev, ...rest} = doc
  return [0, rest]
}

function mutationOf(change: Change, excludeContent: boolean): unknown {
  if (!change.after) return {delete: {id: change.id}}
  return {createOrReplace: excludeContent ? {_id: change.id} : change.after}
}

/**
 * GET transactions/<ids>: the transactions that changed any of `ids` (every transaction when none are
 * named), from `fromTransaction` to `toTransaction` both included (a transaction the log does not hold
 * bounds nothing), within `fromTime`/`toTime`, by `authors`; oldest first, or newest with `reverse`;
 * at most `limit`.
 */
export function transactionEntries(source: HistorySource, ids: string[], search: URLSearchParams): TransactionEntry[] {
  const limit = positiveInteger(search.get('limit'), 'limit')
  const fromTime = timeParam(search.get('fromTime'), 'fromTime')
  const toTime = timeParam(search.get('toTime'), 'toTime')
  const authors = new Set((search.get('authors') ?? '').split(',').filter(Boolean))
  const excludeContent = flag(search, 'excludeContent')
  const excludeMutations = flag(search, 'excludeMutations')
  const identifiedOnly = flag(search, 'includeIdentifiedDocumentsOnly')
  const withEffects = search.get('effectFormat') === 'mendoza'
  const named = new Set(ids)
  const position = (name: string) => {
    const id = search.get(name)
    return id ? source.transactions.findIndex((t) => t.id === id) : -1
  }
  const from = Math.max(position('fromTransaction'), 0)
  const toIndex = position('toTransaction')
  const to = toIndex >= 0 ? toIndex : source.transactions.length - 1

  const selected: TransactionEntry[] = []
  for (let i = from; i <= to; i++) {
    const transaction = source.transactions[i]!
    const time = Date.parse(transaction.timestamp)
    if (fromTime !== undefined && time < fromTime) continue
    if (toTime !== undefined && time > toTime) continue
    if (authors.size && !authors.has(transaction.identity)) continue
    const touched = named.size ? transaction.changes.filter((c) => named.has(c.id)) : transaction.changes
    if (!touched.length) continue
    const shown = identifiedOnly && named.size ? touched : transaction.changes
    const entry: TransactionEntry = {
      id: transaction.id,
      timestamp: transaction.timestamp,
      author: transaction.identity,
      documentIDs: [],
    }
    if (!excludeMutations) entry.mutations = shown.map((c) => mutationOf(c, excludeContent))
    entry.documentIDs = shown.map((c) => c.id)
    if (withEffects)
      entry.effects = Object.fromEntries(
        shown.map((c) => [c.id, {apply: replacement(c.after), revert: replacement(c.before)}]),
      )
    selected.push(entry)
  }
  if (flag(search, 'reverse')) selected.reverse()
  return limit === undefined ? selected : selected.slice(0, limit)
}

/**
 * GET documents/<ids>: each document as it was right after the transaction `revision`, at `time`, or
 * (`lastRevision`) as it is now or was last before it was deleted. A revision that is no transaction in
 * the log may still be a document's revision from before it (its first logged change found it so, or
 * it is unchanged since): that document is returned; otherwise none is.
 */
export function documentsAt(source: HistorySource, ids: string[], search: URLSearchParams): {documents: Doc[]} {
  const revision = search.get('revision')
  const time = timeParam(search.get('time'), 'time')
  const lastRevision = flag(search, 'lastRevision')
  if ([revision !== null, time !== undefined, lastRevision].filter(Boolean).length > 1)
    throw badRequest('Only one of "revision", "time" and "lastRevision" can be given')
  const present = (docs: Array<Doc | null | undefined>) => ({documents: docs.filter((d): d is Doc => Boolean(d))})

  if (revision !== null) {
    const index = source.transactions.findIndex((t) => t.id === revision)
    if (index >= 0) return present(ids.map((id) => stateAt(source, id, index)))
    return present(ids.map((id) => knownStates(source, id).find((doc) => doc._rev === revision)))
  }
  if (time !== undefined) {
    let index = -1
    source.transactions.forEach((t, i) => {
      if (Date.parse(t.timestamp) <= time) index = i
    })
    return present(ids.map((id) => stateAt(source, id, index)))
  }
  return present(
    ids.map((id) => {
      const now = source.current(id)
      if (now || !lastRevision) return now
      const changes = source.transactions.flatMap((t) => t.changes.filter((c) => c.id === id))
      return changes.findLast((c) => c.before)?.before
    }),
  )
}

/** Every state of a document the Lake can tell: as logged before and after each change, and now. */
function knownStates(source: HistorySource, id: string): Doc[] {
  const states: Doc[] = []
  for (const transaction of source.transactions)
    for (const change of transaction.changes)
      if (change.id === id) for (const doc of [change.before, change.after]) if (doc) states.push(doc)
  const now = source.current(id)
  if (now) states.push(now)
  return states
}

/** What a history request is answered with: JSON, or the transactions endpoint's NDJSON. */
export type HistoryAnswer = {json: unknown} | {ndjson: string}

/** Routes a history request by the path after `/data/history/<dataset>/`. */
export function answerHistory(source: HistorySource, path: string, search: URLSearchParams): HistoryAnswer {
  const [endpoint, ...restOfPath] = path.split('/')
  const rest = restOfPath.join('/')
  if (endpoint === 'transactions') {
    const lines = transactionEntries(source, idsOf(rest), search).map((entry) => `${JSON.stringify(entry)}\n`)
    return {ndjson: lines.join('')}
  }
  if (endpoint === 'documents') return {json: documentsAt(source, idsOf(rest), search)}
  if (endpoint === 'events' && rest.startsWith('documents/')) {
    const ids = idsOf(rest.slice('documents/'.length))
    if (ids.length !== 1) throw badRequest('The events of one document are asked at a time')
    return {json: documentEvents(source, ids[0]!, search)}
  }
  // A release's activity (the Studio asks with `beta.eventsAPI.releases`).
  if (endpoint === 'events' && rest.startsWith('releases/'))
    return {json: releaseEvents(source, decodePathPart(rest.slice('releases/'.length)), search)}
  throw new LakeError(404, {statusCode: 404, error: 'Not Found', message: 'Not Found'})
}
