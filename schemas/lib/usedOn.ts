/**
 * Where a shared document appears on the site: the published pages and blog articles that show it.
 * A page shows a package, add-on, testimonial, service card or article when one of its sections
 * references it; an article shows a package when its text quotes the package's price; an article
 * is shown on its own page and on every page whose article list is left empty ("all articles").
 * One query serves the Presentation tool's locations and the "Used on" view in the document form.
 */
import {defineQuery} from 'groq'

/** The document types whose form lists the pages they appear on. */
export const USED_ON_TYPES = ['servicePackage', 'addOn', 'testimonial', 'serviceCard', 'blogArticle'] as const

/** Params: `id` the document's published id, `type` its type. Results ordered pages first, then articles, by path. */
export const usedOnQuery = defineQuery(`*[
  !(_id in path("drafts.**")) && !(_id in path("versions.**")) && defined(slug.current) && (
    (_type == "page" && (
      references($id) ||
      ($type == "blogArticle" && count(sections[_type == "blogList" && count(coalesce(articles, [])) == 0]) > 0)
    )) ||
    (_type == "blogArticle" && (_id == $id || references($id)))
  )
]{
  _id,
  _type,
  title,
  "path": select(_type == "blogArticle" => "/blog/" + slug.current, slug.current == "index" => "/", "/" + slug.current)
} | order(_type desc, path asc)`)

export type UsedOnPlace = {_id: string; _type: string; title: string | null; path: string}
