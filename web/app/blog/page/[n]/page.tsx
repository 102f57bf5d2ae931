import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import {permanentRedirect} from 'next/navigation'
import {ArticleListPage} from '../../../../blog/ArticleListPage'
import {archivePage, archivePageNumbers} from '../../../../blog/listing'
import {pageHref} from '../../../../blog/pagination'
import {BLOG_PATH} from '../../../../blog/paths'
import {getBlogPage, getCategories, getFrameSettings, getSettings, whenAvailable} from '../../../../content/fetch'
import {keepNotFoundBriefly} from '../../../../content/lifetime'
import {NotFoundPage, UnavailablePage} from '../../../../layout/ErrorPages'
import {errorMetadata, listSeo, pageMetadata} from '../../../../lib/metadata'

type Props = {params: Promise<{n: string}>}

/**
 * The archive: page n (2 and on) of every article, newest first, as many per page as /blog's grid
 * shows (/blog is page 1). Prerendered at the build; a page that exists only after a publish is
 * rendered on its first request and cached like the others, under the articles' tags. /blog/page/1
 * is /blog; a page past the end or an address that is not a page number is the site's 404.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return (await archivePageNumbers()).map((n) => ({n: String(n)}))
}

const read = (n: string) =>
  whenAvailable(() => Promise.all([archivePage(n), getSettings(), getBlogPage(), getCategories()]))

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {n} = await params
  const loaded = await read(n)
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [list, settings, blog] = loaded
  if (list.kind !== 'page') return errorMetadata(settings.wording, 'notFound')
  const heading = fill(settings.wording?.archiveHeading, {n: list.page, total: list.count})
  const seo = listSeo(`${heading} | ${settings.siteName}`, blog?.seo.description ?? settings.description)
  return pageMetadata({seo}, settings, pageHref(BLOG_PATH, list.page), {feed: blog?.seo.title, shareAddress: BLOG_PATH})
}

export default async function ArchivePage({params}: Props) {
  const {n} = await params
  const loaded = await read(n)
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [list, settings, blog, categories] = loaded
  if (list.kind === 'first') permanentRedirect(list.base)
  if (list.kind === 'notFound') {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const heading = fill(settings.wording?.archiveHeading, {n: list.page, total: list.count})
  return (
    <ArticleListPage
      settings={settings}
      crumbs={[{label: settings.wording?.blogCrumb ?? '', href: BLOG_PATH}, {label: heading}]}
      heading={heading}
      intro={blog?.list?.intro}
      articles={list.articles}
      base={list.base}
      page={list.page}
      count={list.count}
      categories={categories}
    />
  )
}
