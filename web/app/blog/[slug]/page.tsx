import {formatArticleDate} from '@agency/schemas/lib/date'
import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import Link from 'next/link'
import {ArticleBody} from '../../../blog/ArticleBody'
import {ArticleMeta} from '../../../blog/ArticleMeta'
import {readingTimeText} from '../../../blog/BlogCard'
import {Breadcrumb} from '../../../blog/Breadcrumb'
import {articleContents, headingAnchors} from '../../../blog/contents'
import {articleHref, BLOG_PATH, categoryHref} from '../../../blog/paths'
import {ReadNext} from '../../../blog/ReadNext'
import {neighbours, relatedArticles} from '../../../blog/related'
import {blogPosting, breadcrumbList} from '../../../blog/structured-data'
import {contentsOf} from '../../../components/contents'
import {JsonLd} from '../../../components/JsonLd'
import {SanityImage} from '../../../components/SanityImage'
import {
  getArticle,
  getArticleCards,
  getArticleIndex,
  getArticleSlugs,
  getBlogPage,
  getFrameSettings,
  getSettings,
  whenAvailable,
} from '../../../content/fetch'
import {keepNotFoundBriefly} from '../../../content/lifetime'
import {NotFoundPage, UnavailablePage} from '../../../layout/ErrorPages'
import {FirstScreenEnd} from '../../../layout/FirstScreenEnd'
import {SiteShell} from '../../../layout/SiteShell'
import {clean} from '../../../lib/href'
import {errorMetadata, pageMetadata} from '../../../lib/metadata'
import {Contents} from '../../../sections/islands.client'

type Props = {params: Promise<{slug: string}>}

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

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  const loaded = await whenAvailable(() => Promise.all([getArticle(slug), getSettings(), getBlogPage()]))
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [article, settings, blog] = loaded
  if (!article) return errorMetadata(settings.wording, 'notFound')
  const seo = {...article.seo, image: article.seo.image?.asset ? article.seo.image : article.image}
  const meta = pageMetadata({seo}, settings, articleHref(slug), {type: 'article', feed: blog?.seo.title})
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.date,
      section: article.category?.title,
      tags: article.seo.keywords,
    },
  }
}

/** The article, its place in the list (related, previous and next) and the site's words. */
async function read(slug: string) {
  const [article, settings, index] = await Promise.all([getArticle(slug), getSettings(), getArticleIndex()])
  if (!article) return {article, settings, related: [], previous: null, next: null}
  const related = await getArticleCards(relatedArticles(index, article).map((a) => a._id))
  return {article, settings, related, ...neighbours(index, slug)}
}

export default async function BlogArticlePage({params}: Props) {
  const {slug} = await params
  const loaded = await whenAvailable(() => read(slug))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const {article, settings, related, previous, next} = loaded
  if (!article) {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const w = settings.wording
  const isoDate = clean(article.date)
  const date = formatArticleDate(isoDate)
  const category = article.category?.slug ? {title: article.category.title, slug: clean(article.category.slug)} : null
  const contents = contentsOf(articleContents(article.body))
  const anchors = new Map(headingAnchors(article.body).map((h) => [h.key, h.anchor]))
  // With a contents list, wide screens show it in a column beside the article; the article's parts
  // keep their reading width below that.
  const column = contents.length ? 'mx-auto w-full max-w-3xl xl:col-start-2 xl:max-w-none' : ''
  return (
    <SiteShell settings={settings} currentPath="/blog">
      <JsonLd data={blogPosting(article, settings.siteName)} />
      <JsonLd
        data={breadcrumbList([
          {name: w?.blogCrumb ?? '', path: BLOG_PATH},
          ...(category ? [{name: category.title, path: categoryHref(category.slug)}] : []),
          {name: article.title, path: articleHref(article.slug)},
        ])}
      />
      <div className="px-4 py-10 sm:px-6 lg:px-10 lg:py-16">
        <article
          className={
            contents.length
              ? 'mx-auto max-w-6xl xl:grid xl:grid-cols-[15rem_minmax(0,48rem)] xl:justify-center xl:gap-x-12'
              : 'mx-auto max-w-3xl'
          }
        >
          <div className={column}>
            <Breadcrumb
              label={w?.breadcrumbNav ?? ''}
              items={[
                {label: w?.blogCrumb ?? '', href: BLOG_PATH},
                ...(category ? [{label: category.title, href: categoryHref(category.slug)}] : []),
                {label: article.title},
              ]}
            />
            <header className="mt-6">
              <ArticleMeta
                category={category}
                date={date}
                isoDate={isoDate}
                readingTime={readingTimeText(article.body, w)}
              />
              <h1 className="mt-4 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {article.title}
              </h1>
              <p className="mt-4 text-pretty text-lg text-slate-600">{article.excerpt}</p>
            </header>
            {article.image?.asset ? (
              <SanityImage
                image={article.image}
                priority
                sizes="(min-width: 1280px) 768px, (min-width: 1024px) 688px, 100vw"
                className="mt-8 aspect-video w-full rounded-2xl object-cover"
              />
            ) : null}
          </div>
          <FirstScreenEnd />
          {contents.length ? (
            <div className="mx-auto mt-8 w-full max-w-3xl xl:col-start-1 xl:row-span-3 xl:row-start-1 xl:mt-0 xl:max-w-none">
              <Contents id="article-contents" title={w?.articleContents ?? ''} entries={contents} />
            </div>
          ) : null}
          <div className={`mt-4 ${column}`}>
            <ArticleBody value={article.body} anchors={anchors} />
          </div>
          <aside aria-labelledby="article-cta" className={`mt-12 rounded-2xl bg-violet-50 p-6 sm:p-8 ${column}`}>
            <h2 id="article-cta" className="text-xl font-bold text-slate-900">
              {w?.articleCtaHeading}
            </h2>
            <p className="mt-2 text-slate-700">{fill(w?.articleCtaText, {site: settings.siteName})}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link
                href="/contact"
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
              >
                {w?.articleCtaButton}
              </Link>
              <Link
                href={BLOG_PATH}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
              >
                {w?.articleCtaMore}
              </Link>
            </div>
          </aside>
        </article>
        <div className="mx-auto max-w-6xl">
          <ReadNext related={related} previous={previous} next={next} wording={w} />
        </div>
      </div>
    </SiteShell>
  )
}
