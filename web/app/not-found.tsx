import type {Metadata} from 'next'
import {getFrameSettings} from '../content/fetch'
import {ErrorFrame} from '../layout/ErrorFrame'
import {NotFoundMessage} from '../layout/ErrorMessages'
import {errorMetadata} from '../lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return errorMetadata((await getFrameSettings()).wording, 'notFound')
}

/**
 * The 404 page for an address no route matches, and in the browser after a client-side navigation.
 * Routes that look content up render layout/ErrorPages.tsx's NotFoundPage themselves, so their 404 is
 * in the server's HTML too.
 */
export default async function NotFound() {
  const settings = await getFrameSettings()
  return (
    <ErrorFrame settings={settings}>
      <NotFoundMessage wording={settings.wording} />
    </ErrorFrame>
  )
}
