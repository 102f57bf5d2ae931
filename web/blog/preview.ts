/**
 * The card preview: the article's plain text (headings, paragraphs and list items, prices as shown on
 * the page) cut to its first 300 characters and followed by an ellipsis. Pure, so it is unit-tested.
 */
import {formatPrice, type PriceValue} from '@agency/schemas/lib/price'

export const PREVIEW_LENGTH = 300

export interface TextChild {
  _type: string
  text?: string | null
  offer?: {price?: PriceValue | null} | null
}

export interface TextBlock {
  _type: string
  children?: TextChild[] | null
}

/** The text of Portable Text blocks, one block after another separated by a space, whitespace collapsed. */
export function plainText(blocks: readonly TextBlock[] | null | undefined): string {
  if (!blocks?.length) return ''
  return blocks
    .filter((b) => b._type === 'block')
    .map((b) =>
      (b.children ?? [])
        .map((c) => (c._type === 'span' ? (c.text ?? '') : c._type === 'priceRef' ? formatPrice(c.offer?.price) : ''))
        .join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first `length` characters followed by an ellipsis; text that fits is returned whole. */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(text.trim())
  if (chars.length <= length) return chars.join('')
  return `${chars.slice(0, length).join('').trimEnd()}...`
}

export const articlePreview = (blocks: readonly TextBlock[] | null | undefined) => previewText(plainText(blocks))

/** True when an article has any text to read (otherwise its card links to /contact). */
export const hasContent = (blocks: readonly TextBlock[] | null | undefined) => plainText(blocks).length > 0
