import type {Metadata} from 'next'
import {CategoryListPage, categoryMetadata, categoryParams} from '../../../../../../blog/CategoryListPage'

type Props = {params: Promise<{slug: string; n: string}>}

/**
 * Page n (2 and on) of a category (blog/CategoryListPage.tsx); /page/1 is the category's own address,
 * and a page past the end the site's 404.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return (await categoryParams()).flatMap(({slug, n}) => (n ? [{slug, n}] : []))
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug, n} = await params
  return categoryMetadata(slug, n)
}

export default async function CategoryPageN({params}: Props) {
  const {slug, n} = await params
  return <CategoryListPage slug={slug} segment={n} />
}
