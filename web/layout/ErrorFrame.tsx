import Link from 'next/link'
import type {ReactNode} from 'react'
import type {Settings} from '../lib/types'

/**
 * The light frame of the error pages (404, temporarily unavailable): the site's name linking home, the
 * message, the copyright. Not the full sidebar and footer: Next.js serialises the root not-found
 * element into the payload of every page, and the full frame there cost each page about 32 kB of
 * inline data (measured on / and /about).
 */
export function ErrorFrame({
  settings,
  children,
}: {
  settings: Pick<Settings, 'siteName' | 'copyright'>
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center border-b border-slate-200 px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold text-violet-800">
          {settings.siteName}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
        {settings.copyright}
      </footer>
    </div>
  )
}
