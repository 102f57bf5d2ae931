import {flushSync} from 'react-dom'
import {createRoot} from 'react-dom/client'
import {ArticleBody} from './ArticleBody'

/**
 * Renders an article's fetched text into its Read More dialog's empty text element: a React root of its
 * own, since the dialog is static markup, outside React's tree on a first load. Synchronously, so the
 * caller can hide the card's preview in the same frame the article appears. Loaded by
 * blog/article-dialogs.ts with the first article opened, so /blog's first load carries neither this
 * nor the Portable Text renderer.
 */
export function renderArticleText(container: HTMLElement, body: unknown) {
  flushSync(() => createRoot(container).render(<ArticleBody value={body} shift />))
}
