import {fill} from '@agency/schemas/lib/fill'
import Link from 'next/link'
import {Icon} from '../components/Icon'
import {clean} from '../lib/href'
import type {Settings} from '../lib/types'
import type {SearchResult} from './rank'
import type {Segment} from './text'

/** Text with its matches in <mark>: React escapes every piece, nothing is written as HTML. */
function Marked({segments}: {segments: Segment[]}) {
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-amber-200/80 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  )
}

/** The results of a search: each with its title and address (links) and a snippet, matches marked. */
export function ResultList({results, host}: {results: SearchResult[]; host: string}) {
  return (
    <ol className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
      {results.map((r) => (
        <li key={r.path} className="py-5">
          <h2 className="text-lg font-semibold leading-snug text-slate-900">
            <Link
              href={r.path}
              prefetch={false}
              className="text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              <Marked segments={r.title} />
            </Link>
          </h2>
          <p className="mt-1 break-all text-sm text-emerald-800">
            {host}
            {r.path === '/' ? '' : r.path}
          </p>
          <p className="mt-2 text-pretty text-slate-700">
            <Marked segments={r.snippet} />
          </p>
        </li>
      ))}
    </ol>
  )
}

/** The way on when there is nothing to show: the site's main services (the footer's service links). */
export function ServiceSuggestions({settings}: {settings: Settings}) {
  const services = settings.footerServices ?? []
  if (!services.length) return null
  return (
    <section aria-labelledby="search-suggestions" className="mt-10">
      <h2 id="search-suggestions" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        {settings.wording?.searchSuggestions}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {services.map((s) => (
          <li key={s.href}>
            <Link
              href={clean(s.href)}
              prefetch={false}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-slate-900 hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              <span
                aria-hidden="true"
                className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-violet-100 text-violet-700"
              >
                <Icon name={s.icon} className="h-4 w-4" />
              </span>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The line under the heading: how many matched. */
export const countLine = (wording: Settings['wording'], n: number) =>
  n === 1 ? (wording?.searchOneResult ?? '') : fill(wording?.searchManyResults, {n})
