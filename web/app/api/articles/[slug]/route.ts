import {getArticle, whenAvailable} from '../../../../content/fetch'
import {keepLastGoodBriefly, keepNotFoundBriefly} from '../../../../content/lifetime'

/**
 * An article's text for the read-more dialog on the blog's cards (blog/article-dialogs.ts):
 * JSON {body}, the article's Portable Text with its quoted prices resolved. /blog holds only each
 * card's preview, so its size does not depend on how long or how many the articles are.
 *
 * Cached like the article page, under the same tags (content/tags.ts articleTags), so a publish
 * refreshes it; rendered on its first request rather than at the build (generateStaticParams is
 * empty), so 1,000 articles add nothing to the build. An unknown article answers 404 (kept a minute);
 * one the Content Lake cannot give answers 503 (kept half a minute).
 */
export const dynamic = 'force-static'
export const dynamicParams = true

export function generateStaticParams(): Array<{slug: string}> {
  return []
}

export async function GET(_request: Request, {params}: {params: Promise<{slug: string}>}) {
  const {slug} = await params
  const read = await whenAvailable(async () => ({article: await getArticle(slug)}))
  if (!read) {
    await keepLastGoodBriefly()
    return Response.json(
      {error: 'The article cannot be loaded right now.'},
      {status: 503, headers: {'Retry-After': '60'}},
    )
  }
  if (!read.article) {
    await keepNotFoundBriefly()
    return Response.json({error: 'No such article.'}, {status: 404})
  }
  return Response.json({body: read.article.body})
}
