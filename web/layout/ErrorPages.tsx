import {Suspense} from 'react'
import {ServerInterrupt} from '../components/ServerInterrupt.client'
import type {Settings} from '../lib/types'
import {ErrorFrame} from './ErrorFrame'
import {NotFoundMessage, UnavailableMessage} from './ErrorMessages'

type FrameSettings = Pick<Settings, 'siteName' | 'copyright' | 'wording'>

/**
 * The site's own 404 page, rendered by a route for an address it has no content for. The page's HTML
 * is the message; the interrupt after it makes the answer a 404 (components/ServerInterrupt.client.tsx).
 */
export function NotFoundPage({settings}: {settings: FrameSettings}) {
  return (
    <ErrorFrame settings={settings}>
      <NotFoundMessage wording={settings.wording} />
      <Suspense fallback={null}>
        <ServerInterrupt status={404} />
      </Suspense>
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
      <Suspense fallback={null}>
        <ServerInterrupt status={503} />
      </Suspense>
    </ErrorFrame>
  )
}
