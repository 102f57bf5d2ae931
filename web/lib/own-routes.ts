import {type AddressBook, parseAddressBook} from './address-book'
import {parseRedirectList, proxyList, redirectList} from './proxy-lists'

/**
 * The site's own routes read by the parts of it that cannot read Next.js' data cache: the proxy
 * (web/proxy.ts: the redirects and the address book) and the funnel's count endpoint (the address book:
 * which pages a count may name). Each copy is kept fresh within seconds of a publish (lib/proxy-lists.ts).
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

/** Reads one of the site's own routes, as JSON. */
async function readOwn(route: string, signal: AbortSignal): Promise<unknown> {
  // A deployment behind Vercel's protection lets the reader through with the automation bypass secret.
  const bypass = process.env.VERCEL_AUTOMATION_BYPASS_SECRET
  const res = await fetch(`${ownOrigin()}${route}`, {
    signal,
    cache: 'no-store',
    headers: bypass ? {'x-vercel-protection-bypass': bypass} : {},
  })
  if (!res.ok) throw new Error(`status ${res.status}`)
  return res.json()
}

// `next dev` compiles a route when it is first asked: that first read waits for the compile, so a
// starting dev server neither skips the lists nor logs the routes as failing.
const firstReadDeadlineMs = process.env.NODE_ENV === 'development' ? 30_000 : undefined

/** A fresh copy of the redirects editors manage (/api/redirects). */
export const ownRedirects = () =>
  redirectList({
    firstReadDeadlineMs,
    read: async (signal) => parseRedirectList(await readOwn('/api/redirects', signal)),
  })

/** A fresh copy of the addresses the site has (/api/addresses); `who` names the reader in the log. */
export const ownAddressBook = (who: string) =>
  proxyList<AddressBook | null>(`${who}: /api/addresses`, null, {
    firstReadDeadlineMs,
    read: async (signal) => parseAddressBook(await readOwn('/api/addresses', signal)),
  })
