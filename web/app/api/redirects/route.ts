import {destinationProblem, sourceProblem} from '@agency/schemas/lib/redirects'
import {connection, NextResponse} from 'next/server'
import {getRedirects, whenAvailable} from '../../../content/fetch'

/**
 * GET /api/redirects: the redirects editors manage, for the proxy (web/proxy.ts), which cannot read
 * Next.js' data cache itself. Rendered on every call (the proxy keeps the answer for two seconds) from
 * the cached, tagged read: the webhook's `redirect` tag refreshes it, and while the Content Lake is down
 * it answers the last list it had. Only rules that pass the Studio's rules are handed on (a document
 * written past the Studio, through the API, is checked again here). Never cached by a browser or CDN.
 */
export async function GET() {
  await connection()
  const rules = await whenAvailable(getRedirects)
  const headers = {'cache-control': 'no-store'}
  if (!rules) return NextResponse.json({message: 'Redirects are unavailable for a moment'}, {status: 503, headers})
  const redirects = rules.filter((r) => !sourceProblem(r.source) && !destinationProblem(r.destination))
  return NextResponse.json({redirects}, {headers})
}
