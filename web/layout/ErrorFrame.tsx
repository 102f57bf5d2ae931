import Link from 'next/link'
import type {ReactNode} from 'react'
import {Icon} from '../components/Icon'
import type {Settings} from '../lib/types'

/**
 * The light frame of the error pages (404, temporarily unavailable): the brand (its mark and name)
 * linking home, the message, the copyright. Not the full sidebar and footer: Next.js serialises the root not-found
 * element into the payload of every page, and the full frame there would add tens of kB of inline
 * data to each page.
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
        <Link href="/" className="flex min-h-10 items-center gap-2 text-lg font-bold text-slate-900" data-brand>
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-violet-600 text-white">
            <Icon name="sparkles" className="h-5 w-5" />
          </span>
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
