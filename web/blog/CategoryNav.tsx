import Link from 'next/link'
import type {Wording} from '../lib/types'
import {categoryHref} from './paths'

/** Links to every category's page, the current one marked, under the archive's and the categories' grids. */
export function CategoryNav({
  categories,
  current,
  wording,
}: {
  categories: Array<{_id: string; title: string; slug: string}>
  current?: string
  wording: Wording
}) {
  if (!categories.length) return null
  return (
    <nav aria-labelledby="blog-categories" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="blog-categories" className="text-center text-lg font-semibold text-slate-900">
        {wording?.categoriesNav}
      </h2>
      <ul className="mt-5 flex flex-wrap justify-center gap-2">
        {categories.map((c) => (
          <li key={c._id}>
            <Link
              href={categoryHref(c.slug)}
              aria-current={c.slug === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none ${c.slug === current ? 'bg-violet-700 text-white ring-violet-700' : 'text-slate-800 ring-slate-300 hover:bg-violet-50'}`}
            >
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
