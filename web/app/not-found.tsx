import type {Metadata} from 'next'
import Link from 'next/link'
import {getSettings} from '../content/fetch'
import {SiteShell} from '../layout/SiteShell'

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for does not exist or has moved.',
  robots: {index: false},
}

export default async function NotFound() {
  const settings = await getSettings()
  return (
    <SiteShell settings={settings}>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">Error 404</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">We couldn&apos;t find that page</h1>
        <p className="mt-4 text-lg text-slate-600">
          The address may be mistyped, or the page has moved. Everything we offer is one click away in the menu, or
          start from the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800"
          >
            Go to the home page
          </Link>
          <Link
            href="/contact"
            className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50"
          >
            Contact us
          </Link>
        </div>
      </section>
    </SiteShell>
  )
}
