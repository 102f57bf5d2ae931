import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import {permanentRedirect} from 'next/navigation'
import {JsonLd} from '../components/JsonLd'
import {getBlogPage, getFrameSettings, getSettings, whenAvailable} from '../content/fetch'
import {keepNotFoundBriefly} from '../content/lifetime'
import {NotFoundPage, UnavailablePage} from '../layout/ErrorPages'
import {errorMetadata, listSeo, pageMetadata} from '../lib/metadata'
import {ArticleListPage} from './ArticleListPage'
import {categoryPage, categoryPages} from './listing'
import {pageHref, pageSizeOf} from './pagination'
import {BLOG_PATH} from './paths'
import {breadcrumbList, collectionPage} from './structured-data'

/** Every category page for the build: each category's first page (no n) and its numbered pages. */
export async function categoryParams(): Promise<Array<{slug: string; n?: string}>> {
  return (await categoryPages()).flatMap(({category, pages}) => [
    {slug: category.slug},
    ...Array.from({length: pages - 1}, (_, i) => ({slug: category.slug, n: String(i + 2)})),
  ])
}

const read = (slug: string, segment?: string) =>
  whenAvailable(() => Promise.all([categoryPage(slug, segment), getSettings(), getBlogPage()]))

/** "Lead Generation articles | Helix AI"; its later pages put "Page 2: " in front. */
function titleOf(category: string, page: number, settings: Awaited<ReturnType<typeof getSettings>>) {
  const title = fill(settings.wording?.categoryTitle, {category, site: settings.siteName})
  return page === 1 ? title : `${fill(settings.wording?.paginationPage, {n: page})}: ${title}`
}

export async function categoryMetadata(slug: string, segment?: string): Promise<Metadata> {
  const loaded = await read(slug, segment)
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [list, settings, blog] = loaded
  if (list.kind !== 'page') return errorMetadata(settings.wording, 'notFound')
  const seo = listSeo(titleOf(list.category.title, list.page, settings), list.category.description)
  return pageMetadata({seo}, settings, pageHref(list.base, list.page), {feed: blog?.seo.title, shareAddress: list.base})
}

/**
 * A category's page n: its name and description, its articles newest first (as many per page as
 * /blog's grid), numbered pages and every category, with CollectionPage and BreadcrumbList data.
 */
export async function CategoryListPage({slug, segment}: {slug: string; segment?: string}) {
  const loaded = await read(slug, segment)
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [list, settings, blog] = loaded
  if (list.kind === 'first') permanentRedirect(list.base)
  if (list.kind === 'notFound') {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const {category} = list
  const path = pageHref(list.base, list.page)
  const blogCrumb = settings.wording?.blogCrumb ?? ''
  const crumbs = [
    {label: blogCrumb, href: BLOG_PATH},
    ...(list.page === 1
      ? [{label: category.title}]
      : [{label: category.title, href: list.base}, {label: fill(settings.wording?.paginationPage, {n: list.page})}]),
  ]
  const offset = (list.page - 1) * pageSizeOf(blog?.list?.pageSize)
  return (
    <ArticleListPage
      settings={settings}
      crumbs={crumbs}
      eyebrow={settings.wording?.categoryEyebrow}
      heading={category.title}
      intro={category.description}
      articles={list.articles}
      empty={settings.wording?.categoryEmpty}
      base={list.base}
      page={list.page}
      count={list.count}
      categories={list.categories}
      currentCategory={category.slug}
      structuredData={
        <>
          <JsonLd
            data={collectionPage({
              name: category.title,
              description: category.description,
              path,
              siteName: settings.siteName,
              offset,
              articles: list.articles,
            })}
          />
          <JsonLd
            data={breadcrumbList([
              {name: blogCrumb, path: BLOG_PATH},
              {name: category.title, path: list.base},
              ...(list.page === 1 ? [] : [{name: fill(settings.wording?.paginationPage, {n: list.page}), path}]),
            ])}
          />
        </>
      }
    />
  )
}
