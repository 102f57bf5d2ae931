import {formatArticleDate} from '@agency/schemas/lib/date'
import {fill} from '@agency/schemas/lib/fill'
import Link from 'next/link'
import {SanityImage} from '../components/SanityImage'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {clean} from '../lib/href'
import type {Wording} from '../lib/types'
import type {BlogCardsQueryResult} from '../sanity.types'
import {ArticleMeta} from './ArticleMeta'
import {articleHref, articleTextHref} from './paths'
import {articlePreview, hasContent} from './preview'
import {ReadMoreDialog, type ReadMoreDialogLabels} from './ReadMoreDialog'
import {readingMinutes} from './reading-time'

export type CardArticle = BlogCardsQueryResult[number]

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none'

/** "6 min read" in the site wording's words, or nothing for an article without text. */
export function readingTimeText(body: CardArticle['body'], wording: Wording): string | null {
  const minutes = readingMinutes(body)
  return minutes ? fill(wording?.readingTime, {n: minutes}) : null
}

/** The dialog's words, only those it shows. */
const dialogLabels = (w: Wording): ReadMoreDialogLabels | null =>
  w
    ? {
        readMore: w.readMore,
        closeArticle: w.closeArticle,
        closeDialog: w.closeDialog,
        openArticlePage: w.openArticlePage,
        articleText: w.articleText,
        loading: w.dialogLoading,
        failed: w.dialogFailed,
      }
    : null

/**
 * One article card: image, category (linking to its page), date, reading time, title (linking to the
 * article page) and excerpt. In a grid (`readMore`) it adds a preview of the first 300 characters and
 * "Read More", which opens the whole article in a dialog; an article without content shows "Read More"
 * as a link to /contact instead. `heading` is the title's level: h3 under a section's h2, h2 under a
 * page's h1.
 */
export function BlogCard({
  article,
  wording,
  priority = false,
  readMore = true,
  heading: Heading = 'h3',
}: {
  article: CardArticle
  wording: Wording
  priority?: boolean
  readMore?: boolean
  heading?: 'h2' | 'h3'
}) {
  const slug = clean(article.slug)
  const isoDate = clean(article.date)
  const date = formatArticleDate(isoDate)
  const withContent = hasContent(article.body)
  const href = articleHref(slug)
  const titleId = `article-${slug}-title`
  const preview = readMore && withContent ? articlePreview(article.body) : null
  // The whole card is static markup React does not hydrate: its links are worked by the
  // root layout's listeners, and its Read More dialog by the browser and blog/article-dialogs.ts.
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <StaticMarkup>
        {article.image?.asset ? (
          <SanityImage
            image={article.image}
            priority={priority}
            sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw"
            className="aspect-video w-full object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          <ArticleMeta
            category={article.category}
            date={date}
            isoDate={isoDate}
            readingTime={readingTimeText(article.body, wording)}
          />
          <Heading id={titleId} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
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
          </Heading>
          <p className="mt-2 text-pretty font-medium text-slate-700">{article.excerpt}</p>
          {preview ? (
            <p data-preview className="mt-3 text-sm leading-relaxed text-slate-600">
              {preview}
            </p>
          ) : null}
          {readMore ? <ReadMoreButton article={article} wording={wording} titleId={titleId} /> : null}
        </div>
      </StaticMarkup>
    </article>
  )
}

/** The grid card's "Read More": the dialog for an article with content, /contact for one without. */
function ReadMoreButton({article, wording, titleId}: {article: CardArticle; wording: Wording; titleId: string}) {
  const slug = clean(article.slug)
  const preview = articlePreview(article.body)
  if (!hasContent(article.body)) {
    return (
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        <Link
          href="/contact"
          aria-describedby={titleId}
          className={`${button} bg-violet-700 text-white hover:bg-violet-800`}
        >
          {wording?.readMore}
        </Link>
      </div>
    )
  }
  const date = formatArticleDate(clean(article.date))
  return (
    <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
      <ReadMoreDialog
        id={`read-more-${slug}`}
        title={article.title}
        meta={[article.category?.title, date].filter(Boolean).join(' · ')}
        describedBy={titleId}
        articleHref={articleHref(slug)}
        textUrl={articleTextHref(slug)}
        labels={dialogLabels(wording)}
      >
        <p className="mt-4 leading-relaxed text-slate-700">{preview}</p>
      </ReadMoreDialog>
    </div>
  )
}
