import type {Metadata} from 'next'
import Link from 'next/link'
import {getSettings} from '../content/fetch'
import {NotFoundMessage} from '../layout/NotFoundMessage'
import {NOT_FOUND_METADATA} from '../lib/metadata'

export const metadata: Metadata = NOT_FOUND_METADATA

/**
 * The 404 page, in a light frame (the site's name, the message, the copyright) rather than the full
 * sidebar and footer: Next.js serialises the root not-found element into the payload of every page,
 * and the full frame there cost each page about 32 kB of inline data (measured on / and /about).
 */
export default async function NotFound() {
  const settings = await getSettings()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center border-b border-slate-200 px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold text-violet-800">
          {settings.siteName}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <NotFoundMessage wording={settings.wording} />
      </main>
      <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
        {settings.copyright}
      </footer>
    </div>
  )
}
