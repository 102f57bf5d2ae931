import {Suspense} from 'react'
import {ServerInterrupt} from '../components/ServerInterrupt.client'
import type {Settings} from '../lib/types'
import {ErrorFrame} from './ErrorFrame'
import {NotFoundMessage, UnavailableMessage} from './ErrorMessages'

type FrameSettings = Pick<Settings, 'siteName' | 'copyright' | 'wording'>

/**
 * Runs in the browser as the HTML is read, before React hydrates: the interrupt's Suspense boundary
 * (just before this script) reached the browser marked "the server could not finish this" (`<!--$!-->`
 * with the error's digest in a <template>), which React would report as error #419 on every visit
 * to an error page. The interrupt renders nothing in the browser anyway, so the boundary is marked
 * finished (`<!--$-->`, the template removed) and hydration has nothing to report. React's markers for
 * a boundary: `$` finished, `$!` client-rendered, `/$` its end.
 */
const SETTLE_INTERRUPT = `(function(s){var e=s.previousSibling,t=e&&e.previousSibling,b=t&&t.previousSibling;if(e&&e.nodeType===8&&e.data==='/$'&&t.nodeName==='TEMPLATE'&&b&&b.nodeType===8&&b.data==='$!'){t.remove();b.data='$'}})(document.currentScript)`

/**
 * The interrupt that gives an error page its status in the server's HTML
 * (components/ServerInterrupt.client.tsx), and the script that keeps the browser from reporting it.
 */
function StatusFromServer({status}: {status: 404 | 503}) {
  return (
    <>
      <Suspense fallback={null}>
        <ServerInterrupt status={status} />
      </Suspense>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this file, no content in it */}
      <script dangerouslySetInnerHTML={{__html: SETTLE_INTERRUPT}} />
    </>
  )
}

/**
 * The site's own 404 page, rendered by a route for an address it has no content for. The page's HTML
 * is the message; the interrupt after it makes the answer a 404 (components/ServerInterrupt.client.tsx).
 */
export function NotFoundPage({settings}: {settings: FrameSettings}) {
  return (
    <ErrorFrame settings={settings}>
      <NotFoundMessage wording={settings.wording} />
      <StatusFromServer status={404} />
    </ErrorFrame>
  )
}

/**
 * The site's "temporarily unavailable" page, for a page that cannot be rendered because the Content
 * Lake does not answer and no earlier copy is kept: status 503 with Retry-After, never cached.
 */
export function UnavailablePage({settings}: {settings: FrameSettings}) {
  return (
    <ErrorFrame settings={settings}>
      <UnavailableMessage wording={settings.wording} />
      <StatusFromServer status={503} />
    </ErrorFrame>
  )
}
