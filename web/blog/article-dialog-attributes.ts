/**
 * The data attributes by which blog/article-dialogs.ts finds the parts of a card's Read More dialog
 * (blog/ReadMoreDialog.tsx). A module of their own: the server's markup needs them, and must not reach
 * the browser-only code that loads the article's text.
 */

/** Marks a card's article dialog; its value is where the article's text is fetched. */
export const ARTICLE_DIALOG_ATTRIBUTE = 'data-article-dialog'
/** The card's preview and the status line, shown until the article's text replaces them. */
export const ARTICLE_PREVIEW_ATTRIBUTE = 'data-article-preview'
/** Where the article's text is rendered once fetched. */
export const ARTICLE_TEXT_ATTRIBUTE = 'data-article-text'
/** The status line; `data-loading` and `data-failed` hold its two wordings. */
export const ARTICLE_STATUS_ATTRIBUTE = 'data-article-status'
