import {sameOriginRedirectPath} from '@agency/schemas/lib/url'
import {draftMode} from 'next/headers'
import {type NextRequest, NextResponse} from 'next/server'

/**
 * Leaves draft mode and returns to the page the editor was on. The return address comes from the
 * query string, so only a path on this site is followed; anything else goes to the home page.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const to = sameOriginRedirectPath(request.nextUrl.searchParams.get('redirect'))
  return NextResponse.redirect(new URL(to, request.url))
}
