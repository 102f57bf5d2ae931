/**
 * Cache tags, in one place for the fetcher (content/fetch.ts) and the webhook (/api/revalidate).
 *
 * A tag is a document type (`servicePackage`: anything of that type changed) or a type and one
 * document (`page:about`, `blogArticle:my-post`, `servicePackage:pkg-voice-basic`). Every fetch is
 * tagged with the document types its query reads; the webhook revalidates the changed document's
 * type and the document itself, so a price change refreshes every page that shows a price.
 */
import {documentTypes} from '@agency/schemas'
import type {AllSanitySchemaTypes} from '../sanity.types'

/** The content's document types, as TypeGen reads them from the schema (Sanity's own asset types excluded). */
export type DocumentType = Exclude<Extract<AllSanitySchemaTypes, {_id: string}>['_type'], `sanity.${string}`>

/** A cache tag: a document type, or a type and one document's id or slug. */
export type CacheTag = DocumentType | `${DocumentType}:${string}`

/** Every document type in the schema: what the webhook's filter lists (see the README). */
export const DOCUMENT_TYPES = documentTypes.map((t) => t.name) as DocumentType[]

const isDocumentType = (type: string): type is DocumentType => (DOCUMENT_TYPES as string[]).includes(type)

/**
 * A page's sections can reference documents of any type (packages, testimonials, articles, the quiz,
 * the contact details in the settings), so a page depends on all of them, and on itself by slug.
 */
export const pageTags = (slug: string): CacheTag[] => [...DOCUMENT_TYPES, `page:${slug}`]

/** An article shows itself, its category's name and the prices its body refers to. */
export const articleTags = (slug: string): CacheTag[] => [
  'blogArticle',
  `blogArticle:${slug}`,
  'blogCategory',
  'servicePackage',
]

/** What the Sanity webhook sends (its projection, see the README): the changed document's type, id and slug. */
export interface ChangedDocument {
  _type?: string
  _id?: string
  slug?: string | null
}

/** The tags a changed document invalidates: its type, its id, and its slug for pages and articles. */
export function tagsFor(doc: ChangedDocument): CacheTag[] {
  if (!doc._type || !isDocumentType(doc._type)) return []
  const type = doc._type
  const tags: CacheTag[] = [type]
  if (doc._id) tags.push(`${type}:${doc._id.replace(/^drafts\./, '')}`)
  if ((type === 'page' || type === 'blogArticle') && doc.slug) tags.push(`${type}:${doc.slug}`)
  return tags
}
