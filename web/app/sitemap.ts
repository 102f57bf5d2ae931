import type {MetadataRoute} from 'next'
import {archivePageNumbers, categoryPages} from '../blog/listing'
import {pageHref} from '../blog/pagination'
import {BLOG_PATH, categoryHref} from '../blog/paths'
import {siteUrl} from '../content/env'
import {getSitemapEntries, HOME_SLUG} from '../content/fetch'

/**
 * Absolute addresses from NEXT_PUBLIC_SITE_URL (never from a request header): pages, articles, the
 * archive's pages after /blog and every page of every category.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [{pages, articles}, archive, categories] = await Promise.all([
    getSitemapEntries(),
    archivePageNumbers(),
    categoryPages(),
  ])
  const when = (d?: string | null) => (d ? new Date(d) : undefined)
  return [
    ...pages.map((p) => ({
      url: p.slug === HOME_SLUG ? `${base}/` : `${base}/${p.slug}`,
      lastModified: when(p._updatedAt),
      changeFrequency: 'weekly' as const,
      priority: p.slug === HOME_SLUG ? 1 : 0.7,
    })),
    ...articles.map((a) => ({
      url: `${base}/blog/${a.slug}`,
      lastModified: when(a._updatedAt),
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
    ...categories.flatMap(({category, pages: count}) =>
      Array.from({length: count}, (_, i) => ({
        url: `${base}${pageHref(categoryHref(category.slug), i + 1)}`,
        lastModified: when(category._updatedAt),
        changeFrequency: 'weekly' as const,
        priority: i === 0 ? 0.6 : 0.3,
      })),
    ),
    ...archive.map((n) => ({
      url: `${base}${pageHref(BLOG_PATH, n)}`,
      changeFrequency: 'weekly' as const,
      priority: 0.3,
    })),
  ]
}
