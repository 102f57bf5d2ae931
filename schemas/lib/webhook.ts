/**
 * The Sanity webhook that tells the site what was published, in one place: the README tells editors to
 * type exactly this filter and projection in sanity.io/manage (a test keeps the two equal), the site's
 * route (/api/revalidate, web/content/webhook.ts) reads what the projection sends, and the local
 * Content Lake (lake/) sends it to the site in development and in the tests. It lives with the schema
 * because it is the schema's: every document type, and the fields each change carries.
 */
import {documentTypes} from '../index'

/** Every document type the site shows. */
export const WEBHOOK_FILTER = `_type in [${documentTypes.map((t) => JSON.stringify(t.name)).join(', ')}]`

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
