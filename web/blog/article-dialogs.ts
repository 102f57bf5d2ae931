/**
 * The blog cards' Read More dialogs (blog/ReadMoreDialog.tsx), worked from document listeners instead
 * of one hydrated island per card, which would make the dialogs most of what /blog hydrates. The browser does most of it: the buttons' invoker commands open and close the dialog,
 * showModal moves focus to its first control and makes the page behind it inert, Escape closes it, and
 * app/globals.css stops the page behind from scrolling while one is open. These listeners add:
 * - the article's text, fetched when the dialog first opens (and again after a failure), told in the
 *   dialog's status line while it loads or when it fails, and rendered in place of the card's preview
 *   (blog/article-text.tsx, a chunk of its own loaded with the first article opened);
 * - Tab and Shift+Tab wrapping inside the open dialog;
 * - a click on the backdrop closes it, and focus returns to the button that opened it;
 * - the buttons' commands in a browser without invoker commands (Safari before 26.2).
 *
 * `listenToArticleDialogs` is called once, when the root layout's island module is first evaluated,
 * before React hydrates; a dialog the browser opened before then gets its text at that moment.
 */

import {
  ARTICLE_DIALOG_ATTRIBUTE,
  ARTICLE_PREVIEW_ATTRIBUTE,
  ARTICLE_STATUS_ATTRIBUTE,
  ARTICLE_TEXT_ATTRIBUTE,
} from './article-dialog-attributes'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The text's state, kept on the dialog (`data-text`): absent until it first opens. */
type TextState = 'loading' | 'loaded' | 'failed'

const articleDialog = (element: Element | null): HTMLDialogElement | null =>
  element instanceof HTMLDialogElement && element.hasAttribute(ARTICLE_DIALOG_ATTRIBUTE) ? element : null

const openDialog = () => articleDialog(document.querySelector(`dialog[${ARTICLE_DIALOG_ATTRIBUTE}][open]`))

function setStatus(dialog: HTMLDialogElement, state: TextState) {
  dialog.dataset.text = state
  const status = dialog.querySelector<HTMLElement>(`[${ARTICLE_STATUS_ATTRIBUTE}]`)
  if (!status) return
  status.textContent =
    state === 'loading' ? (status.dataset.loading ?? '') : state === 'failed' ? (status.dataset.failed ?? '') : ''
}

async function fetchBody(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return ((await response.json()) as {body: unknown}).body
}

/** Fetches and shows the article's text, unless it is loading or shown already. */
async function loadText(dialog: HTMLDialogElement) {
  const url = dialog.getAttribute(ARTICLE_DIALOG_ATTRIBUTE)
  const state = dialog.dataset.text as TextState | undefined
  if (!url || state === 'loading' || state === 'loaded') return
  setStatus(dialog, 'loading')
  try {
    const [body, {renderArticleText}] = await Promise.all([fetchBody(url), import('./article-text')])
    const text = dialog.querySelector<HTMLElement>(`[${ARTICLE_TEXT_ATTRIBUTE}]`)
    const preview = dialog.querySelector<HTMLElement>(`[${ARTICLE_PREVIEW_ATTRIBUTE}]`)
    if (!text) return
    renderArticleText(text, body)
    if (preview) preview.hidden = true
    setStatus(dialog, 'loaded')
  } catch (error) {
    console.error(error)
    setStatus(dialog, 'failed')
  }
}

/** The Read More button that opens `dialog`, where focus returns when it closes. */
const openerOf = (dialog: HTMLDialogElement) =>
  document.querySelector<HTMLElement>(`[commandfor="${CSS.escape(dialog.id)}"][command="show-modal"]`)

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  // A click on the backdrop lands on the dialog itself: its content fills it edge to edge.
  const backdrop = articleDialog(event.target)
  if (backdrop?.open) return backdrop.close()

  const button = event.target.closest<HTMLButtonElement>('button[commandfor]')
  const dialog = articleDialog(button && document.getElementById(button.getAttribute('commandfor') ?? ''))
  if (!button || !dialog) return
  const command = button.getAttribute('command')
  if (!('command' in HTMLButtonElement.prototype)) {
    if (command === 'show-modal' && !dialog.open) dialog.showModal()
    if (command === 'close') dialog.close()
  }
  // The browser runs the button's command after this listener: the dialog is open by the next task.
  if (command === 'show-modal') setTimeout(() => dialog.open && void loadText(dialog))
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const dialog = openDialog()
  if (!dialog) return
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  )
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return
  const inside = dialog.contains(document.activeElement)
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

// `close` does not bubble: listened for in the capture phase.
function onClose(event: Event) {
  const dialog = articleDialog(event.target as Element | null)
  if (dialog) openerOf(dialog)?.focus()
}

const LISTENING = Symbol.for('agency.articleDialogs')
type Listeners = {click: typeof onClick; keydown: typeof onKeyDown; close: typeof onClose}

/** Starts the listeners, once per document (a module evaluated again, in development, replaces them). */
export function listenToArticleDialogs() {
  const doc = document as Document & {[LISTENING]?: Listeners}
  const previous = doc[LISTENING]
  if (previous) {
    doc.removeEventListener('click', previous.click)
    doc.removeEventListener('keydown', previous.keydown)
    doc.removeEventListener('close', previous.close, true)
  }
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  doc.addEventListener('close', onClose, true)
  doc[LISTENING] = {click: onClick, keydown: onKeyDown, close: onClose}
  // Opened by the browser's invoker command before this module was evaluated.
  const early = openDialog()
  if (early) void loadText(early)
}
