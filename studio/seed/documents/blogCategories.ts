import {BLOG_CATEGORIES, blogCategoryId} from '@agency/schemas/documents/blogCategory'
import type {BlogCategory} from '@agency/web/sanity.types'
import type {SeedDoc} from '../lib'

/** The blog's nine categories; articles (blog.ts) reference them by the name in their front matter. */
const categories: SeedDoc<BlogCategory>[] = BLOG_CATEGORIES.map((title) => ({
  _id: blogCategoryId(title),
  _type: 'blogCategory',
  title,
}))

export default categories
