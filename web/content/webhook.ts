/**
 * What a call of the Sanity webhook (/api/revalidate) invalidates. The webhook's filter and projection
 * are the schema's (@agency/schemas/lib/webhook): what editors set up in sanity.io/manage and what the
 * local Content Lake sends.
 */
import type {ChangedDocument} from '@agency/schemas/lib/webhook'
import {type CacheTag, isDocumentType} from './tags'

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
