import type {Metadata} from 'next'
import {CategoryListPage, categoryMetadata, categoryParams} from '../../../../blog/CategoryListPage'

type Props = {params: Promise<{slug: string}>}

/**
 * A category's page: its name and description (from the category document), its articles newest
 * first, numbered pages (/blog/category/<slug>/page/2, ...) and the other categories. Prerendered; a
 * category added later is rendered on its first request, then cached under the categories' and the
 * articles' tags. An unknown category is the site's 404.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return (await categoryParams()).filter((p) => p.n === undefined).map(({slug}) => ({slug}))
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug)
}

export default async function CategoryPage({params}: Props) {
  return <CategoryListPage slug={(await params).slug} />
}
