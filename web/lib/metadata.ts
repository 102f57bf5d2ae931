import type {Metadata} from 'next'
import {imageProps, isSvgAsset} from '../content/image'
import {siteUrl} from '../content/env'
import type {Page, Settings} from './types'

/** Title, description, keywords, canonical URL, Open Graph and Twitter cards for a page. */
export function pageMetadata(
  page: Pick<Page, 'seo'>,
  settings: Settings,
  path: string,
  type: 'website' | 'article' = 'website',
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
    alternates: {canonical},
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
