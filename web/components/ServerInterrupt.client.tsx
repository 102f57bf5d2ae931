'use client'
import {notFound} from 'next/navigation'

/**
 * Gives a page's response its status without giving up its HTML. Rendered inside a Suspense boundary
 * after the page's own 404 or "unavailable" content, it throws while the server renders it (never in
 * the browser), so:
 *   - 404: Next.js answers 404 and keeps the content outside the boundary. Calling notFound() in the
 *     page itself would send an empty <body> and show the message only after hydration (Next.js
 *     issue #62228).
 *   - 503: the render fails, so Next.js does not cache it and keeps serving the page it had (if any);
 *     the response carries this page's HTML with status 500, which instrumentation.ts answers as 503
 *     with Retry-After while the Content Lake is down.
 * In the browser it renders nothing, so hydration keeps the message (and a script after its boundary,
 * in layout/ErrorPages.tsx, keeps React from reporting the server's interrupt as error #419).
 */
export function ServerInterrupt({status}: {status: 404 | 503}) {
  if (typeof window === 'undefined') {
    if (status === 404) notFound()
    throw new Error('This page could not be rendered: the Content Lake is unavailable and no earlier copy is kept.')
  }
  return null
}
