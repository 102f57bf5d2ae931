import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {getPage, getPageSlugs, getSettings, HOME_SLUG} from '../../content/fetch'
import {SiteShell} from '../../layout/SiteShell'
import {pageMetadata} from '../../lib/metadata'
import {Sections} from '../../sections/Sections'

type Props = {params: Promise<{slug?: string[]}>}

/** Only the pages in the content exist; any other path is a 404, never rendered on demand. */
export const dynamicParams = false

export async function generateStaticParams() {
  const slugs = await getPageSlugs()
  return slugs.map((s) => ({slug: s === HOME_SLUG ? [] : [s]}))
}

const slugOf = (parts?: string[]) => (parts?.length ? parts.join('/') : HOME_SLUG)

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const [page, settings] = await Promise.all([getPage(slug), getSettings()])
  if (!page) return {}
  return pageMetadata(page, settings, slug === HOME_SLUG ? '/' : `/${slug}`)
}

export default async function ContentPage({params}: Props) {
  const slug = slugOf((await params).slug)
  const [page, settings] = await Promise.all([getPage(slug), getSettings()])
  if (!page) notFound()
  const path = slug === HOME_SLUG ? '/' : `/${slug}`
  return (
    <SiteShell settings={settings} currentPath={path}>
      <Sections sections={page.sections} />
    </SiteShell>
  )
}
