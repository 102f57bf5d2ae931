import {findRedirect, redirectLocation, redirectStatus} from '@agency/schemas/lib/redirects'
import {type NextRequest, NextResponse} from 'next/server'
import {parseRedirectList, redirectList} from './lib/redirect-list'

/**
 * Applies the redirects editors manage (Studio → Redirects), live: a publish takes effect within
 * seconds, without a rebuild, in both content modes. It runs here, before any page, because only the
 * proxy sees every request's full URL (a prerendered page never sees the query string, which a
 * redirect keeps) and next.config's redirects() would need a rebuild for every change. The list comes
 * from the site's own /api/redirects (a cached, tagged read the webhook refreshes), kept in memory for
 * two seconds (lib/redirect-list.ts); if it cannot be read the request passes through, never a 500.
 */

/**
 * The site's own address, never taken from the request (a forged Host header must not choose where the
 * list comes from): on Vercel this deployment's own URL; on a Node server (`next start`, the standalone
 * server) the port it listens on, over loopback unless HOSTNAME names one address to listen on.
 */
function ownOrigin(): string {
  if (process.env.VERCEL_URL) return `https://${process.env.VERCEL_URL}`
  const host = process.env.HOSTNAME
  const listensOn = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${listensOn}:${process.env.PORT || 3000}`
}

const currentRedirects = redirectList({
  // `next dev` compiles /api/redirects when it is first asked: that first read waits for the compile,
  // so a starting dev server neither skips the redirects nor logs the route as failing.
  firstReadDeadlineMs: process.env.NODE_ENV === 'development' ? 30_000 : undefined,
  read: async (signal) => {
    // A deployment behind Vercel's protection lets the proxy through with the automation bypass secret.
    const bypass = process.env.VERCEL_AUTOMATION_BYPASS_SECRET
    const res = await fetch(`${ownOrigin()}/api/redirects`, {
      signal,
      cache: 'no-store',
      headers: bypass ? {'x-vercel-protection-bypass': bypass} : {},
    })
    if (!res.ok) throw new Error(`status ${res.status}`)
    return parseRedirectList(await res.json())
  },
})

export async function proxy(request: NextRequest) {
  const rule = findRedirect(await currentRedirects(), request.nextUrl.pathname)
  if (!rule) return NextResponse.next()
  // Next.js wants an absolute URL here; it answers with a relative Location for one on this site.
  return NextResponse.redirect(new URL(redirectLocation(rule, request.nextUrl), request.nextUrl), redirectStatus(rule))
}

/** Every address but the site's own machinery (RESERVED_PREFIXES in schemas/lib/redirects.ts, kept equal by a test). */
export const config = {matcher: ['/((?!api/|_next/|seed/).*)']}
