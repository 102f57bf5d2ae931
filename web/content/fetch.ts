import 'server-only'
import {cache} from 'react'
import {
  blogArticleQuery,
  blogCardsQuery,
  blogCategoriesQuery,
  blogIndexQuery,
  blogPageQuery,
  blogSlugsQuery,
} from './blog-queries'
import {queryEmbedded} from './embedded'
import {pageQuery, pageSlugsQuery, redirectsQuery, settingsQuery, sitemapQuery} from './queries'
import {SEARCH_CHUNK, searchArticleCountQuery, searchArticlesQuery, searchPagesQuery} from './search-queries'
import {articleShareQuery, categoryShareQuery, pageShareQuery} from './share-queries'
import {ContentUnavailableError, sanityFetch} from './source'
import {articleTags, pageTags} from './tags'

/**
 * Everything the site reads, each with the cache tags it depends on. Results are typed by TypeGen
 * from the query text; `cache` shares one result between a page and its metadata in a request.
 */
export const HOME_SLUG = 'index'

export const getSettings = cache(async () => {
  const settings = await sanityFetch(settingsQuery, {}, {tags: ['siteSettings']})
  if (!settings)
    throw new Error(
      'The siteSettings document is missing: create it in the Studio (Site settings) or run "npm run content:build".',
    )
  return settings
})

/**
 * The settings an error page's frame needs (site name, copyright, wording). When the Content Lake
 * cannot be read and no copy is kept, the embedded dataset's: the words the site was built with, so
 * even that page is the site's own.
 */
export const getFrameSettings = cache(async () => {
  try {
    return await getSettings()
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error
    const embedded = await queryEmbedded(settingsQuery, {})
    if (!embedded) throw error
    return embedded
  }
})

/**
 * What a route reads, or null when the Content Lake cannot be read and no earlier answer is kept: the
 * route then renders the site's "temporarily unavailable" page (layout/ErrorPages.tsx).
 */
export async function whenAvailable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ContentUnavailableError) return null
    throw error
  }
}

export const getPage = cache(async (slug: string) => sanityFetch(pageQuery, {slug}, {tags: pageTags(slug)}))

export const getPageSlugs = cache(async () => sanityFetch(pageSlugsQuery, {}, {tags: ['page']}))

/** Articles that have a page (a slug and some content), newest first. */
export const getArticleSlugs = cache(async () => sanityFetch(blogSlugsQuery, {}, {tags: ['blogArticle']}))

export const getArticle = cache(async (slug: string) =>
  sanityFetch(blogArticleQuery, {slug}, {tags: articleTags(slug)}),
)

/** Every listed article, newest first, without its text, with its category's name and address. */
export const getArticleIndex = cache(async () =>
  sanityFetch(blogIndexQuery, {}, {tags: ['blogArticle', 'blogCategory']}),
)

/**
 * The cards of the articles `ids`, in that order (an id without an article is left out). Their text
 * gives the preview and the reading time, and may quote prices.
 */
export const getArticleCards = cache(async (ids: readonly string[]) => {
  if (!ids.length) return []
  const cards = await sanityFetch(
    blogCardsQuery,
    {ids: [...ids]},
    {tags: ['blogArticle', 'blogCategory', 'servicePackage']},
  )
  const byId = new Map(cards.map((card) => [card._id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
})

/** Every category with an address, by name. */
export const getCategories = cache(async () => sanityFetch(blogCategoriesQuery, {}, {tags: ['blogCategory']}))

/** The /blog page's grid settings and search text, for the archive pages and the feed. */
export const getBlogPage = cache(async () => sanityFetch(blogPageQuery, {}, {tags: ['page:blog']}))

/** Every address for the sitemap: pages and articles, with when they last changed. */
export const getSitemapEntries = cache(async () => sanityFetch(sitemapQuery, {}, {tags: ['page', 'blogArticle']}))

/** The redirects editors manage, for /api/redirects: refreshed by the webhook through the `redirect` tag. */
export const getRedirects = cache(async () => sanityFetch(redirectsQuery, {}, {tags: ['redirect']}))

/**
 * Every searchable page and article with its words (web/search/search.ts ranks them per query): the
 * pages in one read, the articles SEARCH_CHUNK at a time (each read stays under Next.js' 2 MB cache limit).
 */
export const getSearchDocuments = cache(async () => {
  const [pages, articleCount] = await Promise.all([
    sanityFetch(searchPagesQuery, {}, {tags: ['page']}),
    sanityFetch(searchArticleCountQuery, {}, {tags: ['blogArticle']}),
  ])
  const chunks = await Promise.all(
    Array.from({length: Math.ceil(articleCount / SEARCH_CHUNK)}, (_, i) =>
      sanityFetch(searchArticlesQuery, {from: i * SEARCH_CHUNK, to: (i + 1) * SEARCH_CHUNK}, {tags: ['blogArticle']}),
    ),
  )
  return [...pages, ...chunks.flat()]
})

/** What a page's share image shows: it changes with that page alone (and the site's name, in the settings). */
export const getPageShare = cache(async (slug: string) => sanityFetch(pageShareQuery, {slug}, {tags: [`page:${slug}`]}))

/** What an article's share image shows: the article and its category's name. */
export const getArticleShare = cache(async (slug: string) =>
  sanityFetch(articleShareQuery, {slug}, {tags: [`blogArticle:${slug}`, 'blogCategory']}),
)

/** What a blog category's share image shows: the category's name and description. */
export const getCategoryShare = cache(async (slug: string) =>
  sanityFetch(categoryShareQuery, {slug}, {tags: ['blogCategory']}),
)
