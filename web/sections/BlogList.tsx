import {formatArticleDate} from '@agency/schemas/lib/date'
import {ArticleMeta} from '../blog/ArticleMeta'
import Link from 'next/link'
import {ArticleBody} from '../blog/ArticleBody'
import {articlePreview, hasContent} from '../blog/preview'
import type {ReadMoreDialogLabels} from '../blog/ReadMoreDialog.client'
import {ReadMoreDialog} from './islands.client'
import {SanityImage} from '../components/SanityImage'
import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

type Article = NonNullable<SectionOf<'blogList'>['articles']>[number]

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none'

/**
 * One article card: image, category, date, title (linking to the article page), excerpt, a preview of
 * the first 300 characters and "Read More", which opens the whole article in a dialog. An article
 * without content shows "Read More" as a link to /contact instead.
 */
export function BlogCard({
  article,
  priority = false,
  labels,
}: {
  article: Article
  priority?: boolean
  labels: ReadMoreDialogLabels | null
}) {
  const slug = clean(article.slug)
  const isoDate = clean(article.date)
  const date = formatArticleDate(isoDate)
  const withContent = hasContent(article.body)
  const href = `/blog/${slug}`
  const titleId = `article-${slug}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {article.image?.asset ? (
        <SanityImage
          image={article.image}
          priority={priority}
          sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta category={article.category} date={date} isoDate={isoDate} />
        <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          {withContent ? (
            <Link
              href={href}
              className="hover:text-violet-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              {article.title}
            </Link>
          ) : (
            article.title
          )}
        </h3>
        <p className="mt-2 text-pretty font-medium text-slate-700">{article.excerpt}</p>
        {withContent ? (
          <p data-preview className="mt-3 text-sm leading-relaxed text-slate-600">
            {articlePreview(article.body)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          {withContent ? (
            <ReadMoreDialog
              title={article.title}
              meta={[article.category, date].filter(Boolean).join(' · ')}
              describedBy={titleId}
              articleHref={href}
              labels={labels}
            >
              <ArticleBody value={article.body} shift />
            </ReadMoreDialog>
          ) : (
            <Link
              href="/contact"
              aria-describedby={titleId}
              className={`${button} bg-violet-700 text-white hover:bg-violet-800`}
            >
              {labels?.readMore}
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * The article grid: one column on phones, two on tablets, three on wide screens; newest first.
 * Right under the hero its first image is on screen at load (the page's largest paint on a phone), so
 * it is fetched first instead of lazily.
 */
export function BlogList({section, index = 0}: {section: SectionOf<'blogList'>; index?: number}) {
  const articles = section.articles ?? []
  return (
    <Section frame={section} container={false}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-blog-grid>
        {articles.map((a, i) => (
          <li key={a._id}>
            <BlogCard article={a} priority={index <= 1 && i === 0} labels={section.wording} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
