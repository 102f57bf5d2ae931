import {connection, NextResponse} from 'next/server'
import {archivePageNumbers, categoryPages} from '../../../blog/listing'
import {getArticleSlugs, getPageSlugs, whenAvailable} from '../../../content/fetch'
import {lakeIsDown} from '../../../content/availability'
import type {AddressBook} from '../../../lib/address-book'
import {quizResultRule} from '../../../quiz/shared-result'

/**
 * GET /api/addresses: the addresses the site has (lib/address-book.ts), for the proxy (web/proxy.ts),
 * which answers every other content address with the 404 page before any page renders. Rendered on
 * every call (the proxy keeps the answer for two seconds) from the cached, tagged reads the pages
 * themselves make, so a publish reaches it through the webhook. While the Lake is down it answers 503:
 * the proxy then judges no address (web/proxy.ts). Never cached by a browser or CDN.
 */
export async function GET() {
  await connection()
  const book = await whenAvailable(async (): Promise<AddressBook> => {
    const [pages, articles, categories, archive, quiz] = await Promise.all([
      getPageSlugs(),
      getArticleSlugs(),
      categoryPages(),
      archivePageNumbers(),
      quizResultRule(),
    ])
    return {
      pages,
      articles,
      categories: categories.flatMap(({category, pages}) => (category.slug ? [{slug: category.slug, pages}] : [])),
      blogPages: archive.length + 1,
      quiz,
    }
  })
  const headers = {'cache-control': 'no-store'}
  // Read while the Lake is down, the book is the last good one and may lack a page published since:
  // the proxy then answers no address with a 404 of its own.
  if (!book || lakeIsDown())
    return NextResponse.json({message: 'The addresses are unavailable for a moment'}, {status: 503, headers})
  return NextResponse.json(book, {headers})
}
