/**
 * What a share image (web/app/share-image) is drawn from: a page's, an article's or a blog category's
 * title and its description, and for an article its category. The site's name comes from the site settings.
 */
import {defineQuery} from 'next-sanity'

export const pageShareQuery = defineQuery(
  `*[_type == "page" && slug.current == $slug][0]{title, "description": seo.description}`,
)

export const articleShareQuery = defineQuery(
  `*[_type == "blogArticle" && slug.current == $slug && count(body) > 0][0]{title, "description": excerpt, "category": category->title}`,
)

export const categoryShareQuery = defineQuery(
  `*[_type == "blogCategory" && slug.current == $slug][0]{title, description}`,
)
