/**
 * The Sanity webhook that tells the site what was published, in one place: the README tells editors to
 * type exactly this filter and projection in sanity.io/manage (a test keeps the two equal), the route
 * (/api/revalidate) reads what the projection sends, and the Content Lake stand-in the tests run sends it.
 */
import {type CacheTag, DOCUMENT_TYPES, isDocumentType} from './tags'

/** Every document type the site shows. */
export const WEBHOOK_FILTER = `_type in [${DOCUMENT_TYPES.map((t) => JSON.stringify(t)).join(', ')}]`

/**
 * What each call carries: the changed document's type, id and revision (the route waits until the Lake
 * answers with that revision, so pages never re-render from an older copy), its slug and the slug it
 * had before (a renamed page or article frees its old address), and whether it was created, updated
 * or deleted.
 */
export const WEBHOOK_PROJECTION =
  '{_type, _id, _rev, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}'

/** What the projection above sends. */
export interface ChangedDocument {
  _type?: string
  _id?: string
  _rev?: string
  slug?: string | null
  previousSlug?: string | null
  operation?: 'create' | 'update' | 'delete' | null
}

/**
 * The tags a change invalidates: its type (lists of that type: the sitemap, the blog, every page that
 * shows such documents), the document by id, and for pages and articles their address, the one they
 * had before included, so a renamed or deleted page stops answering at its old address.
 */
export function tagsFor(doc: ChangedDocument): CacheTag[] {
  if (!doc._type || !isDocumentType(doc._type)) return []
  const type = doc._type
  const tags = new Set<CacheTag>([type])
  if (doc._id) tags.add(`${type}:${doc._id.replace(/^drafts\./, '')}`)
  if (type === 'page' || type === 'blogArticle')
    for (const slug of [doc.slug, doc.previousSlug]) if (slug) tags.add(`${type}:${slug}`)
  return [...tags]
}
