import {circle, icon, type Palette, r, rect, slate} from './svg'

/**
 * Drawing parts for the product pictures (./mockup.ts): windows, phones, cards, labels, charts. Each
 * returns SVG text. Words are real <text> in the page's font stack; an <img> cannot use the page's web
 * font, so layouts leave room for a wide fallback (DejaVu Sans is about 15% wider than Inter).
 */

export const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface TextStyle {
  size?: number
  weight?: 400 | 500 | 600 | 700 | 800
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
  spacing?: number
}

/** One line of text with its baseline at y. */
export function text(x: number, y: number, s: string, o: TextStyle = {}): string {
  const attrs = [
    `x="${r(x)}"`,
    `y="${r(y)}"`,
    `font-size="${o.size ?? 24}"`,
    o.weight && o.weight !== 400 ? `font-weight="${o.weight}"` : '',
    `fill="${o.fill ?? slate[900]}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
  ]
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(s)}</text>`
}

/** Several lines, `lead` px apart. */
export const lines = (x: number, y: number, rows: string[], lead: number, o: TextStyle = {}) =>
  rows.map((row, i) => text(x, y + i * lead, row, o)).join('')

/** How wide a line of text is at most, in the widest fallback font: to size pills and boxes around words. */
export const textWidth = (s: string, size: number, weight = 400) => s.length * size * (weight >= 600 ? 0.66 : 0.6)

/** A rounded bar standing for a line of text that is not meant to be read. */
export const bar = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, h / 2, fill)

/** A card: a soft shadow under a rounded rectangle. */
export function card(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {fill?: string; radius?: number; shadow?: string; stroke?: string; lift?: number} = {},
): string {
  const radius = o.radius ?? 20
  const lift = o.lift ?? 14
  return (
    (lift ? rect(x, y + lift, w, h, radius, o.shadow ?? slate[900], 'opacity="0.16"') : '') +
    rect(x, y, w, h, radius, o.fill ?? '#ffffff', o.stroke ? `stroke="${o.stroke}" stroke-width="2"` : '')
  )
}

type PillStyle = {fill: string; color: string; size?: number; icon?: string; weight?: 400 | 600 | 700; height?: number}

/** How wide pill() draws a label. */
export const pillWidth = (label: string, o: Omit<PillStyle, 'fill' | 'color'>) => {
  const size = o.size ?? 20
  return size * 1.6 + textWidth(label, size, o.weight ?? 600) + (o.icon ? size * 1.5 : 0)
}

/** A pill with words (and an icon before them); returns the SVG and its width. */
export function pill(x: number, y: number, label: string, o: PillStyle): {svg: string; w: number} {
  const size = o.size ?? 20
  const h = o.height ?? size * 2
  const pad = size * 0.8
  const iconSize = o.icon ? size * 1.1 : 0
  const w = pillWidth(label, o)
  const svg =
    rect(x, y, w, h, h / 2, o.fill) +
    (o.icon ? icon(o.icon, x + pad, y + (h - iconSize) / 2, iconSize, o.color, 2.2) : '') +
    text(x + pad + (o.icon ? iconSize + size * 0.4 : 0), y + h / 2 + size * 0.36, label, {
      size,
      weight: o.weight ?? 600,
      fill: o.color,
    })
  return {svg, w}
}

/** A floating callout: a white card with a coloured icon tile, a bold line and a small line under it. */
export function callout(
  x: number,
  y: number,
  o: {icon: string; title: string; sub?: string; p: Palette; dark?: boolean; align?: 'start' | 'end'},
): string {
  const h = o.sub ? 96 : 76
  // As wide as its longer line; `align: 'end'` keeps its right edge at x.
  const w = 84 + Math.max(textWidth(o.title, 24, 700), o.sub ? textWidth(o.sub, 18) : 0) + 28
  if (o.align === 'end') x -= w
  const fill = o.dark ? slate[900] : '#ffffff'
  return (
    card(x, y, w, h, {fill, radius: 22, shadow: o.p.deep}) +
    rect(x + 16, y + (h - 52) / 2, 52, 52, 14, o.dark ? o.p.deep : o.p.tint) +
    icon(o.icon, x + 28, y + (h - 52) / 2 + 12, 28, o.dark ? o.p.soft : o.p.strong, 2.2) +
    text(x + 84, y + (o.sub ? 42 : 46), o.title, {size: 24, weight: 700, fill: o.dark ? '#ffffff' : slate[900]}) +
    (o.sub ? text(x + 84, y + 72, o.sub, {size: 18, fill: o.dark ? slate[300] : slate[500]}) : '')
  )
}

/** An icon on a rounded square. */
export const iconTile = (x: number, y: number, size: number, name: string, fill: string, color: string) =>
  rect(x, y, size, size, size * 0.28, fill) + icon(name, x + size * 0.2, y + size * 0.2, size * 0.6, color, 2)

/** A round avatar with initials. */
export const initials = (cx: number, cy: number, radius: number, letters: string, fill: string, color = '#ffffff') =>
  circle(cx, cy, radius, fill) +
  text(cx, cy + radius * 0.36, letters, {size: Math.round(radius * 0.95), weight: 700, fill: color, anchor: 'middle'})

/** A browser window: frame, three dots and the address; returns the content box. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  address: string,
  o: {dark?: boolean; shadow?: string} = {},
): {svg: string; box: {x: number; y: number; w: number; h: number}} {
  const top = 52
  const chrome = o.dark ? slate[800] : slate[100]
  const svg =
    card(x, y, w, h, {fill: o.dark ? slate[900] : '#ffffff', radius: 18, shadow: o.shadow, lift: 18}) +
    `<path d="M${x} ${y + 18}a18 18 0 0 1 18 -18H${x + w - 18}a18 18 0 0 1 18 18V${y + top}H${x}Z" fill="${chrome}"/>` +
    circle(x + 26, y + 26, 7, '#fb7185') +
    circle(x + 48, y + 26, 7, '#fbbf24') +
    circle(x + 70, y + 26, 7, '#34d399') +
    rect(x + 100, y + 12, Math.min(w - 130, 420), 28, 14, o.dark ? slate[700] : '#ffffff') +
    icon('lock', x + 112, y + 18, 16, o.dark ? slate[300] : slate[500], 2.2) +
    text(x + 136, y + 32, address, {size: 16, fill: o.dark ? slate[300] : slate[500]})
  return {svg, box: {x, y: y + top, w, h: h - top}}
}

/** A phone: dark body, white screen with a notch; returns the screen box. */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {screen?: string; shadow?: string} = {},
): {svg: string; box: {x: number; y: number; w: number; h: number}} {
  const bezel = Math.max(8, w * 0.04)
  const svg =
    card(x, y, w, h, {fill: slate[900], radius: w * 0.15, shadow: o.shadow, lift: 16}) +
    rect(x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, w * 0.12, o.screen ?? '#ffffff') +
    bar(x + w * 0.36, y + bezel + 8, w * 0.28, 14, slate[900])
  return {svg, box: {x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2}}
}

/** A bar chart in a box, values 0..1, the last bar strong; optional labels under the bars. */
export function bars(
  b: {x: number; y: number; w: number; h: number},
  values: number[],
  colors: {base: string; strong: string; axis?: string; label?: string},
  labels?: string[],
): string {
  const n = values.length
  const gap = b.w / (n * 3.2)
  const bw = (b.w - gap * (n + 1)) / n
  const out: string[] = []
  values.forEach((v, i) => {
    const bh = b.h * v
    out.push(
      rect(
        b.x + gap + i * (bw + gap),
        b.y + b.h - bh,
        bw,
        bh,
        Math.min(8, bw * 0.2),
        i === n - 1 ? colors.strong : colors.base,
      ),
    )
    if (labels?.[i])
      out.push(
        text(b.x + gap + i * (bw + gap) + bw / 2, b.y + b.h + 26, labels[i]!, {
          size: 16,
          fill: colors.label ?? slate[500],
          anchor: 'middle',
        }),
      )
  })
  out.push(rect(b.x, b.y + b.h, b.w, 2, 1, colors.axis ?? slate[300]))
  return out.join('')
}

/** A smooth line through values 0..1 across a box. */
export function lineChart(
  b: {x: number; y: number; w: number; h: number},
  values: number[],
  color: string,
  o: {width?: number; area?: string; dots?: boolean} = {},
): string {
  const pts = values.map((v, i) => [b.x + (b.w * i) / (values.length - 1), b.y + b.h * (1 - v)] as const)
  const d = pts
    .map(([x, y], i) => {
      if (i === 0) return `M${r(x)} ${r(y)}`
      const [px, py] = pts[i - 1]!
      const mx = (px + x) / 2
      return `C${r(mx)} ${r(py)} ${r(mx)} ${r(y)} ${r(x)} ${r(y)}`
    })
    .join('')
  const area = o.area
    ? `<path d="${d}L${r(b.x + b.w)} ${r(b.y + b.h)}L${r(b.x)} ${r(b.y + b.h)}Z" fill="${o.area}"/>`
    : ''
  const dots = o.dots
    ? pts.map(([x, y]) => circle(x, y, 7, '#ffffff', `stroke="${color}" stroke-width="4"`)).join('')
    : ''
  return `${area}<path d="${d}" fill="none" stroke="${color}" stroke-width="${o.width ?? 5}" stroke-linecap="round"/>${dots}`
}

/** A voice waveform: rounded bars under a bell-shaped envelope, varied by the seeded heights. */
export function waveform(
  b: {x: number; y: number; w: number; h: number},
  heights: number[],
  color: string,
  played?: {upTo: number; color: string},
): string {
  const n = heights.length
  const step = b.w / n
  const bw = step * 0.55
  return heights
    .map((v, i) => {
      const env = 0.35 + 0.65 * Math.sin((Math.PI * (i + 0.5)) / n)
      const bh = Math.max(bw, b.h * v * env)
      const fill = played && i / n < played.upTo ? played.color : color
      return rect(b.x + i * step, b.y + (b.h - bh) / 2, bw, bh, bw / 2, fill)
    })
    .join('')
}

/** A dashed connector between two points. */
export const dashed = (x1: number, y1: number, x2: number, y2: number, color: string, width = 4) =>
  `<path d="M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}" stroke="${color}" stroke-width="${width}" stroke-dasharray="10 9" stroke-linecap="round"/>`

/** A tick in a circle: a finished step. */
export const done = (cx: number, cy: number, radius: number, fill: string) =>
  circle(cx, cy, radius, fill) + icon('check', cx - radius * 0.62, cy - radius * 0.62, radius * 1.24, '#ffffff', 3)
