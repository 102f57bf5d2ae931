import Link from 'next/link'
import type {Settings} from '../lib/types'

/** The body of the 404 page, in the site wording's words. */
export function NotFoundMessage({wording}: {wording: Settings['wording']}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">{wording?.notFoundEyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{wording?.notFoundHeading}</h1>
      <p className="mt-4 text-lg text-slate-600">{wording?.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800"
        >
          {wording?.notFoundHome}
        </Link>
        <Link
          href="/contact"
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50"
        >
          {wording?.notFoundContact}
        </Link>
      </div>
    </section>
  )
}
