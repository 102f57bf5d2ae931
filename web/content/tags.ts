/**
 * Cache tags, in one place for the fetcher (content/fetch.ts) and the webhook (content/webhook.ts).
 *
 * A tag is a document type (`servicePackage`: anything of that type changed) or a type and one
 * document (`page:about`, `blogArticle:my-post`, `servicePackage:pkg-voice-basic`). Every fetch is
 * tagged with the document types its query reads; the webhook revalidates the changed document's
 * type and the document itself (content/webhook.ts), so a price change refreshes every page that
 * shows a price, and a page's own change refreshes that page alone.
 */
import {documentTypes} from '@agency/schemas'
import type {AllSanitySchemaTypes} from '../sanity.types'

/** The content's document types, as TypeGen reads them from the schema (Sanity's own asset types excluded). */
export type DocumentType = Exclude<Extract<AllSanitySchemaTypes, {_id: string}>['_type'], `sanity.${string}`>

/** A cache tag: a document type, or a type and one document's id or slug. */
export type CacheTag = DocumentType | `${DocumentType}:${string}`

/** Every document type in the schema: what the webhook's filter lists (see the README). */
export const DOCUMENT_TYPES = documentTypes.map((t) => t.name) as DocumentType[]

export const isDocumentType = (type: string): type is DocumentType => (DOCUMENT_TYPES as string[]).includes(type)

/** Document types no page shows: redirects are applied before a page is reached (web/proxy.ts). */
const NOT_ON_PAGES: DocumentType[] = ['page', 'redirect']

/**
 * A page shows documents of every other type (packages, testimonials, articles, the quiz, the contact
 * details and wording in the settings) but redirects, so it depends on all of them; it reads no other
 * page document (links are addresses), so of pages it depends only on itself, by slug.
 */
export const pageTags = (slug: string): CacheTag[] => [
  ...DOCUMENT_TYPES.filter((t) => !NOT_ON_PAGES.includes(t)),
  `page:${slug}`,
]

/** An article shows itself, its category's name and the prices its body refers to. */
export const articleTags = (slug: string): CacheTag[] => [
  'blogArticle',
  `blogArticle:${slug}`,
  'blogCategory',
  'servicePackage',
]
