import type {Metadata} from 'next'
import {FEED_PATH} from '../blog/paths'
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
 * The blog's RSS feed, advertised in the head as <link rel="alternate" type="application/rss+xml">:
 * by a page that shows the article grid, the archive, the category pages and the articles.
 */
export const feedAlternate = (title: string | null | undefined) => ({
  'application/rss+xml': [{url: FEED_PATH, title: title ?? undefined}],
})

/** What a page shows: pages with the article grid advertise the blog's feed. */
type PageSeo = Pick<Page, 'seo'> & {sections?: ReadonlyArray<{_type: string}> | null}

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter cards for a page. The share image
 * (og:image, with its width and height, and twitter:image) is the page's own when an editor set one,
 * otherwise the card drawn for this address (app/share-image); every URL is absolute on the public address.
 * Options: `type` (Open Graph's, 'website' unless an article); `feed`, the title of the blog's feed to
 * advertise (a page with the article grid does so by itself); `shareAddress`, the address whose card
 * stands for this one (the archive's and a category's further pages share their first page's).
 */
export function pageMetadata(
  page: PageSeo,
  settings: Settings,
  path: string,
  {
    type = 'website',
    feed,
    shareAddress = path,
  }: {type?: 'website' | 'article'; feed?: string | null; shareAddress?: string} = {},
): Metadata {
  const seo = page.seo
  const base = siteUrl()
  const canonical = seo.canonicalUrl || `${base}${path === '/' ? '' : path}` || base
  const images = shareImages(seo.image, shareAddress, seo.title)
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

/** The search settings of a page the blog makes (archive, category): its own title, description and address. */
export function listSeo(title: string, description: string): Page['seo'] {
  return {title, description, keywords: [], canonicalUrl: null, image: null}
}
