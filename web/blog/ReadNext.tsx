import Link from 'next/link'
import type {Wording} from '../lib/types'
import {ArticleGrid} from './ArticleGrid'
import type {CardArticle} from './BlogCard'
import {articleHref} from './paths'

type Neighbour = {title: string; slug: string} | null

/**
 * What to read next, at the end of an article: three related articles (blog/related.ts chooses them)
 * and the previous (older) and next (newer) article.
 */
export function ReadNext({
  related,
  previous,
  next,
  wording,
}: {
  related: CardArticle[]
  previous: Neighbour
  next: Neighbour
  wording: Wording
}) {
  const neighbour = (article: Neighbour, label: string | undefined, side: 'previous' | 'next') =>
    article ? (
      <Link
        href={articleHref(article.slug)}
        rel={side === 'previous' ? 'prev' : 'next'}
        className={`group flex min-h-11 flex-col rounded-2xl p-5 ring-1 ring-slate-200 transition-colors hover:bg-violet-50 hover:ring-violet-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none ${side === 'next' ? 'sm:col-start-2 sm:text-right' : ''}`}
      >
        <span className="text-xs font-semibold uppercase tracking-wider text-violet-700">
          <span aria-hidden="true">{side === 'previous' ? '← ' : ''}</span>
          {label}
          <span aria-hidden="true">{side === 'next' ? ' →' : ''}</span>
        </span>
        <span className="mt-1 font-semibold text-slate-900 group-hover:underline">{article.title}</span>
      </Link>
    ) : null
  return (
    <>
      {related.length ? (
        <section aria-labelledby="related-articles" className="mt-16">
          <h2 id="related-articles" className="text-2xl font-bold tracking-tight text-slate-900">
            {wording?.relatedHeading}
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={related} wording={wording} readMore={false} />
          </div>
        </section>
      ) : null}
      {previous || next ? (
        <nav aria-label={wording?.neighboursNav} className="mt-12 grid gap-4 sm:grid-cols-2">
          {neighbour(previous, wording?.previousArticle, 'previous')}
          {neighbour(next, wording?.nextArticle, 'next')}
        </nav>
      ) : null}
    </>
  )
}
