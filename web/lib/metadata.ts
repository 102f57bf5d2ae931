import type {Metadata} from 'next'
import {imageProps, isSvgAsset} from '../content/image'
import {siteUrl} from '../content/env'
import {shareImagePath} from '../share/address'
import {SHARE_IMAGE_SIZE} from '../share/ShareCard'
import type {Page, Settings} from './types'

/** The share image of an address: the editor's own picture when set, otherwise the generated card. */
function shareImages(own: Page['seo']['image'] | undefined, address: string, alt: string) {
  const base = siteUrl()
  // Social networks do not read SVG: a vector picture (the seed's article covers) gives way to the
  // generated card.
  const picture = own?.asset && !isSvgAsset(own.asset._id) ? imageProps(own, 1200) : undefined
  if (picture)
    return [
      {
        url: picture.src.startsWith('http') ? picture.src : `${base}${picture.src}`,
        width: picture.width,
        height: picture.height,
        alt: picture.alt || alt,
      },
    ]
  return [{url: `${base}${shareImagePath(address)}`, ...SHARE_IMAGE_SIZE, alt, type: 'image/png'}]
}

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter cards for a page. The share image
 * (og:image, with its width and height, and twitter:image) is the page's own when an editor set one,
 * otherwise the card drawn for this address (app/share-image); every URL is absolute on the public address.
 */
export function pageMetadata(
  page: Pick<Page, 'seo'>,
  settings: Settings,
  path: string,
  type: 'website' | 'article' = 'website',
): Metadata {
  const seo = page.seo
  const base = siteUrl()
  const canonical = seo.canonicalUrl || `${base}${path === '/' ? '' : path}` || base
  const images = shareImages(seo.image, path, seo.title)
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
      images: images.map((i) => i.url),
    },
  }
}

/** The search page's head: its heading as the title, never indexed, shared with the home page's card. */
export function searchMetadata(settings: Settings, heading: string | null | undefined): Metadata {
  const title = `${heading ?? ''} | ${settings.siteName}`
  const images = shareImages(undefined, '/', settings.siteName)
  return {
    title,
    description: settings.description,
    robots: {index: false, follow: true},
    openGraph: {
      title,
      description: settings.description ?? undefined,
      url: `${siteUrl()}/search`,
      siteName: settings.siteName,
      type: 'website',
      images,
    },
    twitter: {card: 'summary_large_image', title, images: images.map((i) => i.url)},
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
