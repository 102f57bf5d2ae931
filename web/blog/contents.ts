/**
 * An article's contents list: its h2 and h3 headings, each with a stable id made from its words
 * ("What AI changes" is #what-ai-changes; a second heading with the same words gets -2), listed when
 * the article has three or more. Pure, so it is unit-tested; the ids are put on the headings by
 * ./ArticleBody.tsx and the list is drawn by components/Contents.client.tsx.
 */
import type {ContentsItem} from '../components/contents'
import {plainText, type TextBlock} from './preview'

/** Fewer headings than this and an article shows no contents list. */
export const MIN_CONTENTS_HEADINGS = 3

type HeadingBlock = TextBlock & {_key?: string; style?: string | null}

const LEVELS: Record<string, 1 | 2> = {h2: 1, h3: 2}

/** An id made of a heading's words: lowercase letters and digits joined by dashes, at most 60 characters. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'section'
}

/** The article's h2 and h3 headings in reading order, each with its block's key and its unique id. */
export function headingAnchors(blocks: readonly HeadingBlock[] | null | undefined) {
  const taken = new Set<string>()
  const headings: Array<ContentsItem & {key: string}> = []
  for (const block of blocks ?? []) {
    const level = block._type === 'block' ? LEVELS[block.style ?? ''] : undefined
    if (!level || !block._key) continue
    const title = plainText([block])
    if (!title) continue
    const base = headingSlug(title)
    let anchor = base
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`
    taken.add(anchor)
    headings.push({key: block._key, title, anchor, level})
  }
  return headings
}

/** The contents list's items, or none when the article has fewer than three h2 and h3 headings. */
export function articleContents(blocks: readonly HeadingBlock[] | null | undefined): ContentsItem[] {
  const headings = headingAnchors(blocks)
  return headings.length >= MIN_CONTENTS_HEADINGS
    ? headings.map(({title, anchor, level}) => ({title, anchor, level}))
    : []
}
