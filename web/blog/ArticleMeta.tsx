import Link from 'next/link'
import {categoryHref} from './paths'

/**
 * An article's category (a link to its page), date and reading time, as cards and article pages
 * show them. The reading time arrives with its words filled in ("6 min read"); none when it is empty.
 */
export function ArticleMeta({
  category,
  date,
  isoDate,
  readingTime,
}: {
  category?: {title?: string | null; slug?: string | null} | null
  date?: string | null
  isoDate?: string | null
  readingTime?: string | null
}) {
  const chip = 'rounded-full bg-violet-100 px-2.5 py-1 uppercase tracking-wider text-violet-800'
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold">
      {category?.title ? (
        category.slug ? (
          <Link
            href={categoryHref(category.slug)}
            className={`${chip} inline-flex min-h-6 items-center hover:bg-violet-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700`}
          >
            {category.title}
          </Link>
        ) : (
          <span className={chip}>{category.title}</span>
        )
      ) : null}
      {/* Date and reading time stay together on one line when a narrow card wraps the line. */}
      {date || readingTime ? (
        <span className="inline-flex flex-wrap items-center gap-x-2 text-slate-600">
          {date ? <time dateTime={isoDate ?? undefined}>{date}</time> : null}
          {date && readingTime ? <span aria-hidden="true">·</span> : null}
          {readingTime ? <span>{readingTime}</span> : null}
        </span>
      ) : null}
    </p>
  )
}
