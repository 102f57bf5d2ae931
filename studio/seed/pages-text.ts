/**
 * Portable Text helpers for the pages area's long texts (policies): write paragraphs as plain strings,
 * with **bold** and [label](href) links, and get blocks in the richText body's shape.
 */
type Span = {_type: 'span'; text: string; marks: string[]}
type MarkDef = {_key: string; _type: 'link'; href: string}
export type Block = {
  _type: 'block'
  style: 'normal' | 'h2' | 'h3' | 'h4'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: MarkDef[]
  children: Span[]
}
export type TableBlock = {_type: 'table'; caption?: string; rows: {cells: string[]}[]}

function spans(text: string): {children: Span[]; markDefs: MarkDef[]} {
  const children: Span[] = []
  const markDefs: MarkDef[] = []
  const re = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g
  let last = 0
  let links = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) children.push({_type: 'span', text: text.slice(last, m.index), marks: []})
    if (m[1]) children.push({_type: 'span', text: m[1], marks: ['strong']})
    else {
      const key = `link${++links}`
      markDefs.push({_key: key, _type: 'link', href: m[3] ?? ''})
      children.push({_type: 'span', text: m[2] ?? '', marks: [key]})
    }
    last = m.index + m[0].length
  }
  if (last < text.length) children.push({_type: 'span', text: text.slice(last), marks: []})
  return {children, markDefs}
}

export const para = (text: string): Block => ({_type: 'block', style: 'normal', ...spans(text)})
export const h2 = (text: string): Block => ({_type: 'block', style: 'h2', ...spans(text)})
export const h3 = (text: string): Block => ({_type: 'block', style: 'h3', ...spans(text)})
export const bullets = (...items: string[]): Block[] =>
  items.map((t) => ({_type: 'block', style: 'normal', listItem: 'bullet', level: 1, ...spans(t)}))
export const table = (caption: string, header: string[], rows: string[][]): TableBlock => ({
  _type: 'table',
  caption,
  rows: [{cells: header}, ...rows.map((cells) => ({cells}))],
})
