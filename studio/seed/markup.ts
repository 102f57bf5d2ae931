/**
 * The blog's simple markup, in which the seed articles are written, converted into Portable Text.
 *
 * Rules, one line at a time:
 * - `## `, `### `, `#### ` start an h2, h3 or h4 heading (one to four `#` without a space, or five
 *   and more, are plain text);
 * - `• ` (or `•` directly followed by text) and `- ` start a bullet list item;
 * - a blank line ends a paragraph; consecutive plain lines are one paragraph, joined with a space;
 * - `**bold**` marks bold text anywhere (headings and list items too); a lone `*`, an empty `****` or an
 *   unterminated `**` stay as they are;
 * - `{{price:<id>}}` becomes a `priceRef` inline object pointing at the servicePackage <id>, so the
 *   article shows that offer's price as the site formats it.
 *
 * Keys are derived from a prefix (the article's slug) and the position, so converting the same text
 * always gives the same document.
 */
import {createHash} from 'node:crypto'

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface PriceRefNode {
  _type: 'priceRef'
  _key: string
  offer: {_type: 'reference'; _ref: string}
}

export interface Block {
  _type: 'block'
  _key: string
  style: 'normal' | 'h2' | 'h3' | 'h4'
  listItem?: 'bullet'
  level?: number
  children: Array<Span | PriceRefNode>
}

export interface MarkupOptions {
  /** Makes the keys unique per article, e.g. its slug. */
  keyPrefix?: string
  /** When given, a price token naming any other id is an error. */
  priceIds?: ReadonlySet<string>
}

const key = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 12)

const PRICE_TOKEN = /\{\{price:([A-Za-z0-9_.-]+)\}\}/g
const HEADING = /^(#{2,4})(?:\s+(.*))?$/
const BULLET = /^(?:•\s*|-(?:\s+|$))(.*)$/

type Piece = {kind: 'text'; text: string; bold: boolean} | {kind: 'price'; id: string}

/** Splits inline text into bold and plain runs, then each run into text and price tokens. */
export function inlinePieces(text: string): Piece[] {
  const runs: {text: string; bold: boolean}[] = []
  let rest = text
  while (rest.length) {
    const open = rest.indexOf('**')
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2)
    // A pair needs something between its asterisks; otherwise the asterisks are plain text.
    if (open === -1 || close === -1) {
      runs.push({text: rest, bold: false})
      break
    }
    if (close === open + 2) {
      runs.push({text: rest.slice(0, open + 4), bold: false})
      rest = rest.slice(open + 4)
      continue
    }
    if (open > 0) runs.push({text: rest.slice(0, open), bold: false})
    runs.push({text: rest.slice(open + 2, close), bold: true})
    rest = rest.slice(close + 2)
  }
  const pieces: Piece[] = []
  for (const run of runs) {
    let last = 0
    for (const m of run.text.matchAll(PRICE_TOKEN)) {
      if (m.index > last) pieces.push({kind: 'text', text: run.text.slice(last, m.index), bold: run.bold})
      pieces.push({kind: 'price', id: m[1] ?? ''})
      last = m.index + m[0].length
    }
    if (last < run.text.length) pieces.push({kind: 'text', text: run.text.slice(last), bold: run.bold})
  }
  // Neighbouring runs with the same marks become one span.
  const merged: Piece[] = []
  for (const p of pieces) {
    const prev = merged.at(-1)
    if (p.kind === 'text' && prev?.kind === 'text' && prev.bold === p.bold) prev.text += p.text
    else if (p.kind === 'text' && !p.text) continue
    else merged.push({...p})
  }
  return merged
}

function children(text: string, blockKey: string, options: MarkupOptions): Block['children'] {
  return inlinePieces(text).map((p, i): Span | PriceRefNode => {
    const k = key(`${blockKey}:${i}`)
    if (p.kind === 'price') {
      if (options.priceIds && !options.priceIds.has(p.id))
        throw new Error(`Unknown price "${p.id}" in {{price:${p.id}}}`)
      return {_type: 'priceRef', _key: k, offer: {_type: 'reference', _ref: p.id}}
    }
    return {_type: 'span', _key: k, text: p.text, marks: p.bold ? ['strong'] : []}
  })
}

/** Converts markup text into Portable Text blocks. */
export function markupToBlocks(source: string, options: MarkupOptions = {}): Block[] {
  const prefix = options.keyPrefix ?? 'blog'
  const blocks: Block[] = []
  const push = (style: Block['style'], text: string, listItem?: 'bullet') => {
    const trimmed = text.trim()
    if (!trimmed) return
    const k = key(`${prefix}:${blocks.length}`)
    const block: Block = {_type: 'block', _key: k, style, children: children(trimmed, k, options)}
    if (listItem) Object.assign(block, {listItem, level: 1})
    blocks.push(block)
  }
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) push('normal', paragraph.join(' '))
    paragraph = []
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flush()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      push(`h${(heading[1] ?? '##').length}` as Block['style'], heading[2] ?? '')
      continue
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      flush()
      push('normal', bullet[1] ?? '', 'bullet')
      continue
    }
    paragraph.push(line)
  }
  flush()
  return blocks
}

/** The text of blocks without markup, for tests and checks (prices appear as their token). */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((b) => b.children.map((c) => (c._type === 'span' ? c.text : `{{price:${c.offer._ref}}}`)).join(''))
    .join('\n')
}

export interface ArticleSource {
  meta: Record<string, string>
  body: string
}

/** Splits a file into its front matter (`key: value` lines between `---` lines) and its markup body. */
export function parseArticle(source: string): ArticleSource {
  const text = source.replace(/\r\n?/g, '\n')
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text)
  if (!m) throw new Error('An article starts with front matter between two "---" lines')
  const meta: Record<string, string> = {}
  for (const line of (m[1] ?? '').split('\n')) {
    if (!line.trim()) continue
    const i = line.indexOf(':')
    if (i <= 0) throw new Error(`Front matter line without "key: value": ${line}`)
    meta[line.slice(0, i).trim()] = line.slice(i + 1).trim()
  }
  return {meta, body: text.slice(m[0].length)}
}
