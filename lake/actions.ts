/**
 * The Actions API (POST /data/actions/<dataset>), which the Studio edits, publishes and discards with
 * (https://www.sanity.io/docs/http-reference/actions). Each action becomes writes in one transaction;
 * the listeners then see the documents it changed, as the Lake reports them: a publish is two
 * changes, the published document replaced and the draft deleted. Release actions
 * (`sanity.action.release.*`) are releases.ts's; a document action on a version of a release that is
 * not open for changes (scheduled, published, archived) is refused there too.
 */
import {type Doc, isDraftId, isVersionId, LakeError, type MutationInput, type TransactionDraft} from './documents'
import {actionError, applyReleaseAction, checkVersionWritable, type ReleaseContext} from './releases'

export type Action = {actionType: string} & Record<string, unknown>

const draftIdOf = (publishedId: string) => `drafts.${publishedId}`

function requireString(action: Action, key: string): string {
  const value = action[key]
  if (typeof value !== 'string' || !value)
    throw new LakeError(400, {
      error: {description: `${action.actionType}: "${key}" is required`, type: 'validationError'},
    })
  return value
}

/** A copy of `doc` under another id, without the Lake's system fields. */
function copyAs(doc: Doc, id: string): Doc {
  const {_rev, _updatedAt, _originalId, ...rest} = doc
  return {...rest, _id: id} as Doc
}

/** The version an action names must be a draft or release version of its published id. */
function requireVersionOf(action: Action, versionId: string, publishedId: string) {
  const prefixed = isDraftId(versionId) || isVersionId(versionId)
  const suffix = isDraftId(versionId) ? versionId.slice('drafts.'.length) : versionId.split('.').slice(2).join('.')
  if (!prefixed || suffix !== publishedId)
    throw new LakeError(400, {
      error: {
        description: `${action.actionType}: "${versionId}" is not a version of "${publishedId}" (drafts.${publishedId} or versions.<release>.${publishedId})`,
        type: 'validationError',
      },
    })
}

/**
 * Applies one action inside a transaction (`draft`). Throws a LakeError the client is told about.
 * `release` is what release actions need beyond the transaction (releases.ts).
 */
export function applyAction(draft: TransactionDraft, action: Action, timestamp: string, release: ReleaseContext) {
  if (typeof action.actionType === 'string' && action.actionType.startsWith('sanity.action.release.'))
    return applyReleaseAction(draft, action, timestamp, release)
  for (const id of writtenIds(action)) checkVersionWritable(draft, id)
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = requireString(action, 'publishedId')
      const attributes = (action.attributes ?? {}) as Partial<Doc>
      const id = typeof attributes._id === 'string' && attributes._id ? attributes._id : draftIdOf(publishedId)
      if (draft.get(id)) {
        if (action.ifExists === 'ignore') return
        throw actionError(409, `Document "${id}" already exists`)
      }
      if (typeof attributes._type !== 'string') throw actionError(400, 'The document to create needs a _type')
      return draft.put({...copyAs(attributes as Doc, id)})
    }
    case 'sanity.action.document.edit': {
      const publishedId = requireString(action, 'publishedId')
      const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
      if (!draft.get(draftId)) {
        const published = draft.get(publishedId)
        if (!published) throw actionError(409, `Cannot edit "${publishedId}": neither it nor its draft exists`)
        draft.put(copyAs(published, draftId))
      }
      const patch = (action.patch ?? {}) as Record<string, unknown>
      return draft.apply({patch: {...patch, id: draftId}} as MutationInput, timestamp)
    }
    case 'sanity.action.document.publish': {
      const publishedId = requireString(action, 'publishedId')
      const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
      const source = draft.get(draftId)
      if (!source) throw actionError(409, `Cannot publish "${publishedId}": it has no draft (${draftId})`)
      if (typeof action.ifDraftRevisionId === 'string' && source._rev !== action.ifDraftRevisionId)
        throw actionError(409, `The draft of "${publishedId}" has changed since it was read (revision mismatch)`)
      const published = draft.get(publishedId)
      if (typeof action.ifPublishedRevisionId === 'string' && published?._rev !== action.ifPublishedRevisionId)
        throw actionError(409, `"${publishedId}" was published by someone else since it was read (revision mismatch)`)
      draft.put({...copyAs(source, publishedId), _createdAt: published?._createdAt ?? source._createdAt})
      return draft.remove(draftId)
    }
    case 'sanity.action.document.discard': {
      const draftId = requireString(action, 'draftId')
      if (!isDraftId(draftId) && !draftId.startsWith('versions.')) throw actionError(400, `"${draftId}" is not a draft`)
      if (!draft.get(draftId)) throw actionError(409, `Cannot discard "${draftId}": it does not exist`)
      return draft.remove(draftId)
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = requireString(action, 'publishedId')
      const draftId = typeof action.draftId === 'string' ? action.draftId : draftIdOf(publishedId)
      const published = draft.get(publishedId)
      if (!published) throw actionError(409, `Cannot unpublish "${publishedId}": it is not published`)
      // The published text is kept as the draft, unless a draft already holds newer text.
      if (!draft.get(draftId)) draft.put(copyAs(published, draftId))
      return draft.remove(publishedId)
    }
    case 'sanity.action.document.delete': {
      const publishedId = requireString(action, 'publishedId')
      const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
      for (const id of [publishedId, draftIdOf(publishedId), ...drafts]) if (draft.get(id)) draft.remove(id)
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = requireString(action, 'publishedId')
      const attributes = (action.attributes ?? {}) as Doc
      const id = typeof attributes._id === 'string' && attributes._id ? attributes._id : draftIdOf(publishedId)
      return draft.put(copyAs(attributes, id))
    }
    case 'sanity.action.document.version.create': {
      const publishedId = requireString(action, 'publishedId')
      if (action.document) {
        const document = action.document as Doc
        if (typeof document._id !== 'string') throw actionError(400, 'The version needs an _id')
        requireVersionOf(action, document._id, publishedId)
        if (draft.get(document._id)) throw actionError(409, `Document "${document._id}" already exists`)
        return draft.put(copyAs(document, document._id))
      }
      // A copy of another version of the document (the published one, its draft, another release's).
      const baseId = requireString(action, 'baseId')
      const versionId = requireString(action, 'versionId')
      requireVersionOf(action, versionId, publishedId)
      const base = draft.get(baseId)
      if (!base) throw actionError(409, `Cannot create "${versionId}": its base "${baseId}" does not exist`)
      if (typeof action.ifBaseRevisionId === 'string' && base._rev !== action.ifBaseRevisionId)
        throw actionError(409, `"${baseId}" has changed since it was read (revision mismatch)`)
      if (draft.get(versionId)) throw actionError(409, `Document "${versionId}" already exists`)
      const {_system, ...copy} = copyAs(base, versionId)
      return draft.put(copy as Doc)
    }
    case 'sanity.action.document.version.replace': {
      const document = (action.document ?? {}) as Doc
      if (typeof document._id !== 'string') throw actionError(400, 'The version needs an _id')
      return draft.put(copyAs(document, document._id))
    }
    case 'sanity.action.document.version.discard': {
      const versionId = requireString(action, 'versionId')
      if (draft.get(versionId)) draft.remove(versionId)
      return
    }
    case 'sanity.action.document.version.unpublish': {
      // Marks the version to unpublish its document when its release is published.
      const versionId = requireString(action, 'versionId')
      const publishedId = requireString(action, 'publishedId')
      requireVersionOf(action, versionId, publishedId)
      if (!isVersionId(versionId)) throw actionError(400, `"${versionId}" is not in a release`)
      const published = draft.get(publishedId)
      if (!published) throw actionError(409, `Cannot unpublish "${publishedId}": it is not published`)
      const version = draft.get(versionId) ?? copyAs(published, versionId)
      const system = (version._system ?? {}) as Record<string, unknown>
      return draft.put({...version, _system: {...system, delete: true}})
    }
    default:
      throw actionError(400, `The local Content Lake does not know the action "${action.actionType}"`)
  }
}

/** The ids a document action writes, by its fields (a release's versions among them are checked). */
function writtenIds(action: Action): string[] {
  const ids: string[] = []
  for (const key of ['draftId', 'versionId'] as const) if (typeof action[key] === 'string') ids.push(action[key])
  for (const key of ['attributes', 'document'] as const) {
    const id = (action[key] as {_id?: unknown} | undefined)?._id
    if (typeof id === 'string') ids.push(id)
  }
  if (Array.isArray(action.includeDrafts)) ids.push(...action.includeDrafts.filter((id) => typeof id === 'string'))
  return ids
}
