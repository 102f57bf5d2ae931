/**
 * The blog articles. Each is written in a small markup (studio/seed/markup.ts) in studio/seed/blog/<slug>.md (front
 * matter: title, date, category, excerpt, image, alt, keywords, optional seoTitle) and converted into
 * Portable Text here, when `npm run content:build` runs. Prices are written as {{price:<id>}} and become
 * references to the package or offer that holds them.
 */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {BLOG_CATEGORIES, blogCategoryId} from '@agency/schemas/documents/blogCategory'
import {markupToBlocks, parseArticle} from '../markup'
import type {BlogArticle} from '@agency/web/sanity.types'
import {img, ref, type SeedDoc} from '../lib'
import packages from './packages'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../blog')
const priceIds = new Set(packages.map((p) => p._id))
const SITE = 'Helix AI'

function required(meta: Record<string, string>, field: string, file: string): string {
  const v = meta[field]
  if (!v) throw new Error(`studio/seed/blog/${file}: front matter lacks "${field}"`)
  return v
}

export function loadArticle(file: string): SeedDoc<BlogArticle> {
  const slug = file.replace(/\.md$/, '')
  const {meta, body} = parseArticle(readFileSync(path.join(dir, file), 'utf8'))
  const title = required(meta, 'title', file)
  const date = required(meta, 'date', file)
  const category = required(meta, 'category', file)
  const excerpt = required(meta, 'excerpt', file)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`)
  if (!(BLOG_CATEGORIES as readonly string[]).includes(category))
    throw new Error(`${file}: unknown category "${category}"`)
  if (excerpt.length > 200)
    throw new Error(`${file}: the excerpt is also the search description, at most 200 characters`)
  const seoTitle = meta.seoTitle || (`${title} | ${SITE}`.length <= 70 ? `${title} | ${SITE}` : title)
  if (seoTitle.length > 70) throw new Error(`${file}: give a seoTitle of at most 70 characters`)
  return {
    _id: `blog-${slug}`,
    _type: 'blogArticle',
    title,
    slug: {_type: 'slug', current: slug},
    date,
    category: ref(blogCategoryId(category)),
    excerpt,
    image: img(required(meta, 'image', file), required(meta, 'alt', file)),
    body: markupToBlocks(body, {keyPrefix: slug, priceIds}) as NonNullable<SeedDoc<BlogArticle>['body']>,
    seo: {
      title: seoTitle,
      description: excerpt,
      keywords: required(meta, 'keywords', file)
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
  }
}

const articles = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map(loadArticle)

export default articles
