import 'server-only'
import {getArticleCards, getArticleIndex, getBlogPage, getCategories} from '../content/fetch'
import {pageCount, pageItems, pageSizeOf, parsePageNumber} from './pagination'
import {BLOG_PATH, categoryHref} from './paths'

/**
 * What a page of an article list shows: the archive (/blog/page/<n>, all articles) and a category
 * (/blog/category/<slug>, /page/<n> after it). One page of the newest-first index, whose cards alone
 * are read. Page 1 of the archive is /blog itself (a content page with the grid section).
 */
export type ListPage<Extra = object> =
  | ({
      kind: 'page'
      base: string
      page: number
      count: number
      articles: Awaited<ReturnType<typeof getArticleCards>>
    } & Extra)
  /** No such page: an unknown category, a page past the end, or an address that is not a page number. */
  | {kind: 'notFound'}
  /** The address of page 1 written as /page/1: the list's own address is page 1. */
  | {kind: 'first'; base: string}

/** The page size editors set on /blog's grid (default 12), for the archive and the categories alike. */
async function pageSize() {
  return pageSizeOf((await getBlogPage())?.list?.pageSize)
}

async function listPage<T extends {_id: string}>(base: string, all: T[], segment: string | undefined) {
  const page = segment === undefined ? 1 : parsePageNumber(segment)
  if (page === 1 && segment !== undefined) return {kind: 'first', base} as const
  const size = await pageSize()
  const shown = page === null ? null : pageItems(all, page, size)
  if (!shown || page === null) return {kind: 'notFound'} as const
  const articles = await getArticleCards(shown.map((a) => a._id))
  return {kind: 'page', base, page, count: pageCount(all.length, size), articles} as const
}

/** Page `segment` (2 and on) of every article, newest first. */
export async function archivePage(segment: string): Promise<ListPage> {
  return listPage(BLOG_PATH, await getArticleIndex(), segment)
}

/** The numbers of the archive's pages after the first, for the build. */
export async function archivePageNumbers(): Promise<number[]> {
  const [index, size] = await Promise.all([getArticleIndex(), pageSize()])
  return Array.from({length: pageCount(index.length, size) - 1}, (_, i) => i + 2)
}

export type Category = Awaited<ReturnType<typeof getCategories>>[number]

/** Page `segment` (none for the first) of a category's articles, newest first, with the category. */
export async function categoryPage(
  slug: string,
  segment?: string,
): Promise<ListPage<{category: Category; categories: Category[]}>> {
  const [categories, index] = await Promise.all([getCategories(), getArticleIndex()])
  const category = categories.find((c) => c.slug === slug)
  if (!category) return {kind: 'notFound'}
  const listed = await listPage(
    categoryHref(slug),
    index.filter((a) => a.category?._id === category._id),
    segment,
  )
  return listed.kind === 'page' ? {...listed, category, categories} : listed
}

/** Every category page, the first of each and the numbered ones after it, for the build and the sitemap. */
export async function categoryPages(): Promise<Array<{category: Category; pages: number}>> {
  const [categories, index, size] = await Promise.all([getCategories(), getArticleIndex(), pageSize()])
  return categories.map((category) => ({
    category,
    pages: pageCount(index.filter((a) => a.category?._id === category._id).length, size),
  }))
}
