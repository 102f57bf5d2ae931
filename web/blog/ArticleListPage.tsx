import type {ReactNode} from 'react'
import {FirstScreenEnd} from '../layout/FirstScreenEnd'
import {SiteShell} from '../layout/SiteShell'
import type {Settings} from '../lib/types'
import {ArticleGrid} from './ArticleGrid'
import {Breadcrumb, type Crumb} from './Breadcrumb'
import type {CardArticle} from './BlogCard'
import {CategoryNav} from './CategoryNav'
import {Pagination} from './Pagination'

/**
 * A page of articles the blog makes itself (archive pages, category pages): breadcrumb, heading with
 * an optional line above and text under it, the cards (titles are h2 under the page's h1), numbered
 * pages and the category list. Blog is marked in the sidebar.
 */
export function ArticleListPage({
  settings,
  crumbs,
  eyebrow,
  heading,
  intro,
  articles,
  empty,
  base,
  page,
  count,
  categories,
  currentCategory,
  structuredData,
}: {
  settings: Settings
  crumbs: Crumb[]
  eyebrow?: string | null
  heading: string
  intro?: string | null
  articles: CardArticle[]
  /** Shown instead of the grid when the list has no articles. */
  empty?: string | null
  base: string
  page: number
  count: number
  categories: Array<{_id: string; title: string; slug: string}>
  currentCategory?: string
  structuredData?: ReactNode
}) {
  const w = settings.wording
  return (
    <SiteShell settings={settings} currentPath="/blog">
      {structuredData}
      <div className="px-4 py-10 sm:px-6 lg:px-10 lg:py-16">
        <div className="mx-auto max-w-6xl">
          <Breadcrumb items={crumbs} label={w?.breadcrumbNav ?? ''} />
          <header className="mx-auto mt-8 mb-10 max-w-3xl text-center">
            {eyebrow ? (
              <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-violet-700">{eyebrow}</p>
            ) : null}
            <h1 className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
            {intro ? <p className="mt-4 text-pretty text-lg text-slate-600">{intro}</p> : null}
          </header>
          <FirstScreenEnd />
          {articles.length ? (
            <ArticleGrid articles={articles} wording={w} priorityFirst heading="h2" />
          ) : (
            <p className="mx-auto max-w-2xl rounded-2xl bg-slate-50 p-6 text-center text-slate-700 ring-1 ring-slate-200">
              {empty}
            </p>
          )}
          <Pagination base={base} current={page} count={count} wording={w} />
          <CategoryNav categories={categories} current={currentCategory} wording={w} />
        </div>
      </div>
    </SiteShell>
  )
}
