import Link from 'next/link'
import type {ReactNode} from 'react'
import {
  ARTICLE_DIALOG_ATTRIBUTE,
  ARTICLE_PREVIEW_ATTRIBUTE,
  ARTICLE_STATUS_ATTRIBUTE,
  ARTICLE_TEXT_ATTRIBUTE,
} from './article-dialog-attributes'

/** The dialog's words, from the site's wording. */
export interface ReadMoreDialogLabels {
  readMore: string
  closeArticle: string
  closeDialog: string
  openArticlePage: string
  articleText: string
  loading: string
  failed: string
}

// Invoker commands: the browser opens and closes the dialog with no script of ours (blog/article-dialogs.ts
// does it in a browser without them).
const invoke = (dialogId: string, command: 'show-modal' | 'close') =>
  ({commandfor: dialogId, command}) as Record<string, string>

/**
 * The card's "Read More": a native modal <dialog> (showModal) holding the whole article. It is static
 * markup with no handler of its own (hydrated dialogs would be most of /blog's hydration),
 * worked by the browser and by the document listeners of blog/article-dialogs.ts, which the root
 * layout's island starts:
 * - the button opens the dialog by its invoker command; focus moves to its first control, the close
 *   button at the top right; Escape, either close button (top right, footer) and a click on the
 *   backdrop close it, and focus returns to the button;
 * - while open, Tab and Shift+Tab wrap inside it and the page behind does not scroll (app/globals.css);
 * - the page holds only the card's preview (children); the article's text is fetched from `textUrl`
 *   (app/api/articles/[slug]) when the dialog first opens, so /blog stays the same size however many
 *   articles there are. A failed fetch is told in the status line and tried again on the next opening;
 *   the footer's link to the article's page opens it client-side, like every link of the site.
 */
export function ReadMoreDialog({
  id,
  title,
  meta,
  describedBy,
  articleHref,
  textUrl,
  labels,
  children,
}: {
  /** The dialog's id, unique on the page; its title's id is derived from it. */
  id: string
  title: string
  meta?: string
  describedBy?: string
  articleHref?: string
  /** Where the article's text is fetched: JSON {body} (Portable Text). */
  textUrl: string
  /** Null only when the site settings are missing. */
  labels: ReadMoreDialogLabels | null
  children: ReactNode
}) {
  const titleId = `${id}-title`
  return (
    <>
      <button
        type="button"
        {...invoke(id, 'show-modal')}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className="read-more-button"
      >
        {labels?.readMore}
      </button>
      <dialog id={id} aria-labelledby={titleId} {...{[ARTICLE_DIALOG_ATTRIBUTE]: textUrl}} className="article-dialog">
        <header className="article-dialog-header">
          <div className="min-w-0 flex-1">
            {meta ? <p className="article-dialog-meta">{meta}</p> : null}
            <h2 id={titleId} className="article-dialog-title">
              {title}
            </h2>
          </div>
          {/* The dialog's first control: showModal focuses it. */}
          <button
            type="button"
            {...invoke(id, 'close')}
            aria-label={labels?.closeArticle}
            className="article-dialog-close-icon"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        {/* Focusable so keyboard users can scroll the article with the arrow keys. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a scrollable region inside the dialog, not a page section */}
        <div
          role="region"
          aria-label={labels?.articleText}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
          tabIndex={0}
          className="article-dialog-text"
        >
          <div {...{[ARTICLE_PREVIEW_ATTRIBUTE]: ''}}>
            {children}
            <p
              role="status"
              {...{[ARTICLE_STATUS_ATTRIBUTE]: ''}}
              data-loading={labels?.loading}
              data-failed={labels?.failed}
              className="mt-4 text-sm font-medium text-slate-600"
            />
          </div>
          <div {...{[ARTICLE_TEXT_ATTRIBUTE]: ''}} />
        </div>
        <footer className="article-dialog-footer">
          {articleHref ? (
            <Link href={articleHref} className="article-dialog-page-link">
              {labels?.openArticlePage}
            </Link>
          ) : null}
          <button type="button" {...invoke(id, 'close')} className="article-dialog-close">
            {labels?.closeDialog}
          </button>
        </footer>
      </dialog>
    </>
  )
}
