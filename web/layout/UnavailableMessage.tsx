import Link from 'next/link'
import type {Settings} from '../lib/types'

/** The body of the page shown when a page cannot be loaded for a moment, in the site wording's words. */
export function UnavailableMessage({wording}: {wording: Settings['wording']}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">{wording?.unavailableEyebrow}</p>
      <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{wording?.unavailableHeading}</h1>
      <p className="mt-4 text-lg text-slate-600">{wording?.unavailableText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800"
        >
          {wording?.unavailableHome}
        </Link>
      </div>
    </section>
  )
}
