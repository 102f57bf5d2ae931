import type {MetadataRoute} from 'next'
import {siteUrl} from '../content/env'
import {getSitemapEntries, HOME_SLUG} from '../content/fetch'

/** Absolute addresses from NEXT_PUBLIC_SITE_URL (never from a request header). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const {pages, articles} = await getSitemapEntries()
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
  ]
}
