import {addressOf} from '@agency/schemas/lib/redirects'
import {ImageResponse} from 'next/og'
import {siteUrl} from '../../../content/env'
import {
  getArticleShare,
  getArticleSlugs,
  getCategories,
  getCategoryShare,
  getPageShare,
  getPageSlugs,
  getSettings,
  HOME_SLUG,
  whenAvailable,
} from '../../../content/fetch'
import {keepNotFoundBriefly} from '../../../content/lifetime'
import {shareTarget} from '../../../share/address'
import {SHARE_IMAGE_SIZE, ShareCard} from '../../../share/ShareCard'
import {shareFonts} from '../../../share/fonts'

type Context = {params: Promise<{path?: string[]}>}

/**
 * GET /share-image/<address>: the share image (og:image) of the page, article or blog category at <address>, a
 * 1200×630 PNG drawn with next/og from its title, the site's name and the brand colours
 * (share/ShareCard.tsx). Cached like the pages: every image is rendered at the build, one published
 * later on its first request, and each is kept until the webhook revalidates what it was drawn from
 * (the page's own tag, the article's and its category's, or the categories', and the site settings). lib/metadata.ts
 * points og:image here unless the editor set a share image of their own.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  const [pages, articles, categories] = await Promise.all([getPageSlugs(), getArticleSlugs(), getCategories()])
  return [
    ...pages.map((slug) => ({path: slug === HOME_SLUG ? [] : [slug]})),
    ...articles.map((slug) => ({path: ['blog', slug]})),
    ...categories.map((c) => ({path: ['blog', 'category', c.slug!]})),
  ]
}

const refuse = (status: 404 | 503) =>
  new Response(status === 404 ? 'Not found' : 'Temporarily unavailable', {
    status,
    headers: {'content-type': 'text/plain; charset=utf-8', ...(status === 503 ? {'retry-after': '60'} : {})},
  })

export async function GET(_request: Request, {params}: Context) {
  const target = shareTarget((await params).path)
  if (!target) {
    await keepNotFoundBriefly()
    return refuse(404)
  }
  const loaded = await whenAvailable(() =>
    Promise.all([
      target.type === 'page'
        ? getPageShare(target.slug)
        : target.type === 'blogArticle'
          ? getArticleShare(target.slug)
          : getCategoryShare(target.slug),
      getSettings(),
      shareFonts(),
    ]),
  )
  if (!loaded) return refuse(503)
  const [content, settings, fonts] = loaded
  if (!content) {
    await keepNotFoundBriefly() // an address published later gets its image within a minute
    return refuse(404)
  }
  const address = addressOf(target.type, target.slug)
  // Above the title: an article's category, or on a category's card the word for a category page.
  const label =
    target.type === 'blogCategory'
      ? settings.wording?.categoryEyebrow
      : (content as {category?: string | null}).category
  return new ImageResponse(
    <ShareCard
      siteName={settings.siteName}
      title={content.title}
      description={content.description}
      label={label}
      address={`${new URL(siteUrl()).host}${address === '/' ? '' : address}`}
    />,
    {...SHARE_IMAGE_SIZE, fonts},
  )
}
