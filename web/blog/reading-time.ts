/**
 * Reading time, computed from an article's Portable Text when the card or page is rendered: its words
 * (the same plain text as the card preview: headings, paragraphs, list items, quoted prices) at 225
 * words a minute, rounded up. Pure, so it is unit-tested.
 */
import {plainText, type TextBlock} from './preview'

/** An adult's silent reading speed for non-fiction on a screen, in words a minute. */
export const WORDS_PER_MINUTE = 225

/** The words of an article's text. */
export function wordCount(blocks: readonly TextBlock[] | null | undefined): number {
  const text = plainText(blocks)
  return text ? text.split(' ').length : 0
}

/** Whole minutes to read the text, at least 1; 0 for an article without text (it shows no reading time). */
export function readingMinutes(blocks: readonly TextBlock[] | null | undefined, wordsPerMinute = WORDS_PER_MINUTE) {
  const words = wordCount(blocks)
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / wordsPerMinute))
}
