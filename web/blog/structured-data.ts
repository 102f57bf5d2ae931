/**
 * schema.org structured data for the blog's pages, as plain objects for components/JsonLd.tsx:
 * BreadcrumbList (article and category pages), CollectionPage (category pages) and BlogPosting
 * (article pages). Addresses are absolute, from NEXT_PUBLIC_SITE_URL.
 */
import {siteUrl} from '../content/env'
import {imageProps, type ImageInput} from '../content/image'
import {clean} from '../lib/href'
import {articleHref} from './paths'
import {wordCount} from './reading-time'
import type {TextBlock} from './preview'

const absolute = (path: string) => (path.startsWith('http') ? path : `${siteUrl()}${path}`)

/** The steps from the blog to the page, each with its absolute address. */
export function breadcrumbList(steps: Array<{name: string; path: string}>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absolute(step.path),
    })),
  }
}

/** A category page: its name, description and address, and the articles on this page of it, in order. */
export function collectionPage(p: {
  name: string
  description: string
  path: string
  siteName: string
  /** Where this page's first article stands in the whole list (0 on page 1). */
  offset: number
  articles: Array<{title: string; slug: string}>
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: p.name,
    description: p.description,
    url: absolute(p.path),
    isPartOf: {'@type': 'WebSite', name: p.siteName, url: absolute('/')},
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: p.articles.map((a, i) => ({
        '@type': 'ListItem',
        position: p.offset + i + 1,
        url: absolute(articleHref(clean(a.slug))),
        name: a.title,
      })),
    },
  }
}

/** An article: headline, dates, section, words, picture, and the site as author and publisher. */
export function blogPosting(
  article: {
    title: string
    slug: string
    excerpt: string
    date: string
    _updatedAt?: string | null
    category?: {title?: string | null} | null
    image?: ImageInput | null
    seo: {keywords: string[]; canonicalUrl?: string | null}
    body?: readonly TextBlock[] | null
  },
  siteName: string,
) {
  const url = article.seo.canonicalUrl || absolute(articleHref(article.slug))
  const image = imageProps(article.image, 1200)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: clean(article.date),
    dateModified: article._updatedAt?.slice(0, 10) || clean(article.date),
    articleSection: article.category?.title ?? undefined,
    keywords: article.seo.keywords.join(', '),
    wordCount: wordCount(article.body),
    url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    ...(image ? {image: [absolute(image.src)]} : {}),
    author: {'@type': 'Organization', name: siteName, url: siteUrl()},
    publisher: {'@type': 'Organization', name: siteName, url: siteUrl()},
  }
}
