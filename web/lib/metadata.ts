import type {Metadata} from 'next'
import {FEED_PATH} from '../blog/paths'
import {imageProps, isSvgAsset} from '../content/image'
import {siteUrl} from '../content/env'
import type {Page, Settings} from './types'

/**
 * The blog's RSS feed, advertised in the head as <link rel="alternate" type="application/rss+xml">:
 * by a page that shows the article grid, the archive, the category pages and the articles.
 */
export const feedAlternate = (title: string | null | undefined) => ({
  'application/rss+xml': [{url: FEED_PATH, title: title ?? undefined}],
})

/** What a page shows: pages with the article grid advertise the blog's feed. */
type PageSeo = Pick<Page, 'seo'> & {sections?: ReadonlyArray<{_type: string}> | null}

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter cards for a page; `feed` names
 * the blog's feed to advertise (a page with the article grid does so by itself).
 */
export function pageMetadata(
  page: PageSeo,
  settings: Settings,
  path: string,
  type: 'website' | 'article' = 'website',
  feed?: string | null,
): Metadata {
  const seo = page.seo
  const base = siteUrl()
  const canonical = seo.canonicalUrl || `${base}${path === '/' ? '' : path}` || base
  // Social networks do not read SVG: a vector picture (the seed's article covers) gives way to the
  // site's raster share image.
  const own = seo.image?.asset && !isSvgAsset(seo.image.asset._id) ? seo.image : undefined
  const share = imageProps(own ?? settings.shareImage, 1200)
  const absolute = (src: string) => (src.startsWith('http') ? src : `${base}${src}`)
  const images = share
    ? [{url: absolute(share.src), width: share.width, height: share.height, alt: share.alt}]
    : undefined
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    alternates: {
      canonical,
      ...(feed || page.sections?.some((s) => s._type === 'blogList') ? {types: feedAlternate(feed ?? seo.title)} : {}),
    },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: canonical,
      siteName: settings.siteName,
      type,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: images?.map((i) => i.url),
    },
  }
}

/**
 * The head of an error page (404, temporarily unavailable): its heading and text in the site wording's
 * words, and never indexed.
 */
export function errorMetadata(wording: Settings['wording'], kind: 'notFound' | 'unavailable'): Metadata {
  return {
    title: kind === 'notFound' ? wording?.notFoundHeading : wording?.unavailableHeading,
    description: kind === 'notFound' ? wording?.notFoundText : wording?.unavailableText,
    robots: {index: false},
  }
}

/** The search settings of a page the blog makes (archive, category): its own title, description and address. */
export function listSeo(title: string, description: string): Page['seo'] {
  return {title, description, keywords: [], canonicalUrl: null, image: null}
}
