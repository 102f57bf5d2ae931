import {blogFeed} from '../../../blog/feed'
import {siteUrl} from '../../../content/env'
import {getArticleIndex, getBlogPage, getSettings, whenAvailable} from '../../../content/fetch'
import {keepLastGoodBriefly} from '../../../content/lifetime'

/**
 * /blog/rss.xml: the blog's RSS 2.0 feed (blog/feed.ts), served as application/rss+xml. Made at the
 * build and cached like the pages, under the articles', categories', /blog's and the settings' tags,
 * so a publish refreshes it. When the Content Lake cannot be read and nothing is kept, 503 for half a
 * minute.
 */
export const dynamic = 'force-static'

export async function GET() {
  const loaded = await whenAvailable(() => Promise.all([getArticleIndex(), getBlogPage(), getSettings()]))
  if (!loaded) {
    await keepLastGoodBriefly()
    return new Response('The feed is unavailable for a moment.', {status: 503, headers: {'Retry-After': '60'}})
  }
  const [articles, blog, settings] = loaded
  const xml = blogFeed({
    base: siteUrl(),
    title: blog?.seo.title ?? settings.siteName,
    description: blog?.seo.description ?? settings.description,
    copyright: settings.copyright,
    articles,
  })
  return new Response(xml, {headers: {'Content-Type': 'application/rss+xml; charset=utf-8'}})
}
