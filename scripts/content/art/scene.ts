import {placePerson, type Hair} from './portrait'
import {
  circle,
  icon,
  iconExists,
  palettes,
  type Palette,
  type PaletteName,
  pick,
  r,
  rect,
  slate,
  svgDocument,
  unit,
} from './svg'

/**
 * Subject pictures: lucide icons composed on brand-coloured backgrounds. The main icon says what the
 * picture is about (a phone for a voice agent, a funnel for lead generation); up to four smaller icons
 * around it add context; an optional widget (chart, pipeline, calendar...) sketches the screen or idea;
 * a frame turns it into an app window or a phone for product screenshots.
 */
export type Widget =
  | 'chart'
  | 'columns'
  | 'list'
  | 'calendar'
  | 'form'
  | 'map'
  | 'funnel'
  | 'wave'
  | 'flow'
  | 'chat'
  | 'grid'
  | 'dial'

export interface SceneRecipe {
  kind: 'scene'
  /** What the picture shows, in words: the SVG's <title>. */
  title: string
  size: 'wide' | 'square' | 'og'
  palette: PaletteName
  /** The subject: a lucide icon name. */
  icon: string
  around?: string[]
  frame?: 'none' | 'window' | 'phone'
  widget?: Widget
  /** Dark background (the home page's video poster). */
  dark?: boolean
  /** A person beside the subject (an instructor at a board), drawn like the portraits. */
  person?: {name: string; hair: Hair}
}

export const sceneSizes = {
  wide: {width: 1200, height: 675},
  square: {width: 800, height: 800},
  og: {width: 1200, height: 630},
} as const

type Box = {x: number; y: number; w: number; h: number}

/** A white tile with a soft coloured shadow and an icon in the middle. */
function tile(
  cx: number,
  cy: number,
  size: number,
  name: string,
  p: Palette,
  opts: {round?: boolean; fill?: string; color?: string} = {},
): string {
  const x = cx - size / 2
  const y = cy - size / 2
  const rx = opts.round ? size / 2 : size * 0.24
  return (
    rect(x, y + size * 0.06, size, size, rx, p.mid, 'opacity="0.35"') +
    rect(x, y, size, size, rx, opts.fill ?? '#ffffff') +
    icon(name, cx - size * 0.28, cy - size * 0.28, size * 0.56, opts.color ?? p.strong, 1.75)
  )
}

const bar = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, h / 2, fill)

function widget(kind: Widget, b: Box, p: Palette, seed: string, around: string[]): string {
  const out: string[] = []
  const {x, y, w, h} = b
  const u = (salt: string | number) => unit(seed, `${kind}${salt}`)
  switch (kind) {
    case 'chart': {
      const n = 7
      const gap = w / (n * 3)
      const bw = (w - gap * (n + 1)) / n
      for (let i = 0; i < n; i++) {
        const bh = h * (0.25 + 0.08 * i + u(i) * 0.18)
        out.push(
          rect(
            x + gap + i * (bw + gap),
            y + h - Math.min(bh, h * 0.95),
            bw,
            Math.min(bh, h * 0.95),
            bw * 0.18,
            i === n - 1 ? p.strong : i % 2 ? p.mid : p.soft,
          ),
        )
      }
      out.push(rect(x, y + h, w, 3, 1.5, slate[300]))
      const pts = Array.from(
        {length: n},
        (_, i) => `${r(x + gap + i * (bw + gap) + bw / 2)},${r(y + h * (0.7 - 0.08 * i - u(`l${i}`) * 0.08))}`,
      )
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${p.deep}" stroke-width="${r(Math.max(3, w / 120))}" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      break
    }
    case 'columns': {
      const cols = 3
      const gap = w * 0.04
      const cw = (w - gap * (cols - 1)) / cols
      for (let c = 0; c < cols; c++) {
        const cx = x + c * (cw + gap)
        out.push(rect(cx, y, cw, h, 12, slate[100]))
        out.push(bar(cx + 12, y + 12, cw * 0.5, 10, c === cols - 1 ? p.strong : slate[300]))
        const cards = 3 - (c === 2 ? 1 : 0)
        for (let k = 0; k < cards; k++) {
          const ch = (h - 44) / 3 - 8
          const cy = y + 34 + k * (ch + 8)
          out.push(rect(cx + 8, cy, cw - 16, ch, 8, '#ffffff', `stroke="${slate[200]}"`))
          out.push(
            circle(cx + 8 + ch * 0.32, cy + ch / 2, ch * 0.2, pick([p.soft, p.mid, slate[200]], seed, `${c}${k}`)),
          )
          out.push(bar(cx + 8 + ch * 0.62, cy + ch * 0.3, (cw - 16) * 0.5, Math.max(6, ch * 0.14), slate[300]))
          out.push(bar(cx + 8 + ch * 0.62, cy + ch * 0.58, (cw - 16) * 0.32, Math.max(6, ch * 0.14), slate[200]))
        }
      }
      break
    }
    case 'list': {
      const rows = 5
      const rh = h / rows
      for (let i = 0; i < rows; i++) {
        const ry = y + i * rh
        out.push(rect(x, ry + 4, w, rh - 8, 10, i === 0 ? p.tint : slate[50], `stroke="${slate[200]}"`))
        out.push(
          circle(
            x + rh * 0.5,
            ry + rh / 2,
            rh * 0.22,
            pick([p.soft, p.mid, palettes.amber.soft, palettes.sky.soft], seed, i),
          ),
        )
        out.push(bar(x + rh, ry + rh * 0.32, w * (0.3 + u(i) * 0.15), Math.max(6, rh * 0.13), slate[400]))
        out.push(bar(x + rh, ry + rh * 0.56, w * (0.2 + u(`b${i}`) * 0.15), Math.max(5, rh * 0.11), slate[200]))
        out.push(bar(x + w - w * 0.16, ry + rh * 0.34, w * 0.12, rh * 0.32, i < 2 ? palettes.emerald.soft : p.soft))
      }
      break
    }
    case 'calendar': {
      const cols = 7
      const rows = 5
      const cw = w / cols
      const ch = (h - 30) / rows
      out.push(bar(x, y, w * 0.35, 14, slate[400]))
      for (let rr = 0; rr < rows; rr++)
        for (let c = 0; c < cols; c++) {
          const on = u(`${rr}-${c}`) < 0.22
          out.push(
            rect(
              x + c * cw + 3,
              y + 30 + rr * ch + 3,
              cw - 6,
              ch - 6,
              6,
              on ? p.strong : rr === 2 && c === 3 ? p.mid : slate[100],
            ),
          )
          if (on) out.push(bar(x + c * cw + 9, y + 30 + rr * ch + ch * 0.4, cw - 18, Math.max(4, ch * 0.12), '#ffffff'))
        }
      break
    }
    case 'form': {
      for (let i = 0; i < 3; i++) {
        const fy = y + i * h * 0.26
        out.push(bar(x, fy, w * 0.28, 10, slate[400]))
        out.push(rect(x, fy + 18, w, h * 0.13, 8, '#ffffff', `stroke="${slate[300]}" stroke-width="2"`))
      }
      out.push(rect(x, y + h * 0.82, w * 0.42, h * 0.16, h * 0.08, p.strong))
      out.push(bar(x + w * 0.08, y + h * 0.88, w * 0.26, 8, '#ffffff'))
      break
    }
    case 'map': {
      out.push(rect(x, y, w, h, 12, palettes.emerald.tint))
      for (let i = 1; i < 4; i++)
        out.push(
          `<path d="M${r(x)} ${r(y + (h * i) / 4)}H${r(x + w)}M${r(x + (w * i) / 4)} ${r(y)}V${r(y + h)}" stroke="#ffffff" stroke-width="6"/>`,
        )
      out.push(
        `<path d="M${r(x + w * 0.1)} ${r(y + h * 0.85)}C${r(x + w * 0.3)} ${r(y + h * 0.4)} ${r(x + w * 0.55)} ${r(y + h * 0.9)} ${r(x + w * 0.88)} ${r(y + h * 0.18)}" fill="none" stroke="${p.strong}" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"/>`,
      )
      out.push(icon('map-pin', x + w * 0.82, y + h * 0.02, Math.min(w, h) * 0.2, p.deep, 2))
      out.push(circle(x + w * 0.1, y + h * 0.85, 9, p.strong))
      break
    }
    case 'funnel': {
      const levels = [p.soft, p.mid, p.strong, p.deep]
      const lh = h / levels.length
      levels.forEach((fill, i) => {
        const top = w * (1 - i * 0.2)
        const bottom = w * (1 - (i + 1) * 0.2)
        const ty = y + i * lh
        out.push(
          `<path d="M${r(x + (w - top) / 2)} ${r(ty + 4)}H${r(x + (w + top) / 2)}L${r(x + (w + bottom) / 2)} ${r(ty + lh - 4)}H${r(x + (w - bottom) / 2)}Z" fill="${fill}"/>`,
        )
      })
      for (let i = 0; i < 6; i++) out.push(circle(x + w * (0.1 + u(`d${i}`) * 0.8), y - 14 - u(`e${i}`) * 20, 6, p.mid))
      out.push(circle(x + w / 2, y + h + 18, 10, palettes.emerald.strong))
      break
    }
    case 'wave': {
      const n = 29
      const bw = w / (n * 1.6)
      for (let i = 0; i < n; i++) {
        const env = Math.sin((Math.PI * (i + 0.5)) / n)
        const bh = h * (0.12 + env * (0.35 + u(i) * 0.5))
        out.push(rect(x + i * bw * 1.6, y + (h - bh) / 2, bw, bh, bw / 2, i % 3 === 0 ? p.strong : p.mid))
      }
      break
    }
    case 'flow': {
      const names = around.length ? around : ['mail', 'calendar', 'receipt', 'database']
      const n = Math.min(4, names.length)
      const sz = Math.min(h * 0.42, (w / n) * 0.62)
      const step = (w - sz) / Math.max(1, n - 1)
      for (let i = 0; i < n; i++) {
        const cx = x + sz / 2 + i * step
        const cy = y + h / 2 + (i % 2 ? -h * 0.22 : h * 0.22)
        if (i < n - 1) {
          const nx = x + sz / 2 + (i + 1) * step
          const ny = y + h / 2 + ((i + 1) % 2 ? -h * 0.22 : h * 0.22)
          out.push(
            `<path d="M${r(cx)} ${r(cy)}L${r(nx)} ${r(ny)}" stroke="${p.strong}" stroke-width="5" stroke-dasharray="12 9" stroke-linecap="round"/>`,
          )
        }
      }
      for (let i = 0; i < n; i++) {
        const cx = x + sz / 2 + i * step
        const cy = y + h / 2 + (i % 2 ? -h * 0.22 : h * 0.22)
        out.push(tile(cx, cy, sz, names[i]!, p))
      }
      break
    }
    case 'chat': {
      const rows = 4
      const rh = h / rows
      for (let i = 0; i < rows; i++) {
        const mine = i % 2 === 1
        const bw = w * (0.5 + u(i) * 0.25)
        const bx = mine ? x + w - bw : x
        out.push(rect(bx, y + i * rh + 6, bw, rh - 12, 16, mine ? p.strong : slate[100]))
        out.push(bar(bx + 16, y + i * rh + rh * 0.38, bw * 0.6, Math.max(6, rh * 0.12), mine ? p.soft : slate[300]))
      }
      break
    }
    case 'grid': {
      const cols = 3
      const rows = 2
      const gap = w * 0.04
      const cw = (w - gap * (cols - 1)) / cols
      const ch = (h - gap) / rows
      const names = around.length ? around : ['bot']
      for (let i = 0; i < cols * rows; i++) {
        const cx = x + (i % cols) * (cw + gap)
        const cy = y + Math.floor(i / cols) * (ch + gap)
        out.push(rect(cx, cy, cw, ch, 12, '#ffffff', `stroke="${slate[200]}" stroke-width="2"`))
        const s = Math.min(cw, ch) * 0.38
        out.push(rect(cx + 12, cy + 12, s, s, s * 0.25, p.tint))
        out.push(icon(names[i % names.length]!, cx + 12 + s * 0.18, cy + 12 + s * 0.18, s * 0.64, p.strong, 2))
        out.push(bar(cx + 12, cy + ch * 0.66, cw * 0.6, Math.max(6, ch * 0.09), slate[400]))
        out.push(bar(cx + 12, cy + ch * 0.82, cw * 0.4, Math.max(5, ch * 0.08), slate[200]))
      }
      break
    }
    case 'dial': {
      // A score dial (the quiz's results, web/quiz/ScoreDial.tsx): a half circle in three level bands,
      // a needle in the top band, and three area bars under it.
      const cx = x + w / 2
      const R = Math.min(w / 2, h * 0.62) * 0.92
      const cy = y + R + R * 0.1
      const sw = R * 0.2
      const point = (f: number, radius: number): [number, number] => [
        cx - Math.cos(Math.PI * f) * radius,
        cy - Math.sin(Math.PI * f) * radius,
      ]
      const arc = (from: number, to: number, color: string) => {
        const [x1, y1] = point(from, R)
        const [x2, y2] = point(to, R)
        return `<path d="M${r(x1)} ${r(y1)}A${r(R)} ${r(R)} 0 0 1 ${r(x2)} ${r(y2)}" fill="none" stroke="${color}" stroke-width="${r(sw)}" stroke-linecap="round"/>`
      }
      out.push(arc(0.02, 0.29, p.soft), arc(0.35, 0.59, p.mid), arc(0.65, 0.98, p.strong))
      const [nx, ny] = point(0.78, R * 0.72)
      out.push(
        `<path d="M${r(cx)} ${r(cy)}L${r(nx)} ${r(ny)}" stroke="${slate[900]}" stroke-width="${r(sw * 0.42)}" stroke-linecap="round"/>`,
      )
      out.push(circle(cx, cy, sw * 0.55, slate[900]), circle(cx, cy, sw * 0.22, '#ffffff'))
      const barsTop = cy + sw * 1.2
      const rowH = (y + h - barsTop) / 3
      for (let i = 0; i < 3; i++) {
        const by = barsTop + i * rowH + rowH * 0.3
        const bh = Math.max(8, rowH * 0.34)
        out.push(bar(x + w * 0.06, by, w * 0.2, bh, slate[300]))
        out.push(bar(x + w * 0.32, by, w * 0.62, bh, slate[100]))
        out.push(bar(x + w * 0.32, by, w * 0.62 * [0.8, 0.55, 0.9][i]!, bh, i === 1 ? p.mid : p.strong))
      }
      break
    }
  }
  return out.join('')
}

function background(
  width: number,
  height: number,
  p: Palette,
  dark: boolean,
  seed: string,
): {defs: string; body: string} {
  const [from, to] = dark ? [slate[950], p.deep] : [p.tint, p.soft]
  const dot = dark ? p.deep : p.mid
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${dot}" opacity="${dark ? 0.8 : 0.35}"/></pattern>`
  const a = unit(seed, 'c1')
  const body =
    rect(0, 0, width, height, 0, 'url(#bg)') +
    rect(0, 0, width, height, 0, 'url(#dots)') +
    circle(
      width * (0.05 + a * 0.15),
      height * 0.05,
      height * 0.42,
      dark ? p.strong : p.soft,
      `opacity="${dark ? 0.18 : 0.7}"`,
    ) +
    circle(
      width * (0.85 + a * 0.1),
      height * 0.98,
      height * 0.5,
      dark ? p.mid : '#ffffff',
      `opacity="${dark ? 0.12 : 0.45}"`,
    )
  return {defs, body}
}

function satellites(spots: Array<[number, number]>, names: string[], size: number, p: Palette, seed: string): string {
  const accents: Palette[] = [p, palettes.amber, palettes.emerald, palettes.sky, palettes.rose]
  return names
    .slice(0, spots.length)
    .map((n, i) => {
      const [cx, cy] = spots[i]!
      const accent = i === 0 ? p : pick(accents, seed, `acc${i}`)
      return tile(cx, cy, size, n, accent, {color: accent.strong})
    })
    .join('')
}

function connectors(from: [number, number], spots: Array<[number, number]>, p: Palette, n: number): string {
  return spots
    .slice(0, n)
    .map(
      ([x, y]) =>
        `<path d="M${r(from[0])} ${r(from[1])}L${r(x)} ${r(y)}" stroke="${p.mid}" stroke-width="4" stroke-dasharray="10 10" stroke-linecap="round" opacity="0.8"/>`,
    )
    .join('')
}

function windowFrame(b: Box, recipe: SceneRecipe, p: Palette): string {
  const {x, y, w, h} = b
  const out: string[] = []
  out.push(rect(x, y + 14, w, h, 22, p.deep, 'opacity="0.18"'))
  out.push(rect(x, y, w, h, 22, '#ffffff'))
  out.push(
    `<path d="M${x} ${y + 22}a22 22 0 0 1 22 -22H${x + w - 22}a22 22 0 0 1 22 22V${y + 48}H${x}Z" fill="${slate[100]}"/>`,
  )
  ;[palettes.rose.mid, palettes.amber.mid, palettes.emerald.mid].forEach((c, i) => {
    out.push(circle(x + 26 + i * 22, y + 24, 7, c))
  })
  out.push(bar(x + w * 0.35, y + 16, w * 0.3, 16, '#ffffff'))
  const side = w * 0.2
  out.push(rect(x, y + 48, side, h - 48, 0, slate[50]))
  for (let i = 0; i < 6; i++) {
    const sy = y + 72 + i * 44
    if (sy + 30 > y + h) break
    if (i === 1) out.push(rect(x + 10, sy - 10, side - 20, 36, 10, p.tint))
    out.push(rect(x + 20, sy, 16, 16, 4, i === 1 ? p.strong : slate[300]))
    out.push(bar(x + 46, sy + 3, side * (0.35 + (i % 3) * 0.1), 10, i === 1 ? p.strong : slate[300]))
  }
  const mx = x + side + 28
  const mw = w - side - 56
  out.push(rect(mx, y + 70, 64, 64, 16, p.tint))
  out.push(icon(recipe.icon, mx + 14, y + 84, 36, p.strong, 2))
  out.push(bar(mx + 84, y + 80, mw * 0.4, 16, slate[700]))
  out.push(bar(mx + 84, y + 108, mw * 0.26, 10, slate[300]))
  out.push(
    widget(recipe.widget ?? 'chart', {x: mx, y: y + 160, w: mw, h: h - 190}, p, recipe.title, recipe.around ?? []),
  )
  return out.join('')
}

function phoneFrame(b: Box, recipe: SceneRecipe, p: Palette): string {
  const {x, y, w, h} = b
  const out: string[] = []
  out.push(rect(x, y + 14, w, h, w * 0.16, p.deep, 'opacity="0.2"'))
  out.push(rect(x, y, w, h, w * 0.16, slate[900]))
  const s = {x: x + 10, y: y + 10, w: w - 20, h: h - 20}
  out.push(rect(s.x, s.y, s.w, s.h, w * 0.13, '#ffffff'))
  out.push(bar(x + w * 0.36, y + 20, w * 0.28, 14, slate[900]))
  out.push(rect(s.x, s.y + 44, s.w, 84, 0, p.strong))
  out.push(circle(s.x + 50, s.y + 86, 26, '#ffffff', 'opacity="0.2"'))
  out.push(icon(recipe.icon, s.x + 34, s.y + 70, 32, '#ffffff', 2))
  out.push(bar(s.x + 90, s.y + 74, s.w * 0.42, 12, '#ffffff'))
  out.push(bar(s.x + 90, s.y + 96, s.w * 0.28, 9, p.soft))
  out.push(
    widget(
      recipe.widget ?? 'list',
      {x: s.x + 16, y: s.y + 146, w: s.w - 32, h: s.h - 190},
      p,
      recipe.title,
      recipe.around ?? [],
    ),
  )
  out.push(bar(x + w * 0.35, y + h - 24, w * 0.3, 6, slate[300]))
  return out.join('')
}

export function scene(recipe: SceneRecipe): string {
  const {width, height} = sceneSizes[recipe.size]
  const p = palettes[recipe.palette]
  const dark = recipe.dark ?? false
  for (const n of [recipe.icon, ...(recipe.around ?? [])])
    if (!iconExists(n)) throw new Error(`${recipe.title}: unknown lucide icon "${n}"`)
  const bg = background(width, height, p, dark, recipe.title)
  const around = recipe.around ?? []
  const frame = recipe.frame ?? 'none'
  const small = Math.min(width, height) * 0.17
  const body: string[] = [bg.body]
  const at = (fx: number, fy: number): [number, number] => [width * fx, height * fy]

  if (recipe.person) {
    const card: Box = {x: width * 0.4, y: height * 0.14, w: width * 0.52, h: height * 0.62}
    body.push(rect(card.x, card.y + 12, card.w, card.h, 24, p.mid, 'opacity="0.3"'))
    body.push(rect(card.x, card.y, card.w, card.h, 24, '#ffffff'))
    body.push(
      widget(
        recipe.widget ?? 'chart',
        {x: card.x + 40, y: card.y + 40, w: card.w - 80, h: card.h - 80},
        p,
        recipe.title,
        around,
      ),
    )
    body.push(rect(card.x + card.w * 0.45, card.y + card.h, 12, height * 0.2, 4, slate[400]))
    body.push(placePerson(recipe.person.name, recipe.person.hair, width * 0.04, height * 0.18, height * 0.82))
    body.push(satellites([at(0.46, 0.88), at(0.86, 0.88)], around, small * 0.8, p, recipe.title))
  } else if (frame === 'window') {
    const win = {x: width * 0.09, y: height * 0.1, w: width * 0.82, h: height * 0.86}
    body.push(windowFrame(win, recipe, p))
    body.push(satellites([at(0.075, 0.72), at(0.925, 0.28)], around, small * 0.9, p, recipe.title))
  } else if (frame === 'phone') {
    const ph = height * 0.86
    const pw = Math.min(ph * 0.5, width * 0.7)
    body.push(connectors(at(0.5, 0.5), [at(0.2, 0.3), at(0.8, 0.36), at(0.22, 0.76), at(0.78, 0.78)], p, around.length))
    body.push(phoneFrame({x: (width - pw) / 2, y: height * 0.08, w: pw, h: ph}, recipe, p))
    body.push(satellites([at(0.2, 0.3), at(0.8, 0.36), at(0.22, 0.76), at(0.78, 0.78)], around, small, p, recipe.title))
  } else if (recipe.widget && recipe.widget !== 'flow') {
    const square = width / height < 1.3
    const main: [number, number] = square ? at(0.3, 0.3) : at(0.28, 0.5)
    const card: Box = square
      ? {x: width * 0.12, y: height * 0.55, w: width * 0.76, h: height * 0.36}
      : {x: width * 0.53, y: height * 0.2, w: width * 0.38, h: height * 0.6}
    const spots: Array<[number, number]> = square
      ? [at(0.78, 0.18), at(0.78, 0.4)]
      : [at(0.1, 0.2), at(0.12, 0.82), at(0.44, 0.16), at(0.44, 0.86)]
    body.push(connectors(main, spots, p, around.length))
    body.push(rect(card.x, card.y + 12, card.w, card.h, 24, p.mid, 'opacity="0.3"'))
    body.push(rect(card.x, card.y, card.w, card.h, 24, dark ? slate[900] : '#ffffff'))
    const pad = Math.min(card.w, card.h) * 0.12
    body.push(
      widget(
        recipe.widget,
        {x: card.x + pad, y: card.y + pad, w: card.w - pad * 2, h: card.h - pad * 2},
        p,
        recipe.title,
        around,
      ),
    )
    body.push(satellites(spots, around, small, p, recipe.title))
    body.push(tile(main[0], main[1], Math.min(width, height) * (square ? 0.36 : 0.42), recipe.icon, p))
  } else if (recipe.widget === 'flow') {
    const main = at(0.5, 0.27)
    body.push(tile(main[0], main[1], Math.min(width, height) * 0.3, recipe.icon, p))
    body.push(
      widget('flow', {x: width * 0.1, y: height * 0.48, w: width * 0.8, h: height * 0.44}, p, recipe.title, around),
    )
  } else {
    const main = at(0.5, 0.5)
    const square = width / height < 1.3
    const spots: Array<[number, number]> = square
      ? [at(0.2, 0.2), at(0.8, 0.22), at(0.2, 0.8), at(0.8, 0.78)]
      : [at(0.22, 0.26), at(0.78, 0.26), at(0.24, 0.76), at(0.76, 0.76)]
    body.push(connectors(main, spots, dark ? palettes.violet : p, around.length))
    body.push(satellites(spots, around, small, p, recipe.title))
    body.push(
      tile(
        main[0],
        main[1],
        Math.min(width, height) * 0.44,
        recipe.icon,
        p,
        dark ? {fill: slate[900], color: palettes.violet.mid} : {},
      ),
    )
  }
  return svgDocument(width, height, recipe.title, body.join(''), bg.defs)
}
