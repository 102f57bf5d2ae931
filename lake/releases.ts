/**
 * Content releases, as the Content Lake keeps them
 * (https://www.sanity.io/docs/content-lake/content-release-document-flow): the release actions of the
 * Actions API, the rule that a release's documents change only while it is open, and the scheduler
 * that publishes a scheduled release at its time.
 *
 * A release is a document `_.releases.<releaseId>` of type `system.release`: its `state`, its
 * `metadata` (title, description, releaseType `asap` | `scheduled` | `undecided`, intendedPublishAt)
 * and, once scheduled, `publishAt`. Its documents are versions: `versions.<releaseId>.<publishedId>`,
 * each a whole copy of the document as it will be published; a version marked `_system.delete`
 * unpublishes its document instead.
 *
 *   create     a new `active` release
 *   edit       patches its metadata (nothing else)
 *   schedule   `active` → `scheduled` with `publishAt`; its documents are then locked (a time already
 *              past publishes at once)
 *   unschedule `scheduled` → `active`
 *   publish    every version replaces its published document (or unpublishes it), all in one
 *              transaction, and the release is `published` with `publishedAt` and `finalDocumentStates`
 *   archive    `active` → `archived`: its versions are deleted, their ids kept in `finalDocumentStates`
 *   unarchive  `archived` → `unarchiving` → `active`: the versions come back as they were archived,
 *              read from the transaction log (a release archived longer ago than the log reaches, as
 *              past the hosted Lake's retention, cannot come back)
 *   delete     an `archived` or `published` release goes, with any version still left in it
 *
 * Publishing is what the hosted API does: each version replaces the published document as it is. A
 * change published to a document after it was added to the release is replaced by the release's
 * version, without a revision check (the action has nothing to check against); what keeps that from
 * being silent is the Studio, which compares each version with the document as it is published now,
 * and the history, which keeps both revisions.
 */
import {type Doc, isVersionId, LakeError, publishedIdOf, type TransactionDraft} from './documents'

export const RELEASE_TYPE = 'system.release'
const RELEASES_PREFIX = '_.releases.'
/** Active (or scheduled) releases at once, as the datasets' release limit the Studio reads. */
export const MAX_OPEN_RELEASES = 100

export type ReleaseState = 'active' | 'scheduled' | 'published' | 'archived' | 'unarchiving'
const RELEASE_TYPES = ['asap', 'scheduled', 'undecided'] as const

export type ReleaseDoc = Doc & {
  name: string
  state: ReleaseState
  metadata: Record<string, unknown> & {releaseType: (typeof RELEASE_TYPES)[number]}
  publishAt?: string
  publishedAt?: string
  finalDocumentStates?: Array<{id: string}>
}

export const releaseDocumentId = (releaseId: string) => `${RELEASES_PREFIX}${releaseId}`
export const isReleaseDocumentId = (id: string) => id.startsWith(RELEASES_PREFIX)
/** The release a version belongs to: `versions.<releaseId>.<publishedId>`. */
export const releaseOfVersion = (id: string) => (isVersionId(id) ? id.split('.')[1] : undefined)
/** Documents under `_.` are the Lake's own (releases): written through the Actions API only. */
export const isSystemId = (id: string) => id.startsWith('_.')
/** Whether a release's documents are to be published: it is active or scheduled. */
export const isOpen = (release: ReleaseDoc) => release.state === 'active' || release.state === 'scheduled'

export const actionError = (status: number, description: string) =>
  new LakeError(status, {error: {description, type: 'actionError'}})

const validationError = (description: string) => new LakeError(400, {error: {description, type: 'validationError'}})

/** What a release action needs beyond the transaction: the versions an archive deleted. */
export interface ReleaseContext {
  /** Each version of the release as its archive left it, or undefined when the log no longer holds that. */
  archivedVersions: (releaseId: string) => Doc[] | undefined
}

function releaseIdIn(action: Record<string, unknown>): string {
  const id = action.releaseId
  if (typeof id !== 'string' || !/^[A-Za-z0-9][\w-]{0,63}$/.test(id))
    throw validationError(
      `${action.actionType}: "releaseId" must be 1 to 64 letters, digits, "_" or "-", starting with a letter or digit`,
    )
  return id
}

function getRelease(draft: TransactionDraft, releaseId: string): ReleaseDoc {
  const release = draft.get(releaseDocumentId(releaseId)) as ReleaseDoc | null
  if (!release) throw actionError(404, `Release "${releaseId}" was not found`)
  return release
}

function requireState(release: ReleaseDoc, action: string, ...states: ReleaseState[]) {
  if (!states.includes(release.state))
    throw actionError(
      409,
      `Release "${release.name}" is ${release.state}: it can be ${action} only when ${states.join(' or ')}`,
    )
}

/** The versions of a release, as the transaction sees them. */
function versionsOf(draft: TransactionDraft, releaseId: string): Doc[] {
  const prefix = `versions.${releaseId}.`
  return draft.documents().filter((doc) => doc._id.startsWith(prefix))
}

function checkMetadata(metadata: Record<string, unknown>) {
  if (!RELEASE_TYPES.includes(metadata.releaseType as never))
    throw validationError(`metadata.releaseType must be one of ${RELEASE_TYPES.join(', ')}`)
  for (const key of ['title', 'description'])
    if (metadata[key] !== undefined && typeof metadata[key] !== 'string')
      throw validationError(`metadata.${key} must be a string`)
  const at = metadata.intendedPublishAt
  if (at !== undefined && (typeof at !== 'string' || Number.isNaN(Date.parse(at))))
    throw validationError('metadata.intendedPublishAt must be a date-time')
}

/** A version as it is published: the published id, none of the version's own system fields. */
function asPublished(version: Doc, id: string, published: Doc | null): Doc {
  const {_rev, _updatedAt, _originalId, _system, ...rest} = version
  return {...rest, _id: id, _createdAt: published?._createdAt ?? version._createdAt} as Doc
}

/**
 * Publishes a release in the transaction `draft`: every version replaces its published document (or,
 * marked `_system.delete`, unpublishes it: its text is kept as the draft unless a draft exists), the
 * versions go, and the release is `published`.
 */
export function publishRelease(draft: TransactionDraft, releaseId: string, timestamp: string) {
  const release = getRelease(draft, releaseId)
  const versions = versionsOf(draft, releaseId)
  for (const version of versions) {
    const publishedId = publishedIdOf(version._id)
    const published = draft.get(publishedId)
    if ((version._system as {delete?: boolean} | undefined)?.delete === true) {
      if (published) {
        const draftId = `drafts.${publishedId}`
        if (!draft.get(draftId)) draft.put({...asPublished(published, draftId, published)})
        draft.remove(publishedId)
      }
    } else draft.put(asPublished(version, publishedId, published))
    draft.remove(version._id)
  }
  const {publishAt, ...rest} = release
  draft.put({
    ...rest,
    ...(publishAt ? {publishAt} : {}),
    state: 'published',
    publishedAt: timestamp,
    finalDocumentStates: versions.map((v) => ({id: v._id})),
  })
}

/** Applies one `sanity.action.release.*` action inside a transaction. */
export function applyReleaseAction(
  draft: TransactionDraft,
  action: {actionType: string} & Record<string, unknown>,
  timestamp: string,
  context: ReleaseContext,
) {
  const releaseId = releaseIdIn(action)
  const id = releaseDocumentId(releaseId)
  switch (action.actionType) {
    case 'sanity.action.release.create': {
      if (draft.get(id)) throw actionError(409, `Release "${releaseId}" already exists`)
      const open = draft
        .documents()
        .filter((doc) => doc._type === RELEASE_TYPE && isOpen(doc as ReleaseDoc) && isReleaseDocumentId(doc._id))
      if (open.length >= MAX_OPEN_RELEASES)
        throw new LakeError(400, {
          error: {
            description: `This dataset has ${MAX_OPEN_RELEASES} active releases, its limit: publish or archive one first`,
            type: 'releaseLimitExceededError',
            limit: MAX_OPEN_RELEASES,
          },
        })
      const given = (action.metadata ?? {}) as Record<string, unknown>
      if (typeof given !== 'object' || Array.isArray(given)) throw validationError('metadata must be an object')
      const metadata = {...given, releaseType: given.releaseType ?? 'undecided'}
      checkMetadata(metadata)
      return draft.put({_id: id, _type: RELEASE_TYPE, name: releaseId, state: 'active', metadata} as ReleaseDoc)
    }
    case 'sanity.action.release.edit': {
      const release = getRelease(draft, releaseId)
      requireState(release, 'edited', 'active', 'scheduled')
      const patch = action.patch
      if (!patch || typeof patch !== 'object') throw validationError('sanity.action.release.edit: "patch" is required')
      draft.apply({patch: {...(patch as Record<string, unknown>), id}}, timestamp)
      // The patch may change the metadata alone (the Lake sets _rev and _updatedAt itself).
      const {metadata: before, _rev, _updatedAt, ...restBefore} = release
      const {metadata, _rev: rev, _updatedAt: updatedAt, ...restAfter} = draft.get(id) as ReleaseDoc
      if (JSON.stringify(restBefore) !== JSON.stringify(restAfter) || !metadata || typeof metadata !== 'object')
        throw validationError('sanity.action.release.edit changes a release’s metadata only')
      return checkMetadata(metadata)
    }
    case 'sanity.action.release.publish': {
      requireState(getRelease(draft, releaseId), 'published', 'active')
      return publishRelease(draft, releaseId, timestamp)
    }
    case 'sanity.action.release.schedule': {
      const release = getRelease(draft, releaseId)
      requireState(release, 'scheduled', 'active')
      const publishAt = action.publishAt
      const at = typeof publishAt === 'string' ? Date.parse(publishAt) : Number.NaN
      if (Number.isNaN(at)) throw validationError('sanity.action.release.schedule: "publishAt" must be a date-time')
      // A time already past is due: the scheduler publishes it at once. (The Studio's own permission
      // check dry-runs a schedule for "now"; its date picker offers future times only.)
      return draft.put({...release, state: 'scheduled', publishAt: new Date(at).toISOString()})
    }
    case 'sanity.action.release.unschedule': {
      const {publishAt, ...release} = getRelease(draft, releaseId)
      requireState(release as ReleaseDoc, 'unscheduled', 'scheduled')
      return draft.put({...release, state: 'active'} as ReleaseDoc)
    }
    case 'sanity.action.release.archive': {
      const release = getRelease(draft, releaseId)
      requireState(release, 'archived', 'active')
      const versions = versionsOf(draft, releaseId)
      for (const version of versions) draft.remove(version._id)
      return draft.put({...release, state: 'archived', finalDocumentStates: versions.map((v) => ({id: v._id}))})
    }
    case 'sanity.action.release.unarchive': {
      const release = getRelease(draft, releaseId)
      requireState(release, 'unarchived', 'archived')
      if (!context.archivedVersions(releaseId))
        throw actionError(
          409,
          `Release "${releaseId}" was archived longer ago than the local Content Lake keeps: its documents cannot come back`,
        )
      // Completed by completeUnarchive, in a transaction of its own, as the hosted Lake does.
      return draft.put({...release, state: 'unarchiving'})
    }
    case 'sanity.action.release.delete': {
      const release = getRelease(draft, releaseId)
      requireState(release, 'deleted', 'archived', 'published')
      for (const version of versionsOf(draft, releaseId)) draft.remove(version._id)
      return draft.remove(id)
    }
  }
  throw actionError(400, `The local Content Lake does not know the action "${action.actionType}"`)
}

/** Brings an `unarchiving` release back: its versions as they were archived, and `active`. */
export function completeUnarchive(draft: TransactionDraft, releaseId: string, context: ReleaseContext) {
  const release = getRelease(draft, releaseId)
  if (release.state !== 'unarchiving') return
  for (const version of context.archivedVersions(releaseId) ?? []) {
    const {_rev, _updatedAt, ...doc} = version
    if (!draft.get(doc._id)) draft.put(doc as Doc)
  }
  const {finalDocumentStates, ...rest} = release
  draft.put({...rest, state: 'active'})
}

/**
 * Refuses a write to a version whose release is not open for changes: one that is scheduled (locked
 * until it is unscheduled), published, archived or coming back from the archive.
 */
export function checkVersionWritable(draft: TransactionDraft, id: string) {
  const releaseId = releaseOfVersion(id)
  if (!releaseId) return
  const release = draft.get(releaseDocumentId(releaseId)) as ReleaseDoc | null
  if (release && release.state !== 'active')
    throw actionError(
      409,
      release.state === 'scheduled'
        ? `Release "${releaseId}" is scheduled: unschedule it to change its documents`
        : `Release "${releaseId}" is ${release.state}: its documents cannot change`,
    )
}

/**
 * Publishes each scheduled release when its `publishAt` comes: a timer to the earliest one, set again
 * whenever a release changes (`refresh`). A release that fell due while the Lake was stopped is
 * published as soon as it starts and refreshes.
 */
export class ReleaseScheduler {
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(
    /** The releases now. */
    private readonly releases: () => ReleaseDoc[],
    /** Publishes one due release (in a transaction of its own). */
    private readonly publish: (release: ReleaseDoc) => void,
  ) {}

  refresh() {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.stopped) return
    const scheduled = this.releases()
      .filter((r) => r.state === 'scheduled' && typeof r.publishAt === 'string')
      .sort((a, b) => Date.parse(a.publishAt!) - Date.parse(b.publishAt!))
    const next = scheduled[0]
    if (!next) return
    // Timers past about 24 days overflow: a far release is looked at again within a day.
    const wait = Math.min(Math.max(0, Date.parse(next.publishAt!) - Date.now()), 86_400_000)
    this.timer = setTimeout(() => this.fire(), wait)
    this.timer.unref()
  }

  stop() {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private fire() {
    this.timer = undefined
    const now = Date.now()
    for (const release of this.releases())
      if (release.state === 'scheduled' && release.publishAt && Date.parse(release.publishAt) <= now)
        this.publish(release)
    this.refresh()
  }
}
