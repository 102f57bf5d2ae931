import {sameOriginRedirectPath} from '@agency/schemas/lib/url'
import {draftMode} from 'next/headers'
import {type NextRequest, NextResponse} from 'next/server'

/**
 * Leaves draft mode and returns to the page the editor was on. The return address comes from the
 * query string, so only a path on this site is followed; anything else goes to the home page.
 *
 * The Location is that path alone, not a full address: the browser resolves it against the address it
 * used, so behind a proxy, a CDN or a custom domain the editor stays on the public address. An address
 * built from request.url would name the server's own host and port (https://localhost:3100/about).
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const to = sameOriginRedirectPath(request.nextUrl.searchParams.get('redirect'))
  return new NextResponse(null, {status: 307, headers: {location: to, 'cache-control': 'no-store'}})
}
