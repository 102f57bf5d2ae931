'use client'

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

// The article's renderer is fetched with the first article a visitor opens, not with the page.
const ArticleBody = lazy(() => import('./ArticleBody').then((m) => ({default: m.ArticleBody})))

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

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

type Text = {state: 'idle' | 'loading' | 'failed'} | {state: 'loaded'; body: unknown}

/**
 * The card's "Read More": a native modal <dialog> (showModal) holding the whole article. The page
 * holds only the card's preview (children); the article's text is fetched from `textUrl`
 * (app/api/articles/[slug]) when the dialog first opens, so /blog stays the same size however many
 * articles there are. Focus moves into the dialog and stays there (Tab and Shift+Tab wrap), Escape or
 * either close button (top right, footer) closes it, a click on the backdrop too, and focus returns
 * to the button that opened it.
 */
export function ReadMoreDialog({
  title,
  meta,
  describedBy,
  articleHref,
  textUrl,
  labels,
  children,
}: {
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
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const dialogId = useId()
  const [text, setText] = useState<Text>({state: 'idle'})
  const load = useCallback(async () => {
    setText({state: 'loading'})
    try {
      const res = await fetch(textUrl)
      if (!res.ok) throw new Error(`${textUrl} answered ${res.status}`)
      const {body} = (await res.json()) as {body: unknown}
      setText({state: 'loaded', body})
    } catch {
      setText({state: 'failed'})
    }
  }, [textUrl])
  // Invoker commands: the browser opens and closes the dialog even before this island has loaded.
  const invoke = (command: 'show-modal' | 'close') => ({commandfor: dialogId, command}) as Record<string, string>

  const close = useCallback(() => dialog.current?.close(), [])

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    const onClose = () => {
      document.documentElement.style.removeProperty('overflow')
      opener.current?.focus()
    }
    d.addEventListener('close', onClose)
    return () => d.removeEventListener('close', onClose)
  }, [])

  // Opened by the button (or by the browser's invoker command before this island loaded): fetch the
  // text, once; after a failure, again on the next opening.
  const state = useRef(text.state)
  state.current = text.state
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    const onToggle = () => {
      if (!d.open || !(state.current === 'idle' || state.current === 'failed')) return
      state.current = 'loading'
      void load()
    }
    onToggle()
    d.addEventListener('toggle', onToggle)
    return () => d.removeEventListener('toggle', onToggle)
  }, [load])

  const open = () => {
    const d = dialog.current
    if (!d || d.open) return
    d.showModal()
    document.documentElement.style.overflow = 'hidden'
    d.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    if (e.shiftKey && (document.activeElement === first || !e.currentTarget.contains(document.activeElement))) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={open}
        {...invoke('show-modal')}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-violet-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none"
      >
        {labels?.readMore}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          if (e.target === e.currentTarget) close()
        }}
        className="m-auto max-h-[90dvh] w-[min(48rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 open:flex open:flex-col"
      >
        <header className="flex items-start gap-4 border-b border-slate-200 px-6 py-4">
          <div className="min-w-0 flex-1">
            {meta ? <p className="text-xs font-semibold uppercase tracking-wider text-violet-700">{meta}</p> : null}
            <h2 id={titleId} className="mt-1 text-balance text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </h2>
          </div>
          <button
            type="button"
            data-autofocus
            onClick={close}
            {...invoke('close')}
            aria-label={labels?.closeArticle}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
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
          className="flex-1 overflow-y-auto overscroll-contain px-6 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700"
        >
          {text.state === 'loaded' ? (
            <Suspense fallback={children}>
              <ArticleBody value={text.body} shift />
            </Suspense>
          ) : (
            <>
              {children}
              <p role="status" className="mt-4 text-sm font-medium text-slate-600">
                {text.state === 'loading' ? labels?.loading : text.state === 'failed' ? labels?.failed : null}
              </p>
            </>
          )}
        </div>
        <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-6 py-4">
          {articleHref ? (
            <a
              href={articleHref}
              className="mr-auto text-sm font-semibold text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
            >
              {labels?.openArticlePage}
            </a>
          ) : null}
          <button
            type="button"
            onClick={close}
            {...invoke('close')}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
          >
            {labels?.closeDialog}
          </button>
        </footer>
      </dialog>
    </>
  )
}
