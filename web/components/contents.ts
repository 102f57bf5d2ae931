import type {ContentsEntry} from './Contents.client'

/** One heading of a long text, in reading order: level 1 is a section, level 2 a part of the one before it. */
export interface ContentsItem {
  title: string
  anchor: string
  level: 1 | 2
}

/**
 * The entries of a contents list (./Contents.client.tsx): each level-2 item is listed under the
 * level-1 item before it; one with nothing before it is listed on its own.
 */
export function contentsOf(items: readonly ContentsItem[]): ContentsEntry[] {
  const entries: ContentsEntry[] = []
  for (const {title, anchor, level} of items) {
    const parent = entries.at(-1)
    if (level === 2 && parent) parent.children.push({title, anchor})
    else entries.push({title, anchor, children: []})
  }
  return entries
}
