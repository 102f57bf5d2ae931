import {findRedirect, redirectLocation, redirectStatus} from '@agency/schemas/lib/redirects'
import {type NextRequest, NextResponse} from 'next/server'
import {lastPublishSeen} from './cache/link'
import {judge} from './lib/address-book'
import {ownAddressBook, ownRedirects} from './lib/own-routes'

/**
 * Before any page:
 *   1. Applies the redirects editors manage (Studio → Redirects), live: a publish takes effect within
 *      seconds, without a rebuild, in both content modes. Here because only the proxy sees every
 *      request's full URL (a prerendered page never sees the query string, which a redirect keeps)
 *      and next.config's redirects() would need a rebuild for every change.
 *   2. Answers a content address the site has not (lib/address-book.ts) with the site's 404 page,
 *      prerendered: a made-up address reads no content and keeps nothing in the cache, so a crawler
 *      walking a million of them costs what a million static files do. Draft mode (the Presentation
 *      tool, whose pages may not be published yet) passes through. So does every address while the
 *      book cannot be trusted to hold a new page: its last read failed (or the Lake is down: the route
 *      answers 503), or it was read less than BOOK_SETTLES_MS after the newest publish this server
 *      knows of (the book's reads are stale-while-revalidate, so the first read after a publish may be
 *      the old book). Such an address is answered by its page, as without the proxy; a made-up one
 *      renders the 404 page, which the cache keeps nowhere (cache/handler.ts).
 * Both lists come from the site's own routes (cached, tagged reads the webhook refreshes: lib/own-routes.ts),
 * kept in memory for two seconds (lib/proxy-lists.ts); while one cannot be read the request passes through
 * as without it, never a 500.
 */

const currentRedirects = ownRedirects()
const currentAddresses = ownAddressBook('Addresses')

/** Says which part answered a 404 (the address book, before any page rendered), for whoever reads logs and for tests. */
const ANSWERED_BY_HEADER = 'x-not-found-by'

/**
 * A CDN keeps the 404 a minute, as it keeps a rendered one (content/lifetime.ts): the prerendered page
 * would say a year, and an address published later would stay a 404 that long.
 */
const NOT_FOUND_HEADERS = {'cache-control': 's-maxage=60', [ANSWERED_BY_HEADER]: 'address-book'}

/**
 * How long after a publish the address book's reads have caught up with it: the webhook has waited
 * for the Lake to show the change, the first read after the marks serves the old book while it reads
 * the new one (about a query's time), and the proxy keeps a book FRESH_FOR_MS.
 */
const BOOK_SETTLES_MS = 3000

/** Next's cookie for draft mode (the Presentation tool's previews). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

export async function proxy(request: NextRequest) {
  const {pathname} = request.nextUrl
  const [redirects, book] = await Promise.all([currentRedirects(), currentAddresses()])
  const rule = findRedirect(redirects, pathname)
  // Next.js wants an absolute URL here; it answers with a relative Location for one on this site.
  if (rule)
    return NextResponse.redirect(
      new URL(redirectLocation(rule, request.nextUrl), request.nextUrl),
      redirectStatus(rule),
    )
  if (
    book &&
    !request.cookies.has(DRAFT_MODE_COOKIE) &&
    judge(pathname, book) === 'unknown' &&
    currentAddresses.answeredSince(lastPublishSeen() + BOOK_SETTLES_MS)
  )
    return NextResponse.rewrite(new URL('/_not-found', request.nextUrl), {status: 404, headers: NOT_FOUND_HEADERS})
  return NextResponse.next()
}

/** Every address but the site's own machinery (RESERVED_PREFIXES in schemas/lib/redirects.ts, kept equal by a test). */
export const config = {matcher: ['/((?!api/|_next/|seed/).*)']}
