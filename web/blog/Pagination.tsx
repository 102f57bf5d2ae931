import {fill} from '@agency/schemas/lib/fill'
import Link from 'next/link'
import type {Wording} from '../lib/types'
import {pageHref, pageLinks} from './pagination'

const link =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none'

/** A chevron for Previous and Next on phones, where their words are read by screen readers only. */
function Chevron({side}: {side: 'previous' | 'next'}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 sm:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={side === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

/**
 * The numbered links under an article grid: Previous, the first and last page, the pages around the
 * current one (gaps where numbers are left out), Next. A navigation landmark named by the wording;
 * each number is read as "Page 3", and the current page is marked with aria-current. On phones the
 * bar keeps to one line: Previous and Next become chevrons (their words stay for screen readers) and
 * only the first, current and last numbers show. Nothing when the list fits one page.
 */
export function Pagination({
  base,
  current,
  count,
  wording,
}: {
  /** The list's own address (page 1): /blog or /blog/category/<slug>. */
  base: string
  current: number
  count: number
  wording: Wording
}) {
  if (count <= 1) return null
  return (
    <nav aria-label={wording?.paginationNav} className="mt-12" data-pagination>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {current > 1 ? (
          <li>
            <Link
              href={pageHref(base, current - 1)}
              rel="prev"
              className={`${link} text-slate-900 ring-slate-300 hover:bg-slate-50`}
            >
              <Chevron side="previous" />
              <span className="max-sm:sr-only">{wording?.paginationPrevious}</span>
            </Link>
          </li>
        ) : null}
        {pageLinks(current, count).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n} className={n === 1 || n === current || n === count ? '' : 'max-sm:hidden'}>
              <Link
                href={pageHref(base, n)}
                aria-label={fill(wording?.paginationPage, {n})}
                aria-current={n === current ? 'page' : undefined}
                className={`${link} ${n === current ? 'bg-violet-700 text-white ring-violet-700' : 'text-slate-900 ring-slate-300 hover:bg-slate-50'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {current < count ? (
          <li>
            <Link
              href={pageHref(base, current + 1)}
              rel="next"
              className={`${link} text-slate-900 ring-slate-300 hover:bg-slate-50`}
            >
              <span className="max-sm:sr-only">{wording?.paginationNext}</span>
              <Chevron side="next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
