/**
 * What to read next at the end of an article, from the newest-first list of articles: three related
 * articles (same category first, then the newest of the rest, never the article itself) and the
 * previous (older) and next (newer) article. Only articles with a page take part. Pure, so it is
 * unit-tested.
 */

export interface ListedArticle {
  slug: string
  /** Articles without content have no page: they are never linked as what to read next. */
  hasPage: boolean | null
  category?: {_id?: string | null} | null
}

export const RELATED_COUNT = 3

/** Up to `count` articles for the end of `current`: its category's newest first, then the newest others. */
export function relatedArticles<T extends ListedArticle>(
  newestFirst: readonly T[],
  current: {slug: string; category?: {_id?: string | null} | null},
  count = RELATED_COUNT,
): T[] {
  const others = newestFirst.filter((a) => a.hasPage && a.slug !== current.slug)
  const category = current.category?._id
  const same = category ? others.filter((a) => a.category?._id === category) : []
  const rest = others.filter((a) => !same.includes(a))
  return [...same, ...rest].slice(0, count)
}

/** The article published just before `slug` (previous) and just after it (next), when there are any. */
export function neighbours<T extends ListedArticle>(
  newestFirst: readonly T[],
  slug: string,
): {previous: T | null; next: T | null} {
  const withPages = newestFirst.filter((a) => a.hasPage)
  const i = withPages.findIndex((a) => a.slug === slug)
  if (i < 0) return {previous: null, next: null}
  return {previous: withPages[i + 1] ?? null, next: withPages[i - 1] ?? null}
}
