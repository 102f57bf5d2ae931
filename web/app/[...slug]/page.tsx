import {getPageSlugs, HOME_SLUG} from '../../content/fetch'
import {ContentPage, contentPageMetadata} from '../../layout/ContentPage'

type Props = {params: Promise<{slug: string[]}>}

/**
 * Every page but the home page (app/page.tsx), rendered by layout/ContentPage.tsx. Pages are
 * prerendered; a page published later is rendered on its first visit, then cached.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  const slugs = await getPageSlugs()
  return slugs.filter((slug) => slug !== HOME_SLUG).map((slug) => ({slug: [slug]}))
}

export async function generateMetadata({params}: Props) {
  return contentPageMetadata((await params).slug.join('/'))
}

export default async function Page({params}: Props) {
  return <ContentPage slug={(await params).slug.join('/')} />
}
