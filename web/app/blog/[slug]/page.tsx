import {formatArticleDate} from '@agency/schemas/lib/date'
import {fill} from '@agency/schemas/lib/fill'
import {ArticleMeta} from '../../../blog/ArticleMeta'
import type {Metadata} from 'next'
import Link from 'next/link'
import {ArticleBody} from '../../../blog/ArticleBody'
import {plainText} from '../../../blog/preview'
import {SanityImage} from '../../../components/SanityImage'
import {siteUrl} from '../../../content/env'
import {getArticle, getArticleSlugs, getFrameSettings, getSettings, whenAvailable} from '../../../content/fetch'
import {imageProps} from '../../../content/image'
import {NotFoundPage, UnavailablePage} from '../../../layout/ErrorPages'
import {SiteShell} from '../../../layout/SiteShell'
import {clean} from '../../../lib/href'
import {keepNotFoundBriefly} from '../../../content/lifetime'
import {errorMetadata, pageMetadata} from '../../../lib/metadata'
import type {BlogArticleQueryResult} from '../../../sanity.types'

type Props = {params: Promise<{slug: string}>}
type Article = NonNullable<BlogArticleQueryResult>

/**
 * Every article is prerendered at build time; an article published later is rendered on its first
 * request and then cached like a page, until the webhook revalidates its tags. A slug without an
 * article is the site's 404 page, and an article the Content Lake cannot give the site's "temporarily
 * unavailable" page (layout/ErrorPages.tsx).
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({slug}))
}

const pathOf = (slug: string) => `/blog/${slug}`

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  const loaded = await whenAvailable(() => Promise.all([getArticle(slug), getSettings()]))
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [article, settings] = loaded
  if (!article) return errorMetadata(settings.wording, 'notFound')
  const seo = {...article.seo, image: article.seo.image?.asset ? article.seo.image : article.image}
  const meta = pageMetadata({seo}, settings, pathOf(slug), 'article')
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.date,
      section: article.category,
      tags: article.seo.keywords,
    },
  }
}

/** schema.org BlogPosting for search engines; `<` is escaped so the JSON cannot close the script tag. */
function blogPosting(article: Article, siteName: string) {
  const base = siteUrl()
  const url = article.seo.canonicalUrl || `${base}${pathOf(article.slug)}`
  const image = imageProps(article.image, 1200)
  const text = plainText(article.body)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: clean(article.date),
    dateModified: article._updatedAt?.slice(0, 10) || clean(article.date),
    articleSection: article.category,
    keywords: article.seo.keywords.join(', '),
    wordCount: text ? text.split(' ').length : 0,
    url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    ...(image ? {image: [image.src.startsWith('http') ? image.src : `${base}${image.src}`]} : {}),
    author: {'@type': 'Organization', name: siteName, url: base},
    publisher: {'@type': 'Organization', name: siteName, url: base},
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export default async function BlogArticlePage({params}: Props) {
  const {slug} = await params
  const loaded = await whenAvailable(() => Promise.all([getArticle(slug), getSettings()]))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [article, settings] = loaded
  if (!article) {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const isoDate = clean(article.date)
  const date = formatArticleDate(isoDate)
  return (
    <SiteShell settings={settings} currentPath="/blog">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: blogPosting() is JSON with `<` escaped, never HTML */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{__html: blogPosting(article, settings.siteName)}} />
      <article className="px-4 py-10 sm:px-6 lg:px-10 lg:py-16">
        <div className="mx-auto max-w-3xl">
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap items-center gap-2 text-slate-600">
              <li>
                <Link
                  href="/blog"
                  className="font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
                >
                  {settings.wording?.blogCrumb}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="truncate">
                {article.title}
              </li>
            </ol>
          </nav>
          <header className="mt-6">
            <ArticleMeta category={article.category} date={date} isoDate={isoDate} />
            <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-4 text-pretty text-lg text-slate-600">{article.excerpt}</p>
          </header>
          {article.image?.asset ? (
            <SanityImage
              image={article.image}
              priority
              sizes="(min-width: 1024px) 768px, 100vw"
              className="mt-8 aspect-video w-full rounded-2xl object-cover"
            />
          ) : null}
          <div className="mt-4">
            <ArticleBody value={article.body} />
          </div>
          <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-violet-50 p-6 sm:p-8">
            <h2 id="article-cta" className="text-xl font-bold text-slate-900">
              {settings.wording?.articleCtaHeading}
            </h2>
            <p className="mt-2 text-slate-700">{fill(settings.wording?.articleCtaText, {site: settings.siteName})}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link
                href="/contact"
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
              >
                {settings.wording?.articleCtaButton}
              </Link>
              <Link
                href="/blog"
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
              >
                {settings.wording?.articleCtaMore}
              </Link>
            </div>
          </aside>
        </div>
      </article>
    </SiteShell>
  )
}
