import {bar, browser, iconTile, pill, pillWidth, text, textWidth} from './draw'
import {circle, icon, r, rect, slate} from './svg'

/**
 * The client websites of /web-design's portfolio, each in a browser window: five businesses, five
 * layouts and five colour schemes of their own, as five different sites a studio would build, never
 * one template in five colours. Each layout is one function drawing into the window's content box.
 */
export type SiteLayout = 'listings' | 'booking' | 'editorial' | 'menu' | 'shop'

/** A site's own colours: its page, its words, its accent and the accent's words, a soft tint, muted words. */
export interface SiteColours {
  page: string
  ink: string
  accent: string
  onAccent: string
  soft: string
  muted: string
}

export interface PortfolioSite {
  layout: SiteLayout
  name: string
  address: string
  colours: SiteColours
}

type Box = {x: number; y: number; w: number; h: number}

/** Serif headings for the sites whose brand asks for them (a law firm, a restaurant). */
const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"
const serif = (svg: string) => `<g font-family="${SERIF}">${svg}</g>`

/** The content box filled with the site's page colour, its bottom corners rounded like the window's. */
function page(c: Box, fill: string): string {
  const rad = 18
  return `<path d="M${c.x} ${c.y}H${c.x + c.w}V${c.y + c.h - rad}a${rad} ${rad} 0 0 1 -${rad} ${rad}H${c.x + rad}a${rad} ${rad} 0 0 1 -${rad} -${rad}Z" fill="${fill}"/>`
}

/** Stars for a rating, `n` of them filled. */
function stars(x: number, y: number, size: number, n: number, fill: string, empty: string): string {
  return Array.from({length: 5}, (_, i) =>
    icon('star', x + i * (size + 4), y, size, i < n ? fill : empty, 2).replace(
      'fill="none"',
      `fill="${i < n ? fill : 'none'}"`,
    ),
  ).join('')
}

/** A house by the water under a sky: the real-estate site's photographs, varied by `v`, corners `radius`. */
function waterfront(b: Box, v: number, radius = 12): string {
  const skies = [
    ['#9cc9e6', '#f4e6cf'],
    ['#f7c59f', '#fde8d0'],
    ['#b8d8c8', '#eef4ea'],
  ] as const
  const [top, bottom] = skies[v % 3]!
  const id = `sky${v}-${Math.round(b.x)}`
  const water = b.y + b.h * 0.72
  const hx = b.x + b.w * (0.38 + 0.14 * (v % 2))
  const hw = b.w * 0.3
  const hy = water - b.h * 0.26
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><clipPath id="c${id}"><rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" rx="${radius}"/></clipPath></defs>`,
    `<g clip-path="url(#c${id})">`,
    rect(b.x, b.y, b.w, b.h, 0, `url(#${id})`),
    circle(b.x + b.w * 0.27, b.y + b.h * 0.5, b.h * 0.08, '#fff3d6'),
    // Pines on the shore.
    ...[0.06, 0.15, 0.86, 0.94].map(
      (f, i) =>
        `<path d="M${r(b.x + b.w * f)} ${r(water - b.h * (0.42 + 0.06 * (i % 2)))}l${r(b.w * 0.05)} ${r(b.h * (0.42 + 0.06 * (i % 2)))}h-${r(b.w * 0.1)}Z" fill="#1f4d3a"/>`,
    ),
    // The house: walls, roof, windows, door.
    rect(hx, hy, hw, b.h * 0.26, 0, '#fbf7f0'),
    `<path d="M${r(hx - hw * 0.08)} ${r(hy)}L${r(hx + hw / 2)} ${r(hy - b.h * 0.16)}L${r(hx + hw * 1.08)} ${r(hy)}Z" fill="#0f2d4a"/>`,
    rect(hx + hw * 0.12, hy + b.h * 0.06, hw * 0.22, b.h * 0.08, 2, '#7fb3d5'),
    rect(hx + hw * 0.66, hy + b.h * 0.06, hw * 0.22, b.h * 0.08, 2, '#7fb3d5'),
    rect(hx + hw * 0.42, hy + b.h * 0.12, hw * 0.16, b.h * 0.14, 2, '#e4572e'),
    // The water with two light ripples.
    rect(b.x, water, b.w, b.h - (water - b.y), 0, '#3f7ea6'),
    rect(b.x + b.w * 0.1, water + b.h * 0.09, b.w * 0.22, 4, 2, '#9cc9e6'),
    rect(b.x + b.w * 0.56, water + b.h * 0.16, b.w * 0.3, 4, 2, '#9cc9e6'),
    '</g>',
  ].join('')
}

/** A property portal: a photograph over the whole hero, a search bar across it, listings with prices. */
function listings(s: PortfolioSite, c: Box): string {
  const k = s.colours
  const out: string[] = [page(c, k.page)]
  // Header: logo, menu words, the viewing button.
  out.push(iconTile(c.x + 28, c.y + 14, 40, 'house', k.ink, '#ffffff'))
  out.push(text(c.x + 80, c.y + 42, s.name, {size: 21, weight: 800, fill: k.ink}))
  out.push(
    ...['Buy', 'Rent', 'Sell', 'Agents'].map((w, i) =>
      text(c.x + 420 + i * 78, c.y + 41, w, {size: 17, weight: 600, fill: k.ink}),
    ),
  )
  const cta = {fill: k.accent, color: k.onAccent, size: 16, height: 38}
  out.push(pill(c.x + c.w - 28 - pillWidth('Book a viewing', cta), c.y + 15, 'Book a viewing', cta).svg)
  // The hero: a photograph, the headline on it, the search bar across its foot.
  const hero = {x: c.x, y: c.y + 68, w: c.w, h: 250}
  out.push(waterfront(hero, 0, 0))
  out.push(rect(hero.x, hero.y, hero.w, 120, 0, k.ink, 'opacity="0.35"'))
  out.push(
    text(c.x + c.w / 2, hero.y + 66, 'Find your home by the water', {
      size: 40,
      weight: 800,
      fill: '#ffffff',
      anchor: 'middle',
    }),
  )
  const sb = {x: c.x + 110, y: hero.y + hero.h - 44, w: c.w - 220, h: 76}
  out.push(rect(sb.x, sb.y + 6, sb.w, sb.h, 16, slate[900], 'opacity="0.18"'))
  out.push(rect(sb.x, sb.y, sb.w, sb.h, 16, '#ffffff'))
  const fields: Array<[string, string, string]> = [
    ['map-pin', 'Location', 'Harbor Bay'],
    ['wallet', 'Price', 'Up to $750k'],
    ['bed-double', 'Bedrooms', '3+'],
  ]
  fields.forEach(([name, label, value], i) => {
    const fx = sb.x + 24 + i * 210
    if (i) out.push(rect(fx - 16, sb.y + 16, 2, sb.h - 32, 1, slate[200]))
    out.push(icon(name, fx, sb.y + 26, 24, k.accent, 2.2))
    out.push(text(fx + 34, sb.y + 32, label, {size: 14, fill: slate[500]}))
    out.push(text(fx + 34, sb.y + 56, value, {size: 18, weight: 700, fill: k.ink}))
  })
  out.push(rect(sb.x + sb.w - 150, sb.y + 14, 134, 48, 12, k.accent))
  out.push(icon('search', sb.x + sb.w - 136, sb.y + 26, 24, k.onAccent, 2.4))
  out.push(text(sb.x + sb.w - 104, sb.y + 45, 'Search', {size: 18, weight: 700, fill: k.onAccent}))
  // Listings.
  const ly = hero.y + hero.h + 60
  out.push(text(c.x + 40, ly, 'New this week', {size: 20, weight: 800, fill: k.ink}))
  const cw = (c.w - 80 - 40) / 3
  const homes: Array<[string, string]> = [
    ['$649,000', '3 bd · 2 ba · Harbor Bay'],
    ['$812,500', '4 bd · 3 ba · Pine Point'],
    ['$459,000', '2 bd · 2 ba · Old Quay'],
  ]
  homes.forEach(([price, info], i) => {
    const x = c.x + 40 + i * (cw + 20)
    const y = ly + 16
    out.push(waterfront({x, y, w: 110, h: c.y + c.h - y - 18}, i + 1))
    out.push(text(x + 126, y + 30, price, {size: 21, weight: 800, fill: k.ink}))
    out.push(text(x + 126, y + 56, info, {size: 13, fill: slate[500]}))
  })
  return out.join('')
}

/** A clinic: a split hero, the words on the left and a booking calendar with times on the right. */
function booking(s: PortfolioSite, c: Box): string {
  const k = s.colours
  const out: string[] = [page(c, k.page)]
  out.push(circle(c.x + 48, c.y + 34, 20, k.accent))
  out.push(icon('toothbrush', c.x + 36, c.y + 22, 24, k.onAccent, 2.2))
  out.push(text(c.x + 80, c.y + 42, s.name, {size: 21, weight: 700, fill: k.ink}))
  for (let i = 0; i < 4; i++) out.push(bar(c.x + 460 + i * 74, c.y + 30, 54, 10, slate[300]))
  const cta = {fill: k.accent, color: k.onAccent, size: 16, height: 38}
  out.push(pill(c.x + c.w - 28 - pillWidth('Book online', cta), c.y + 15, 'Book online', cta).svg)
  out.push(rect(c.x, c.y + 68, c.w, 2, 0, k.soft))
  // Left: a note, the headline, a line of text, two buttons and the reviews.
  const lx = c.x + 44
  out.push(pill(lx, c.y + 106, 'Open Saturdays', {fill: k.soft, color: k.ink, size: 15, icon: 'clock'}).svg)
  out.push(text(lx, c.y + 196, 'Smile with', {size: 48, weight: 800, fill: k.ink}))
  out.push(text(lx, c.y + 252, 'confidence', {size: 48, weight: 800, fill: k.accent}))
  out.push(bar(lx, c.y + 280, 380, 12, slate[300]))
  out.push(bar(lx, c.y + 302, 300, 12, slate[200]))
  out.push(rect(lx, c.y + 336, 170, 50, 25, k.accent))
  out.push(text(lx + 85, c.y + 368, 'Book online', {size: 18, weight: 700, fill: k.onAccent, anchor: 'middle'}))
  out.push(rect(lx + 186, c.y + 336, 160, 50, 25, '#ffffff', `stroke="${k.accent}" stroke-width="2"`))
  out.push(text(lx + 266, c.y + 368, 'Treatments', {size: 18, weight: 700, fill: k.accent, anchor: 'middle'}))
  out.push(stars(lx, c.y + 420, 22, 5, '#f59e0b', slate[300]))
  out.push(text(lx + 140, c.y + 438, '4.9 from 812 patients', {size: 16, fill: k.muted}))
  // Right: the booking card with a month and the free times.
  const b = {x: c.x + 560, y: c.y + 96, w: 440, h: 400}
  out.push(rect(b.x, b.y + 12, b.w, b.h, 24, k.ink, 'opacity="0.12"'))
  out.push(rect(b.x, b.y, b.w, b.h, 24, '#ffffff', `stroke="${k.soft}" stroke-width="2"`))
  out.push(text(b.x + 28, b.y + 46, 'Book a check-up', {size: 22, weight: 800, fill: k.ink}))
  out.push(text(b.x + 28, b.y + 76, 'June', {size: 16, weight: 600, fill: k.muted}))
  out.push(icon('chevron-left', b.x + b.w - 84, b.y + 60, 22, k.muted, 2.4))
  out.push(icon('chevron-right', b.x + b.w - 50, b.y + 60, 22, k.accent, 2.4))
  out.push(
    ...['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((d, i) =>
      text(b.x + 44 + i * 56, b.y + 114, d, {size: 14, weight: 700, fill: slate[400], anchor: 'middle'}),
    ),
  )
  for (let day = 1; day <= 28; day++) {
    const col = (day - 1) % 7
    const row = Math.floor((day - 1) / 7)
    const cx = b.x + 44 + col * 56
    const cy = b.y + 146 + row * 40
    if (day === 17) out.push(circle(cx, cy - 6, 17, k.accent))
    out.push(
      text(cx, cy, String(day), {
        size: 15,
        weight: day === 17 ? 700 : 400,
        fill: day === 17 ? k.onAccent : col > 4 ? slate[300] : slate[700],
        anchor: 'middle',
      }),
    )
  }
  ;['9:00', '9:30', '11:00', '14:30'].forEach((t, i) => {
    const tx = b.x + 28 + i * 98
    const on = i === 1
    out.push(rect(tx, b.y + 306, 86, 36, 18, on ? k.accent : k.soft))
    out.push(text(tx + 43, b.y + 330, t, {size: 15, weight: 700, fill: on ? k.onAccent : k.ink, anchor: 'middle'}))
  })
  out.push(rect(b.x + 28, b.y + 354, b.w - 56, 2, 1, k.soft))
  out.push(text(b.x + 28, b.y + 384, 'Tue 17 June, 9:30', {size: 15, weight: 700, fill: k.ink}))
  return out.join('')
}

/** A law firm: dark, typographic, centred, no photograph: a serif name, a large serif promise, three numbered practice areas. */
function editorial(s: PortfolioSite, c: Box): string {
  const k = s.colours
  const out: string[] = [page(c, k.page)]
  out.push(
    ...['Practice areas', 'People', 'Insights'].map((w, i) =>
      text(c.x + 40 + i * 128, c.y + 44, w, {size: 15, fill: k.muted}),
    ),
  )
  out.push(
    serif(
      text(c.x + c.w / 2, c.y + 46, s.name.toUpperCase(), {
        size: 24,
        weight: 700,
        fill: k.accent,
        anchor: 'middle',
        spacing: 6,
      }),
    ),
  )
  const enquiry = 'Free enquiry'
  const ew = textWidth(enquiry, 16, 600) + 36
  out.push(rect(c.x + c.w - 40 - ew, c.y + 20, ew, 40, 4, 'none', `stroke="${k.accent}" stroke-width="2"`))
  out.push(text(c.x + c.w - 40 - ew / 2, c.y + 46, enquiry, {size: 16, weight: 600, fill: k.accent, anchor: 'middle'}))
  out.push(rect(c.x + 40, c.y + 80, c.w - 80, 1.5, 0, k.accent, 'opacity="0.6"'))
  out.push(serif(text(c.x + c.w / 2, c.y + 176, 'Clear advice,', {size: 60, fill: k.ink, anchor: 'middle'})))
  out.push(serif(text(c.x + c.w / 2, c.y + 246, 'fair fees.', {size: 60, fill: k.ink, anchor: 'middle'})))
  out.push(
    text(c.x + c.w / 2, c.y + 290, 'Family, property and business law, in plain English', {
      size: 18,
      fill: k.muted,
      anchor: 'middle',
    }),
  )
  const areas = ['Family', 'Property', 'Business']
  const cw = (c.w - 80) / 3
  areas.forEach((area, i) => {
    const x = c.x + 40 + i * cw
    if (i) out.push(rect(x, c.y + 340, 1.5, 140, 0, k.accent, 'opacity="0.5"'))
    out.push(serif(text(x + 32, c.y + 380, `0${i + 1}`, {size: 22, fill: k.accent})))
    out.push(serif(text(x + 32, c.y + 420, area, {size: 30, fill: k.ink})))
    out.push(bar(x + 32, c.y + 440, cw * 0.62, 9, k.muted))
    out.push(bar(x + 32, c.y + 458, cw * 0.46, 9, slate[600]))
  })
  out.push(rect(c.x + 40, c.y + c.h - 40, c.w - 80, 1.5, 0, k.accent, 'opacity="0.6"'))
  return out.join('')
}

/** A restaurant: warm and dark, a plate on the left, tonight's menu with prices, a reservation bar. */
function menu(s: PortfolioSite, c: Box): string {
  const k = s.colours
  const out: string[] = [page(c, k.page)]
  out.push(icon('coffee', c.x + 32, c.y + 18, 32, k.accent, 2.2))
  out.push(serif(text(c.x + 76, c.y + 44, s.name, {size: 26, weight: 700, fill: k.ink})))
  out.push(
    ...['Menu', 'Events', 'Gift cards'].map((w, i) => text(c.x + 470 + i * 96, c.y + 42, w, {size: 16, fill: k.muted})),
  )
  const cta = {fill: k.accent, color: k.onAccent, size: 16, height: 38}
  out.push(pill(c.x + c.w - 28 - pillWidth('Reserve a table', cta), c.y + 16, 'Reserve a table', cta).svg)
  // The plate: rim, food, a sprig.
  const px = c.x + 230
  const py = c.y + 250
  out.push(circle(px, py + 10, 160, '#000000', 'opacity="0.3"'))
  out.push(circle(px, py, 158, '#f4ead8'))
  out.push(circle(px, py, 118, '#fbf6ec'))
  out.push(`<ellipse cx="${px - 30}" cy="${py + 10}" rx="66" ry="44" fill="#8a4b2a"/>`)
  out.push(`<ellipse cx="${px - 38}" cy="${py}" rx="50" ry="28" fill="#a85f36"/>`)
  out.push(circle(px + 52, py - 32, 26, '#e0a43a'))
  out.push(circle(px + 62, py + 30, 20, '#6f8f3a'))
  out.push(circle(px + 34, py + 56, 14, '#b5442a'))
  out.push(
    `<path d="M${px - 80} ${py - 60}q40 -30 90 -10" stroke="#4d7a2a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  )
  out.push(serif(text(px, c.y + c.h - 28, 'Seasonal food, cooked slowly', {size: 18, fill: k.muted, anchor: 'middle'})))
  // Tonight's menu: names, dotted leaders, prices.
  const mx = c.x + 480
  out.push(serif(text(mx, c.y + 128, 'Tonight', {size: 40, fill: k.ink})))
  const dishes: Array<[string, string]> = [
    ['Braised short rib', '$24'],
    ['Wild mushroom risotto', '$19'],
    ['Harvest squash soup', '$11'],
    ['Pear and almond tart', '$9'],
  ]
  dishes.forEach(([dish, price], i) => {
    const y = c.y + 184 + i * 62
    out.push(serif(text(mx, y, dish, {size: 21, fill: k.ink})))
    const end = mx + textWidth(dish, 21) * 0.92 + 10
    out.push(
      `<path d="M${r(end)} ${y - 5}H${mx + 420}" stroke="${k.muted}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>`,
    )
    out.push(text(mx + 480, y, price, {size: 21, weight: 700, fill: k.accent, anchor: 'end'}))
    out.push(bar(mx, y + 16, 220, 8, '#5a4333'))
  })
  // The reservation bar.
  const ry = c.y + c.h - 96
  out.push(rect(mx, ry, 480, 60, 12, '#3d2a1e'))
  const slots: Array<[string, string]> = [
    ['calendar', 'Sat 14 June'],
    ['clock', '7:30 pm'],
    ['users', '2'],
  ]
  let sx = mx + 16
  for (const [name, label] of slots) {
    out.push(icon(name, sx, ry + 19, 20, k.accent, 2.2))
    out.push(text(sx + 28, ry + 36, label, {size: 15, weight: 600, fill: k.ink}))
    sx += 40 + textWidth(label, 15, 600) * 0.8
  }
  out.push(rect(mx + 480 - 128, ry + 10, 116, 40, 8, k.accent))
  out.push(text(mx + 480 - 70, ry + 36, 'Find a table', {size: 15, weight: 700, fill: k.onAccent, anchor: 'middle'}))
  return out.join('')
}

/** An online store: a delivery note, search and cart, category chips and a grid of products with prices. */
function shop(s: PortfolioSite, c: Box): string {
  const k = s.colours
  const out: string[] = [page(c, k.page)]
  out.push(rect(c.x, c.y, c.w, 34, 0, k.ink))
  out.push(
    text(c.x + c.w / 2, c.y + 23, 'Free delivery on orders over $75 · 60-day returns', {
      size: 14,
      weight: 600,
      fill: '#ffffff',
      anchor: 'middle',
    }),
  )
  out.push(icon('mountain', c.x + 28, c.y + 48, 32, k.ink, 2.4))
  out.push(text(c.x + 68, c.y + 73, s.name, {size: 22, weight: 800, fill: k.ink}))
  out.push(rect(c.x + 330, c.y + 48, 440, 40, 20, '#ffffff', `stroke="${slate[300]}" stroke-width="2"`))
  out.push(icon('search', c.x + 346, c.y + 58, 20, slate[400], 2.2))
  out.push(text(c.x + 376, c.y + 74, 'Search tents, packs, boots', {size: 15, fill: slate[400]}))
  out.push(icon('heart', c.x + c.w - 112, c.y + 54, 26, k.ink, 2.2))
  out.push(icon('shopping-cart', c.x + c.w - 64, c.y + 54, 28, k.ink, 2.2))
  out.push(circle(c.x + c.w - 36, c.y + 54, 11, k.accent))
  out.push(text(c.x + c.w - 36, c.y + 59, '2', {size: 13, weight: 800, fill: k.ink, anchor: 'middle'}))
  // Category chips.
  let cx = c.x + 28
  for (const [label, on] of [
    ['All gear', true],
    ['Tents', false],
    ['Packs', false],
    ['Boots', false],
    ['Sale', false],
  ] as const) {
    const chip = pill(cx, c.y + 104, label, {
      fill: on ? k.ink : label === 'Sale' ? '#ffedd5' : '#ffffff',
      color: on ? '#ffffff' : label === 'Sale' ? '#c2410c' : k.ink,
      size: 15,
      height: 34,
    })
    out.push(
      on || label === 'Sale' ? chip.svg : chip.svg.replace('<rect', `<rect stroke="${slate[300]}" stroke-width="2"`),
    )
    cx += chip.w + 10
  }
  // The products.
  const products: Array<[string, string, string, number, string | null]> = [
    ['tent', 'Ridge 2 tent', '$249', 5, null],
    ['backpack', 'Trail 45 pack', '$139', 4, '-20%'],
    ['footprints', 'Summit boots', '$179', 5, null],
    ['cooking-pot', 'Camp stove kit', '$64', 4, null],
  ]
  const gw = (c.w - 56 - 3 * 16) / 4
  products.forEach(([name, title, price, rating, tag], i) => {
    const x = c.x + 28 + i * (gw + 16)
    const y = c.y + 158
    out.push(rect(x, y, gw, 190, 14, k.soft))
    out.push(icon(name, x + gw / 2 - 48, y + 47, 96, k.ink, 1.6))
    if (tag) {
      out.push(rect(x + 12, y + 12, 56, 28, 8, '#ea580c'))
      out.push(text(x + 40, y + 32, tag, {size: 15, weight: 800, fill: '#ffffff', anchor: 'middle'}))
    }
    out.push(text(x, y + 222, title, {size: 17, weight: 700, fill: slate[900]}))
    out.push(stars(x, y + 234, 14, rating, '#f59e0b', slate[300]))
    out.push(text(x, y + 282, price, {size: 21, weight: 800, fill: k.ink}))
    out.push(rect(x + gw - 100, y + 260, 100, 32, 16, k.ink))
    out.push(text(x + gw - 50, y + 281, 'Add to cart', {size: 13, weight: 700, fill: '#ffffff', anchor: 'middle'}))
  })
  return out.join('')
}

const LAYOUTS: Record<SiteLayout, (s: PortfolioSite, c: Box) => string> = {listings, booking, editorial, menu, shop}

/** A portfolio site in its browser window, drawn by its own layout; `shadow` is the window's shadow colour. */
export function portfolioSite(s: PortfolioSite, b: Box, shadow: string): string {
  const win = browser(b.x, b.y, b.w, b.h, s.address, {shadow})
  return win.svg + LAYOUTS[s.layout](s, win.box)
}
