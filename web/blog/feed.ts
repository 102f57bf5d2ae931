import {Feed} from 'feed'
import {clean} from '../lib/href'
import {articleHref, BLOG_PATH, FEED_PATH} from './paths'

export interface FeedArticle {
  title: string
  slug: string
  date: string
  excerpt: string
  hasPage: boolean | null
  _updatedAt?: string | null
  category?: {title?: string | null} | null
}

/** A content date (YYYY-MM-DD) as midnight UTC, which the feed writes as an RFC 822 date. */
const dayOf = (date: string) => new Date(`${clean(date).slice(0, 10)}T00:00:00Z`)

/**
 * The blog's RSS 2.0 feed, written by the `feed` library: every article with a page, newest first
 * (the order given), each with its title, absolute link (also its guid), publication date, excerpt
 * and category. The channel takes /blog's search title and description. Its build date is the newest
 * change among the articles, so the same content gives the same feed.
 */
export function blogFeed(p: {
  base: string
  title: string
  description: string
  copyright: string
  articles: readonly FeedArticle[]
}): string {
  const listed = p.articles.filter((a) => a.hasPage)
  const changed = listed.map((a) => (a._updatedAt ? new Date(a._updatedAt) : dayOf(a.date)))
  const feed = new Feed({
    id: `${p.base}${BLOG_PATH}`,
    link: `${p.base}${BLOG_PATH}`,
    title: p.title,
    description: p.description,
    language: 'en',
    copyright: p.copyright,
    generator: false,
    feedLinks: {rss: `${p.base}${FEED_PATH}`},
    updated: changed.length ? new Date(Math.max(...changed.map((d) => d.getTime()))) : undefined,
  })
  for (const a of listed) {
    feed.addItem({
      title: a.title,
      link: `${p.base}${articleHref(clean(a.slug))}`,
      date: dayOf(a.date),
      description: a.excerpt,
      category: a.category?.title ? [{name: a.category.title}] : undefined,
    })
  }
  return feed.rss2()
}
