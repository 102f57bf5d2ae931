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

/** The head of the 404 page, returned by a route's generateMetadata when it has nothing at the path. */
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist or has moved.',
  robots: {index: false},
}
