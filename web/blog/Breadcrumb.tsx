import Link from 'next/link'

export interface Crumb {
  label: string
  /** Every step but the last (the page itself) links to its page. */
  href?: string
}

/** The path from the blog to this page, e.g. Blog / Lead Generation / the article; the last step is the current page. */
export function Breadcrumb({items, label}: {items: Crumb[]; label: string}) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return (
            <li key={item.href ?? item.label} className={`flex min-w-0 items-center gap-2 ${last ? 'max-w-full' : ''}`}>
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className="truncate">
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="inline-flex min-h-6 items-center font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                >
                  {item.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
