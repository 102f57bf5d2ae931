import {
  bar,
  bars,
  browser,
  callout,
  card,
  dashed,
  done,
  FONT,
  iconTile,
  initials,
  lineChart,
  lines,
  phone,
  pill,
  pillWidth,
  text,
  textWidth,
  waveform,
} from './draw'
import {placePerson} from './portrait'
import {restorationScene} from './restoration'
import {type PortfolioSite, portfolioSite} from './sites'
import {circle, icon, type Palette, type PaletteName, palettes, r, rect, slate, svgDocument, unit} from './svg'

/**
 * Product pictures: what a service produces, drawn as the screen, document or object a client gets
 * (a website in a browser, a call transcript with its waveform, a chart, a before and after). Each
 * subject is one function; the recipe names it, its palette and its words for people who cannot see it.
 */
export type MockupSubject = keyof typeof subjects

export interface MockupRecipe {
  kind: 'mockup'
  subject: MockupSubject
  /** What the picture shows, in words: the SVG's <title>. */
  title: string
  palette: PaletteName
  /** The picture's shape: 4:3 for a page's hero, 16:9 for a card. */
  size?: 'hero' | 'card'
  /** For the website subject: the client site shown in the browser. */
  site?: SiteSpec
  /** For the portfolio-site subject: a client site with its own layout and colours (./sites.ts). */
  portfolio?: PortfolioSite
}

export const mockupSizes = {hero: {width: 1200, height: 900}, card: {width: 1200, height: 675}} as const

/** A client's website, as the website subject draws it. */
export interface SiteSpec {
  name: string
  address: string
  headline: [string, string]
  button: string
  icon: string
  palette: PaletteName
  /** Three service or product names shown as cards below the site's hero. */
  cards: [string, string, string]
  cardIcons: [string, string, string]
}

type Box = {x: number; y: number; w: number; h: number}
type Draw = (
  p: Palette,
  size: {width: number; height: number},
  recipe: MockupRecipe,
) => {backdrop: Backdrop; body: string}
type Backdrop = 'tint' | 'deep' | 'night' | 'strong'

/** The picture's background: its palette's tint, deep colour, near-black night or strong colour, with a dot grid. */
function backdrop(mode: Backdrop, p: Palette, width: number, height: number): {defs: string; body: string} {
  const stops: Record<Backdrop, [string, string, string, number]> = {
    tint: [p.tint, p.soft, p.mid, 0.35],
    deep: [p.deep, slate[950], p.strong, 0.45],
    night: [slate[900], slate[950], slate[700], 0.6],
    strong: [p.strong, p.deep, p.mid, 0.45],
  }
  const [from, to, dot, opacity] = stops[mode]
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${dot}" opacity="${opacity}"/></pattern>`
  const body =
    rect(0, 0, width, height, 0, 'url(#bg)') +
    rect(0, 0, width, height, 0, 'url(#dots)') +
    circle(
      width * 0.92,
      height * 0.08,
      height * 0.34,
      mode === 'tint' ? '#ffffff' : p.mid,
      `opacity="${mode === 'tint' ? 0.5 : 0.14}"`,
    )
  return {defs, body}
}

const seeded = (seed: string, n: number, lo = 0.2) => Array.from({length: n}, (_, i) => lo + (1 - lo) * unit(seed, i))

/** A client's website in a browser window, with its phone version beside it (web design). */
function site(spec: SiteSpec, b: Box, withPhone: boolean): string {
  const sp = palettes[spec.palette]
  const win = browser(b.x, b.y, withPhone ? b.w * 0.8 : b.w, b.h, spec.address, {shadow: sp.deep})
  const c = win.box
  const out: string[] = [win.svg]
  // The site's header: logo, menu, booking button.
  out.push(iconTile(c.x + 24, c.y + 18, 40, spec.icon, sp.strong, '#ffffff'))
  out.push(text(c.x + 76, c.y + 46, spec.name, {size: 20, weight: 700}))
  for (let i = 0; i < 3; i++) out.push(bar(c.x + c.w * 0.5 + i * 62, c.y + 32, 46, 10, slate[300]))
  const navStyle = {fill: sp.strong, color: '#ffffff', size: 15, height: 36}
  out.push(pill(c.x + c.w - 24 - pillWidth(spec.button, navStyle), c.y + 20, spec.button, navStyle).svg)
  // Its hero: headline, a line of text, two buttons, and a photo block.
  const hy = c.y + 84
  const hh = c.h * 0.5
  out.push(rect(c.x, hy, c.w, hh, 0, sp.tint))
  out.push(text(c.x + 32, hy + 70, spec.headline[0], {size: 38, weight: 800, fill: sp.deep}))
  out.push(text(c.x + 32, hy + 116, spec.headline[1], {size: 38, weight: 800, fill: sp.deep}))
  out.push(bar(c.x + 32, hy + 142, c.w * 0.36, 12, slate[400]))
  out.push(bar(c.x + 32, hy + 164, c.w * 0.28, 12, slate[300]))
  out.push(rect(c.x + 32, hy + 190, 150, 44, 22, sp.strong))
  out.push(text(c.x + 107, hy + 218, spec.button, {size: 16, weight: 700, fill: '#ffffff', anchor: 'middle'}))
  out.push(rect(c.x + 196, hy + 190, 120, 44, 22, '#ffffff', `stroke="${sp.mid}" stroke-width="2"`))
  const px = c.x + c.w * 0.6
  const pw = c.w * 0.34
  out.push(rect(px, hy + 24, pw, hh - 48, 18, sp.mid))
  out.push(circle(px + pw * 0.72, hy + 60, 26, '#ffffff', 'opacity="0.55"'))
  out.push(
    `<path d="M${r(px)} ${r(hy + hh - 24)}L${r(px + pw * 0.35)} ${r(hy + hh * 0.42)}L${r(px + pw * 0.6)} ${r(hy + hh * 0.66)}L${r(px + pw * 0.75)} ${r(hy + hh * 0.52)}L${r(px + pw)} ${r(hy + hh - 24)}Z" fill="${sp.strong}" opacity="0.85"/>`,
  )
  out.push(iconTile(px + pw / 2 - 36, hy + hh / 2 - 50, 72, spec.icon, '#ffffff', sp.strong))
  // Three cards under the hero.
  const cy = hy + hh + 24
  const cw = (c.w - 64 - 32) / 3
  spec.cards.forEach((name, i) => {
    const cx = c.x + 32 + i * (cw + 16)
    out.push(rect(cx, cy, cw, c.y + c.h - cy - 20, 14, '#ffffff', `stroke="${slate[200]}" stroke-width="2"`))
    out.push(iconTile(cx + 16, cy + 16, 40, spec.cardIcons[i]!, sp.tint, sp.strong))
    out.push(text(cx + 16, cy + 84, name, {size: 17, weight: 700}))
    out.push(bar(cx + 16, cy + 98, cw * 0.7, 9, slate[300]))
  })
  if (withPhone) {
    const pw2 = b.w * 0.27
    const ph = phone(b.x + b.w - pw2, b.y + b.h * 0.22, pw2, b.h * 0.78, {shadow: sp.deep})
    const s = ph.box
    out.push(ph.svg)
    out.push(iconTile(s.x + 16, s.y + 40, 32, spec.icon, sp.strong, '#ffffff'))
    out.push(bar(s.x + s.w - 44, s.y + 52, 28, 8, slate[400]))
    out.push(rect(s.x, s.y + 88, s.w, s.h * 0.42, 0, sp.tint))
    out.push(text(s.x + 16, s.y + 136, spec.headline[0], {size: 21, weight: 800, fill: sp.deep}))
    out.push(text(s.x + 16, s.y + 164, spec.headline[1], {size: 21, weight: 800, fill: sp.deep}))
    out.push(bar(s.x + 16, s.y + 182, s.w * 0.7, 8, slate[400]))
    out.push(rect(s.x + 16, s.y + 204, s.w - 32, 40, 20, sp.strong))
    out.push(text(s.x + s.w / 2, s.y + 230, spec.button, {size: 15, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    for (let i = 0; i < 2; i++) {
      const y = s.y + s.h * 0.42 + 110 + i * 84
      out.push(rect(s.x + 16, y, s.w - 32, 70, 12, '#ffffff', `stroke="${slate[200]}" stroke-width="2"`))
      out.push(iconTile(s.x + 28, y + 15, 40, spec.cardIcons[i]!, sp.tint, sp.strong))
      out.push(bar(s.x + 80, y + 24, s.w * 0.4, 9, slate[400]))
      out.push(bar(s.x + 80, y + 42, s.w * 0.28, 8, slate[200]))
    }
  }
  return out.join('')
}

/** A chat bubble with words; `mine` sits on the right in the accent colour. Returns its height too. */
function bubble(
  x: number,
  y: number,
  maxW: number,
  rows: string[],
  o: {mine?: boolean; fill: string; color: string; size?: number},
): {svg: string; h: number} {
  const size = o.size ?? 20
  const lead = size * 1.35
  const w = Math.min(maxW, Math.max(...rows.map((row) => textWidth(row, size))) + 36)
  const h = rows.length * lead + 26
  const bx = o.mine ? x + maxW - w : x
  return {
    svg: rect(bx, y, w, h, 18, o.fill) + lines(bx + 18, y + 13 + size, rows, lead, {size, fill: o.color}),
    h,
  }
}

/** Chat bubbles one under another, alternating sides; returns where the last one ended. */
function chat(
  x: number,
  y: number,
  w: number,
  messages: Array<{mine?: boolean; rows: string[]}>,
  colors: {them: string; themText: string; mine: string; mineText: string},
  gap = 14,
  size = 20,
): {svg: string; end: number} {
  let at = y
  const out = messages.map((m) => {
    const b = bubble(x, at, w, m.rows, {
      mine: m.mine,
      fill: m.mine ? colors.mine : colors.them,
      color: m.mine ? colors.mineText : colors.themText,
      size,
    })
    at += b.h + gap
    return b.svg
  })
  return {svg: out.join(''), end: at}
}

const subjects = {
  'agency-at-work': (p) => {
    // What the agency sells, at work for one client: its AI receptionist books a call at night, its
    // website agent answers a customer, and an automation files the lead and sends the follow-up.
    // Drawn large: on a phone the picture is about 340 px wide, so its words are few and big.
    const out: string[] = []
    const ph = phone(60, 40, 330, 600, {screen: p.deep, shadow: '#000000'})
    const s = ph.box
    out.push(ph.svg)
    out.push(circle(s.x + s.w / 2, s.y + 120, 52, p.strong))
    out.push(icon('phone-call', s.x + s.w / 2 - 26, s.y + 94, 52, '#ffffff', 2))
    out.push(
      text(s.x + s.w / 2, s.y + 216, 'AI receptionist', {size: 30, weight: 700, fill: '#ffffff', anchor: 'middle'}),
    )
    out.push(text(s.x + s.w / 2, s.y + 254, 'Call answered 11:42 pm', {size: 22, fill: p.soft, anchor: 'middle'}))
    out.push(waveform({x: s.x + 30, y: s.y + 284, w: s.w - 60, h: 80}, seeded('agency-call', 26), p.mid))
    out.push(rect(s.x + 22, s.y + 400, s.w - 44, 126, 22, '#16a34a'))
    out.push(done(s.x + 66, s.y + 463, 24, '#15803d'))
    out.push(text(s.x + 104, s.y + 452, 'Booked', {size: 30, weight: 800, fill: '#ffffff'}))
    out.push(text(s.x + 104, s.y + 490, 'Tue 9:30 am', {size: 24, fill: '#dcfce7'}))

    // A client's website with its chat agent open.
    const win = browser(440, 40, 700, 380, 'yourbusiness.example', {shadow: '#000000'})
    const c = win.box
    out.push(win.svg)
    out.push(rect(c.x, c.y, c.w * 0.5, c.h, 0, p.tint))
    out.push(bar(c.x + 30, c.y + 50, 200, 22, p.deep))
    out.push(bar(c.x + 30, c.y + 86, 160, 22, p.deep))
    out.push(bar(c.x + 30, c.y + 130, 240, 12, slate[400]))
    out.push(bar(c.x + 30, c.y + 152, 200, 12, slate[300]))
    out.push(rect(c.x + 30, c.y + 190, 150, 48, 24, p.strong))
    const talk = chat(
      c.x + c.w * 0.5 + 24,
      c.y + 24,
      c.w * 0.5 - 48,
      [{rows: ['Open Sundays?']}, {mine: true, rows: ['Yes, 10 to 4.', 'Book a table?']}],
      {them: slate[100], themText: slate[800], mine: p.strong, mineText: '#ffffff'},
      16,
      28,
    )
    out.push(talk.svg)
    out.push(
      text(c.x + c.w * 0.5 + 24, c.y + c.h - 28, 'AI agent · replies in 2 s', {size: 20, weight: 600, fill: p.strong}),
    )

    // The automation: a lead filed and followed up, no one copying it by hand.
    const a = {x: 440, y: 470, w: 700, h: 170}
    out.push(card(a.x, a.y, a.w, a.h, {fill: '#ffffff', radius: 24, shadow: '#000000'}))
    const steps: Array<[string, string]> = [
      ['user-plus', 'New lead'],
      ['database', 'CRM'],
      ['mail-check', 'Follow-up'],
    ]
    steps.forEach(([name, label], i) => {
      const x = a.x + 40 + i * 230
      if (i) out.push(dashed(x - 96, a.y + 64, x - 16, a.y + 64, p.mid, 5))
      out.push(iconTile(x, a.y + 28, 72, name, i === 2 ? p.strong : p.tint, i === 2 ? '#ffffff' : p.strong))
      out.push(text(x, a.y + 140, label, {size: 28, weight: 700, fill: slate[900]}))
    })
    return {backdrop: 'night', body: out.join('')}
  },

  'portfolio-site': (p, _s, recipe) => {
    if (!recipe.portfolio) throw new Error(`${recipe.title}: the portfolio-site subject needs a site`)
    return {backdrop: 'tint', body: portfolioSite(recipe.portfolio, {x: 80, y: 60, w: 1040, h: 580}, p.deep)}
  },

  website: (p, _s, recipe) => {
    if (!recipe.site) throw new Error(`${recipe.title}: the website subject needs a site`)
    const wide = recipe.size === 'card'
    const body = wide
      ? site(recipe.site, {x: 80, y: 60, w: 1040, h: 580}, false)
      : site(recipe.site, {x: 50, y: 70, w: 1100, h: 690}, true) +
        callout(60, 770, {icon: 'gauge', title: 'PageSpeed 98', sub: 'Loads in 0.9 s on a phone', p})
    return {backdrop: 'tint', body}
  },

  'voice-call': (p) => {
    const out: string[] = []
    out.push(card(90, 70, 1020, 760, {fill: slate[900], radius: 32, shadow: '#000000'}))
    out.push(circle(170, 150, 44, p.strong))
    out.push(icon('phone-call', 148, 128, 44, '#ffffff', 2))
    out.push(text(236, 140, 'Joy, AI receptionist', {size: 30, weight: 700, fill: '#ffffff'}))
    out.push(text(236, 176, 'Brightline Dental · incoming call', {size: 20, fill: slate[400]}))
    out.push(pill(900, 118, '01:42', {fill: '#16a34a', color: '#ffffff', size: 20, icon: 'mic'}).svg)
    out.push(waveform({x: 130, y: 220, w: 940, h: 130}, seeded('voice', 64), p.mid, {upTo: 0.62, color: p.soft}))
    const talk = chat(
      130,
      384,
      940,
      [
        {rows: ['Hi, can I book a cleaning next Tuesday morning?']},
        {mine: true, rows: ['Of course! I have 9:30 or 11:00 on Tuesday.', 'Which suits you better?']},
        {rows: ['9:30, please. It is for my son, Leo.']},
        {mine: true, rows: ['Done: Leo Carter, Tuesday at 9:30.', 'I have texted you a confirmation.']},
      ],
      {them: slate[800], themText: slate[100], mine: p.strong, mineText: '#ffffff'},
      14,
      22,
    )
    out.push(talk.svg)
    out.push(
      callout(1080, 764, {
        icon: 'calendar-check',
        title: 'Appointment booked',
        sub: 'Tue 9:30 · added to calendar',
        p,
        align: 'end',
      }),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  chart: (p) => {
    const win = browser(60, 60, 1080, 780, 'chartopia.app/new', {shadow: p.deep})
    const c = win.box
    const out: string[] = [win.svg]
    out.push(rect(c.x + 36, c.y + 30, c.w - 72, 64, 32, p.tint, `stroke="${p.mid}" stroke-width="2"`))
    out.push(icon('sparkles', c.x + 58, c.y + 48, 28, p.strong, 2))
    out.push(text(c.x + 100, c.y + 70, 'Monthly sales by region, as a bar chart', {size: 22, fill: slate[800]}))
    out.push(text(c.x + 36, c.y + 150, 'Sales by region, Jan to Jun', {size: 26, weight: 700}))
    const legend: Array<[string, string]> = [
      ['North', p.strong],
      ['South', p.mid],
      ['West', palettes.amber.mid],
    ]
    legend.forEach(([name, color], i) => {
      out.push(rect(c.x + c.w - 380 + i * 120, c.y + 132, 18, 18, 5, color))
      out.push(text(c.x + c.w - 354 + i * 120, c.y + 148, name, {size: 18, fill: slate[600]}))
    })
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']
    const gx = c.x + 96
    const gy = c.y + 190
    const gw = c.w - 150
    const gh = 380
    for (let i = 0; i <= 4; i++) {
      out.push(rect(gx, gy + (gh * i) / 4, gw, 2, 1, slate[200]))
      out.push(text(gx - 16, gy + (gh * i) / 4 + 6, `${(4 - i) * 25}k`, {size: 16, fill: slate[400], anchor: 'end'}))
    }
    const group = gw / months.length
    months.forEach((m, i) => {
      const vals = [0.42 + i * 0.07, 0.3 + unit('south', i) * 0.25, 0.22 + unit('west', i) * 0.2]
      vals.forEach((v, k) => {
        const bw = group * 0.2
        const bx = gx + i * group + group * 0.15 + k * (bw + 6)
        out.push(rect(bx, gy + gh - gh * v, bw, gh * v, 6, legend[k]![1]))
      })
      out.push(text(gx + i * group + group / 2, gy + gh + 32, m, {size: 18, fill: slate[500], anchor: 'middle'}))
    })
    out.push(callout(1110, 770, {icon: 'trending-up', title: 'North +38%', sub: 'best month: June', p, align: 'end'}))
    return {backdrop: 'strong', body: out.join('')}
  },

  restoration: (p) => {
    // The shop photo twice: the left half as the old print, the right half restored, with the slider between.
    const frame = {x: 80, y: 90, w: 1040, h: 720}
    const scale = frame.h / 600
    const sw = 800 * scale
    const sx = frame.x + (frame.w - sw) / 2
    const place = `transform="translate(${r(sx)} ${frame.y}) scale(${r(scale, 4)})"`
    const mid = frame.x + frame.w / 2
    const out: string[] = []
    out.push(card(frame.x, frame.y, frame.w, frame.h, {fill: slate[800], radius: 26, shadow: '#000000'}))
    out.push(
      `<clipPath id="frame"><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" rx="26"/></clipPath>` +
        `<clipPath id="left"><rect x="${frame.x}" y="${frame.y}" width="${mid - frame.x}" height="${frame.h}"/></clipPath>` +
        `<clipPath id="right"><rect x="${mid}" y="${frame.y}" width="${frame.x + frame.w - mid}" height="${frame.h}"/></clipPath>`,
    )
    const scene = restorationScene('storefront')
    out.push(
      `<g clip-path="url(#frame)">${rect(frame.x, frame.y, frame.w, frame.h, 0, '#a8a29e')}` +
        `<g clip-path="url(#right)"><g ${place}>${scene.after}</g></g>` +
        `<g clip-path="url(#left)"><g ${place}>${scene.before}</g></g></g>`,
    )
    out.push(rect(mid - 3, frame.y, 6, frame.h, 3, '#ffffff'))
    out.push(circle(mid, frame.y + frame.h / 2, 38, '#ffffff'))
    out.push(icon('chevrons-left-right', mid - 22, frame.y + frame.h / 2 - 22, 44, slate[900], 2.4))
    out.push(pill(frame.x + 24, frame.y + 24, 'Before', {fill: slate[900], color: '#ffffff', size: 22}).svg)
    const afterStyle = {fill: p.strong, color: '#ffffff', size: 22}
    out.push(pill(frame.x + frame.w - 24 - pillWidth('After', afterStyle), frame.y + 24, 'After', afterStyle).svg)
    out.push(
      callout(frame.x + frame.w - 24, frame.y + frame.h - 50, {
        icon: 'sparkles',
        title: 'Colour restored',
        sub: 'Scratches and stains repaired',
        p,
        align: 'end',
      }),
    )
    return {backdrop: 'night', body: scene.defs + out.join('')}
  },

  'chat-widget': (p) => {
    const out: string[] = []
    // A bakery's website in the background, the chatbot open over it.
    const win = browser(40, 60, 860, 700, 'rosebakery.example', {shadow: p.deep})
    out.push(win.svg)
    const c = win.box
    out.push(rect(c.x, c.y, c.w, 260, 0, palettes.amber.tint))
    out.push(text(c.x + 40, c.y + 110, 'Fresh bread,', {size: 44, weight: 800, fill: palettes.amber.deep}))
    out.push(text(c.x + 40, c.y + 164, 'baked at dawn', {size: 44, weight: 800, fill: palettes.amber.deep}))
    out.push(rect(c.x + 40, c.y + 190, 160, 44, 22, palettes.amber.strong))
    for (let i = 0; i < 3; i++) {
      out.push(rect(c.x + 40 + i * 260, c.y + 300, 230, 280, 16, slate[50], `stroke="${slate[200]}" stroke-width="2"`))
      out.push(
        iconTile(
          c.x + 60 + i * 260,
          c.y + 320,
          56,
          ['croissant', 'cake-slice', 'coffee'][i]!,
          palettes.amber.tint,
          palettes.amber.strong,
        ),
      )
      out.push(bar(c.x + 60 + i * 260, c.y + 400, 150, 12, slate[300]))
    }
    const w = {x: 560, y: 150, w: 590, h: 700}
    out.push(card(w.x, w.y, w.w, w.h, {fill: '#ffffff', radius: 28, shadow: p.deep}))
    out.push(
      `<path d="M${w.x} ${w.y + 28}a28 28 0 0 1 28 -28H${w.x + w.w - 28}a28 28 0 0 1 28 28V${w.y + 100}H${w.x}Z" fill="${p.strong}"/>`,
    )
    out.push(circle(w.x + 56, w.y + 50, 28, '#ffffff'))
    out.push(icon('bot', w.x + 40, w.y + 34, 32, p.strong, 2))
    out.push(text(w.x + 100, w.y + 46, 'Rosa, Rose Bakery assistant', {size: 22, weight: 700, fill: '#ffffff'}))
    out.push(text(w.x + 100, w.y + 74, 'Replies instantly, day and night', {size: 17, fill: p.tint}))
    const talk = chat(
      w.x + 28,
      w.y + 128,
      w.w - 56,
      [
        {rows: ['Hi! How can I help today?']},
        {mine: true, rows: ['Can I order a birthday cake', 'for Saturday?']},
        {rows: ['Yes! Chocolate or vanilla?', 'Pick-up from 8 am or delivery.']},
        {mine: true, rows: ['Chocolate, delivery please']},
      ],
      {them: slate[100], themText: slate[800], mine: p.strong, mineText: '#ffffff'},
    )
    out.push(talk.svg)
    let qx = w.x + 28
    for (const label of ['Track my order', 'Opening hours']) {
      const q = pill(qx, talk.end + 6, label, {fill: '#ffffff', color: p.strong, size: 18})
      out.push(q.svg.replace('<rect', `<rect stroke="${p.mid}" stroke-width="2"`))
      qx += q.w + 12
    }
    out.push(rect(w.x + 28, w.y + w.h - 84, w.w - 56, 56, 28, slate[100]))
    out.push(text(w.x + 56, w.y + w.h - 48, 'Type a message…', {size: 19, fill: slate[400]}))
    out.push(circle(w.x + w.w - 60, w.y + w.h - 56, 22, p.strong))
    out.push(icon('send', w.x + w.w - 72, w.y + w.h - 68, 24, '#ffffff', 2))
    return {backdrop: 'tint', body: out.join('')}
  },

  pyramid: (p) => {
    // A wall in cross-section, laid in running bond: each block has two pyramid keys on top, at a quarter
    // and three quarters of its length, and two sockets underneath in the same places, so each course's
    // keys sit in the sockets of the course above. No mortar joint anywhere.
    const out: string[] = []
    const x0 = 110
    const y0 = 230
    const bw = 240
    const bh = 118
    const key = 34
    const right = x0 + bw * 4
    const stone = ['#d6d3d1', '#e7e5e4']
    for (let row = 0; row < 4; row++) {
      const offset = row % 2 ? bw / 2 : 0
      for (let col = -1; col < 5; col++) {
        const l = Math.max(x0 + offset + col * bw, x0)
        const rr = Math.min(x0 + offset + (col + 1) * bw, right)
        if (rr - l < 20) continue
        const y = y0 + row * bh
        const keys: number[] = []
        for (let k = x0 + bw / 4; k < right; k += bw / 2) if (k - key > l && k + key < rr) keys.push(k)
        const topEdge = keys.map((k) => `H${k - key}L${k} ${y - key}L${k + key} ${y}`).join('')
        const bottomEdge = keys
          .slice()
          .reverse()
          .map((k) => `H${k + key}L${k} ${y + bh - key}L${k - key} ${y + bh}`)
          .join('')
        const d = `M${l} ${y}${row === 0 ? `H${rr}` : `${topEdge}H${rr}`}V${y + bh}${row === 3 ? `H${l}` : `${bottomEdge}H${l}`}Z`
        out.push(
          `<path d="${d}" fill="${stone[(row + col + 2) % 2]}" stroke="${slate[500]}" stroke-width="3" stroke-linejoin="round"/>`,
        )
      }
    }
    out.push(rect(x0 - 30, y0 + bh * 4, bw * 4 + 60, 36, 8, '#a8a29e'))
    // One key's contact face, measured.
    const kx = x0 + bw / 4 + bw
    const ky = y0 + bh * 2
    out.push(
      `<path d="M${kx - key} ${ky}L${kx} ${ky - key}L${kx + key} ${ky}" fill="none" stroke="${p.strong}" stroke-width="8" stroke-linejoin="round"/>`,
    )
    out.push(pill(kx + key + 16, ky - 60, '42 cm² contact', {fill: p.strong, color: '#ffffff', size: 20}).svg)
    out.push(
      callout(1110, 70, {
        icon: 'shield-check',
        title: '10x stronger',
        sub: 'interlocking, zero mortar',
        p,
        align: 'end',
      }),
    )
    out.push(callout(90, 770, {icon: 'piggy-bank', title: '38% lower cost', sub: '$8,300 in 4 days, not $31,800', p}))
    out.push(callout(1110, 770, {icon: 'timer', title: '89% faster', sub: 'no curing time', p, align: 'end'}))
    return {backdrop: 'strong', body: out.join('')}
  },

  workflow: (p) => {
    const out: string[] = []
    const steps: Array<[string, string, string]> = [
      ['file-text', 'New web form lead', 'Trigger'],
      ['sparkles', 'AI scores the lead', 'Score 86 / 100'],
      ['database', 'Added to your CRM', 'Contact + deal'],
      ['mail', 'Welcome email sent', 'Personalised'],
      ['bell', 'Sales team notified', 'Call within 5 min'],
    ]
    steps.forEach(([name, title, sub], i) => {
      const x = i % 2 ? 340 : 60
      const y = 60 + i * 160
      if (i < steps.length - 1) {
        const nx = (i + 1) % 2 ? 340 : 60
        out.push(dashed(x + 240, y + 110, nx + 240, y + 160, p.strong, 5))
      }
      out.push(card(x, y, 480, 112, {radius: 24, shadow: p.deep}))
      out.push(iconTile(x + 24, y + 24, 64, name, p.tint, p.strong))
      out.push(text(x + 108, y + 52, title, {size: 26, weight: 700}))
      out.push(text(x + 108, y + 86, sub, {size: 19, fill: slate[500]}))
      out.push(done(x + 440, y + 56, 20, '#16a34a'))
    })
    out.push(card(880, 90, 270, 300, {fill: p.deep, radius: 28, shadow: '#000000'}))
    out.push(text(910, 150, 'Today', {size: 22, fill: p.soft, weight: 600}))
    out.push(text(910, 220, '312', {size: 64, weight: 800, fill: '#ffffff'}))
    out.push(text(910, 256, 'tasks run', {size: 20, fill: p.soft}))
    out.push(text(910, 330, '14.5 h', {size: 44, weight: 800, fill: '#ffffff'}))
    out.push(text(910, 364, 'of work saved', {size: 20, fill: p.soft}))
    return {backdrop: 'strong', body: out.join('')}
  },

  'agent-console': (p) => {
    const win = browser(50, 60, 1100, 790, 'app.helixai.example/agents/sales', {dark: true, shadow: '#000000'})
    const c = win.box
    const out: string[] = [win.svg]
    out.push(text(c.x + 36, c.y + 56, 'Sales assistant · live chat', {size: 24, weight: 700, fill: '#ffffff'}))
    out.push(
      pill(c.x + 420, c.y + 30, 'Online', {fill: '#14532d', color: '#86efac', size: 17, icon: 'circle-check'}).svg,
    )
    const talk = chat(
      c.x + 36,
      c.y + 96,
      600,
      [
        {rows: ['Is the Oslo sofa in blue in stock?']},
        {mine: true, rows: ['Yes, 3 left at our Austin store.', 'Shall I reserve one for Saturday?']},
        {rows: ['Yes please, pick-up at 11.']},
        {mine: true, rows: ['Reserved, order A-2231. You will', 'get a text when it is ready.']},
      ],
      {them: slate[800], themText: slate[100], mine: p.strong, mineText: '#ffffff'},
      16,
      22,
    )
    out.push(talk.svg)
    const ax = c.x + 680
    out.push(rect(ax, c.y + 30, c.w - 716, c.h - 60, 20, slate[800]))
    out.push(text(ax + 28, c.y + 80, 'What the agent did', {size: 22, weight: 700, fill: '#ffffff'}))
    const acts: Array<[string, string]> = [
      ['search', 'Checked stock'],
      ['calendar-check', 'Reserved item'],
      ['database', 'Updated the CRM'],
      ['send', 'Texted the customer'],
    ]
    acts.forEach(([name, label], i) => {
      const y = c.y + 118 + i * 108
      out.push(rect(ax + 24, y, c.w - 764, 88, 16, slate[900]))
      out.push(iconTile(ax + 40, y + 16, 56, name, p.deep, p.soft))
      out.push(text(ax + 112, y + 52, label, {size: 19, weight: 600, fill: '#ffffff'}))
      out.push(done(ax + c.w - 748, y + 44, 14, '#16a34a'))
    })
    return {backdrop: 'deep', body: out.join('')}
  },

  report: (p) => {
    const out: string[] = []
    out.push(card(150, 60, 640, 800, {radius: 12, shadow: p.deep}))
    out.push(rect(150, 60, 640, 14, 0, p.strong))
    out.push(text(200, 140, 'MARKET REPORT', {size: 18, weight: 700, fill: p.strong, spacing: 3}))
    out.push(text(200, 190, 'Opening a second store', {size: 34, weight: 800}))
    out.push(text(200, 232, 'in Austin, TX', {size: 34, weight: 800}))
    out.push(text(200, 290, 'Executive summary', {size: 20, weight: 700, fill: slate[700]}))
    for (let i = 0; i < 4; i++) out.push(bar(200, 310 + i * 26, [520, 500, 540, 360][i]!, 11, slate[300]))
    out.push(text(200, 460, 'Demand vs. supply by district', {size: 20, weight: 700, fill: slate[700]}))
    out.push(
      bars({x: 200, y: 490, w: 540, h: 220}, [0.45, 0.6, 0.38, 0.72, 0.55, 0.92], {base: p.soft, strong: p.strong}, [
        'Downtown',
        'East',
        'North',
        'South',
        'West',
        'Mueller',
      ]),
    )
    for (let i = 0; i < 2; i++) out.push(bar(200, 780 + i * 26, [520, 420][i]!, 11, slate[300]))
    out.push(card(640, 230, 470, 190, {fill: p.deep, radius: 24, shadow: '#000000'}))
    out.push(icon('lightbulb', 672, 262, 40, palettes.amber.mid, 2))
    out.push(text(728, 292, 'Key finding', {size: 22, weight: 700, fill: p.soft}))
    out.push(text(672, 346, 'Mueller: demand 27%', {size: 30, weight: 800, fill: '#ffffff'}))
    out.push(text(672, 388, 'above current supply', {size: 30, weight: 800, fill: '#ffffff'}))
    out.push(
      callout(1120, 770, {
        icon: 'file-search',
        title: '1,240 sources read',
        sub: 'reviews, census, listings',
        p,
        align: 'end',
      }),
    )
    return {backdrop: 'tint', body: out.join('')}
  },

  roadmap: (p) => {
    const out: string[] = []
    out.push(card(60, 80, 1080, 600, {radius: 28, shadow: p.deep}))
    out.push(text(110, 160, 'Your AI roadmap', {size: 36, weight: 800}))
    out.push(text(110, 200, 'Northside Dental Group · 6 months', {size: 20, fill: slate[500]}))
    const weeks = ['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6']
    const gx = 460
    const gw = 630
    weeks.forEach((w, i) => {
      out.push(text(gx + (gw / 6) * i + gw / 12, 250, w, {size: 16, fill: slate[400], anchor: 'middle'}))
      out.push(rect(gx + (gw / 6) * i, 266, 2, 380, 1, slate[100]))
    })
    const rows: Array<[string, string, number, number, string]> = [
      ['Quick win', 'Email triage', 0, 1, palettes.emerald.mid],
      ['Pilot', 'AI receptionist', 1, 2.2, p.mid],
      ['Pilot', 'Review replies', 1.5, 3, p.mid],
      ['Scale', 'CRM automation', 3, 5, p.strong],
      ['Scale', 'Team training', 4.5, 6, p.strong],
    ]
    rows.forEach(([phase, name, from, to, color], i) => {
      const y = 290 + i * 72
      out.push(text(110, y + 22, phase.toUpperCase(), {size: 15, weight: 700, fill: slate[400], spacing: 1.5}))
      out.push(text(110, y + 48, name, {size: 22, weight: 600}))
      out.push(rect(gx + (gw / 6) * from + 4, y + 8, (gw / 6) * (to - from) - 8, 44, 22, color))
    })
    out.push(callout(140, 730, {icon: 'piggy-bank', title: '$48,000 a year', sub: 'estimated savings', p}))
    out.push(
      callout(620, 730, {icon: 'trending-up', title: 'Payback in 4 months', sub: 'on the first two projects', p}),
    )
    return {backdrop: 'tint', body: out.join('')}
  },

  team: (p) => {
    const out: string[] = []
    const people: Array<[string, 'long' | 'short', string, string]> = [
      ['Maya Okafor', 'long', 'Maya Okafor', 'Founder & CEO'],
      ['Daniel Reyes', 'short', 'Daniel Reyes', 'CTO'],
      ['Priya Natarajan', 'long', 'Priya Natarajan', 'Client Success'],
    ]
    people.forEach(([name, hair, label, role], i) => {
      const x = 70 + i * 360
      const y = i === 1 ? 70 : 130
      out.push(card(x, y, 340, 470, {radius: 28, shadow: p.deep}))
      out.push(rect(x + 20, y + 20, 300, 300, 20, [p.tint, palettes.amber.tint, palettes.sky.tint][i]!))
      out.push(placePerson(name, hair, x + 30, y + 30, 290))
      out.push(text(x + 30, y + 372, label, {size: 26, weight: 700}))
      out.push(text(x + 30, y + 410, role, {size: 20, fill: slate[500]}))
    })
    const stats: Array<[string, string]> = [
      ['500+', 'projects'],
      ['98%', 'satisfaction'],
      ['50+', 'experts'],
      ['24/7', 'support'],
    ]
    out.push(card(70, 680, 1060, 150, {fill: p.deep, radius: 28, shadow: '#000000'}))
    stats.forEach(([n, label], i) => {
      const x = 140 + i * 260
      out.push(text(x, 752, n, {size: 48, weight: 800, fill: '#ffffff'}))
      out.push(text(x, 792, label, {size: 20, fill: p.soft}))
    })
    return {backdrop: 'strong', body: out.join('')}
  },

  reply: (p) => {
    const out: string[] = []
    out.push(card(80, 80, 760, 620, {radius: 28, shadow: p.deep}))
    out.push(initials(150, 160, 40, 'H', p.strong))
    out.push(text(210, 152, 'Helix AI team', {size: 26, weight: 700}))
    out.push(text(210, 186, 'Re: A voice agent for our clinic', {size: 20, fill: slate[500]}))
    out.push(rect(80, 228, 760, 2, 0, slate[100]))
    out.push(
      lines(
        130,
        290,
        [
          'Hi Sam, thanks for getting in touch!',
          'Your voice agent could answer the 40',
          'calls a week you miss. Pick a time for',
          'a free 30-minute call:',
        ],
        40,
        {size: 24, fill: slate[700]},
      ),
    )
    const slots = ['Tue 10:00', 'Wed 14:30', 'Thu 09:15']
    slots.forEach((s, i) => {
      const x = 130 + i * 220
      out.push(
        rect(x, 480, 200, 64, 18, i === 1 ? p.strong : p.tint, i === 1 ? '' : `stroke="${p.mid}" stroke-width="2"`),
      )
      out.push(text(x + 100, 520, s, {size: 22, weight: 700, fill: i === 1 ? '#ffffff' : p.deep, anchor: 'middle'}))
    })
    out.push(text(130, 620, 'Maya, Helix AI', {size: 22, weight: 600, fill: slate[700]}))
    out.push(
      callout(1120, 620, {
        align: 'end',
        icon: 'clock',
        title: 'Reply within 1 business day',
        sub: 'Mon-Fri 9:00 AM-6:00 PM PST',
        p,
      }),
    )
    out.push(
      callout(1120, 770, {align: 'end', icon: 'headphones', title: 'Support 24/7', sub: 'call or text any time', p}),
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  podcast: (p) => {
    const out: string[] = []
    out.push(card(80, 90, 1040, 560, {fill: slate[900], radius: 32, shadow: '#000000'}))
    out.push(rect(120, 130, 400, 400, 28, p.strong))
    out.push(circle(320, 300, 120, p.deep))
    out.push(icon('mic', 250, 230, 140, '#ffffff', 1.6))
    out.push(
      text(320, 486, 'THE HELIX AI PODCAST', {size: 22, weight: 800, fill: '#ffffff', anchor: 'middle', spacing: 2}),
    )
    out.push(text(570, 190, 'EPISODE 42', {size: 18, weight: 700, fill: p.mid, spacing: 2}))
    out.push(text(570, 240, 'Your first AI', {size: 40, weight: 800, fill: '#ffffff'}))
    out.push(text(570, 290, 'receptionist', {size: 40, weight: 800, fill: '#ffffff'}))
    out.push(text(570, 332, 'with Maya Okafor', {size: 22, fill: slate[400]}))
    out.push(waveform({x: 570, y: 370, w: 510, h: 90}, seeded('podcast', 40), slate[700], {upTo: 0.45, color: p.mid}))
    out.push(text(570, 490, '18:24', {size: 18, fill: slate[400]}))
    out.push(text(1080, 490, '41:10', {size: 18, fill: slate[400], anchor: 'end'}))
    out.push(icon('skip-back', 640, 530, 40, slate[300], 2))
    out.push(circle(780, 550, 42, '#ffffff'))
    out.push(`<path d="M768 528v44l34 -22Z" fill="${p.deep}"/>`)
    out.push(icon('skip-forward', 880, 530, 40, slate[300], 2))
    out.push(callout(90, 700, {icon: 'calendar', title: 'New episode every Tuesday', sub: '8 episodes, 30-45 min', p}))
    out.push(
      callout(1130, 700, {
        align: 'end',
        icon: 'headphones',
        title: 'Production for your show',
        sub: 'recording, editing, publishing',
        p,
      }),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  articles: (p) => {
    const out: string[] = []
    const posts: Array<[string, string, string, PaletteName, string]> = [
      ['AI RESEARCH', 'Retrieval-augmented', 'generation, explained', 'sky', 'file-search'],
      ['LEAD GENERATION', 'Speed to lead: answer', 'in five minutes', 'amber', 'timer'],
      ['AI AUTOMATION', 'Five processes to', 'automate this year', 'emerald', 'workflow'],
    ]
    posts.forEach(([cat, t1, t2, pal, ic], i) => {
      const q = palettes[pal]
      const x = 60 + i * 370
      const y = [150, 90, 190][i]!
      out.push(card(x, y, 340, 560, {radius: 24, shadow: p.deep}))
      out.push(rect(x + 16, y + 16, 308, 220, 16, q.soft))
      out.push(iconTile(x + 120, y + 76, 100, ic, '#ffffff', q.strong))
      out.push(pill(x + 24, y + 264, cat, {fill: q.tint, color: q.deep, size: 15, height: 32}).svg)
      out.push(text(x + 24, y + 348, t1, {size: 23, weight: 700}))
      out.push(text(x + 24, y + 380, t2, {size: 23, weight: 700}))
      for (let k = 0; k < 3; k++) out.push(bar(x + 24, y + 410 + k * 24, [280, 260, 180][k]!, 10, slate[300]))
      out.push(text(x + 24, y + 520, 'Apr 6, 2025 · 6 min read', {size: 16, fill: slate[500]}))
    })
    out.push(
      callout(640, 770, {icon: 'newspaper', title: 'New articles every week', sub: 'research, guides and news', p}),
    )
    return {backdrop: 'tint', body: out.join('')}
  },

  assistant: (p) => {
    const win = browser(70, 60, 1060, 790, 'helixai.example/ask-ai', {shadow: p.deep})
    const c = win.box
    const out: string[] = [win.svg]
    out.push(iconTile(c.x + 36, c.y + 28, 56, 'sparkles', p.strong, '#ffffff'))
    out.push(text(c.x + 108, c.y + 66, 'Ask AI Assistant', {size: 26, weight: 700}))
    const talk = chat(
      c.x + 36,
      c.y + 120,
      c.w - 72,
      [
        {mine: true, rows: ['Write a friendly reply to a customer who', 'wants a refund for a late delivery.']},
        {
          rows: [
            'Hi Jordan, I am so sorry your order arrived',
            'late. I have refunded the $18 delivery fee,',
            'and your next delivery is on us. Thank you',
            'for your patience!',
          ],
        },
        {mine: true, rows: ['Great. Now a shorter one for SMS.']},
        {rows: ['Sorry for the delay, Jordan! $18 refunded', 'and your next delivery is free.']},
      ],
      {them: slate[100], themText: slate[800], mine: p.strong, mineText: '#ffffff'},
      20,
      24,
    )
    out.push(talk.svg)
    out.push(
      pill(c.x + 36, talk.end, 'Copy', {fill: '#ffffff', color: slate[700], size: 18, icon: 'copy'}).svg.replace(
        '<rect',
        `<rect stroke="${slate[300]}" stroke-width="2"`,
      ),
    )
    out.push(
      pill(c.x + 170, talk.end, 'Make it shorter', {fill: '#ffffff', color: slate[700], size: 18}).svg.replace(
        '<rect',
        `<rect stroke="${slate[300]}" stroke-width="2"`,
      ),
    )
    out.push(rect(c.x + 36, c.y + c.h - 96, c.w - 72, 64, 32, slate[50], `stroke="${slate[300]}" stroke-width="2"`))
    out.push(text(c.x + 68, c.y + c.h - 56, 'Ask anything…', {size: 21, fill: slate[400]}))
    out.push(circle(c.x + c.w - 72, c.y + c.h - 64, 24, p.strong))
    out.push(icon('send', c.x + c.w - 85, c.y + c.h - 77, 26, '#ffffff', 2))
    return {backdrop: 'strong', body: out.join('')}
  },

  tutor: (p) => {
    const out: string[] = []
    out.push(card(70, 80, 560, 700, {radius: 28, shadow: p.deep}))
    out.push(pill(110, 120, 'Lesson 2 of 4', {fill: p.tint, color: p.deep, size: 18}).svg)
    out.push(text(110, 220, 'Writing prompts', {size: 36, weight: 800}))
    out.push(text(110, 264, 'that work', {size: 36, weight: 800}))
    const tips = ['Ask one focused question', 'Give the context', 'Split big topics in parts', 'Note what worked']
    tips.forEach((tip, i) => {
      const y = 330 + i * 84
      out.push(done(134, y + 4, 20, i < 2 ? '#16a34a' : slate[300]))
      out.push(text(172, y + 12, tip, {size: 23, fill: slate[800]}))
    })
    out.push(rect(110, 690, 480, 14, 7, slate[100]))
    out.push(rect(110, 690, 240, 14, 7, p.strong))
    out.push(card(560, 300, 580, 430, {fill: p.deep, radius: 28, shadow: '#000000'}))
    out.push(iconTile(596, 336, 56, 'graduation-cap', p.strong, '#ffffff'))
    out.push(text(672, 374, 'Your AI tutor', {size: 24, weight: 700, fill: '#ffffff'}))
    const talk = chat(
      596,
      420,
      510,
      [
        {mine: true, rows: ['What is a token, in plain words?']},
        {rows: ['A piece of a word: "teaching"', 'is about two tokens. Models', 'read and bill text in tokens.']},
      ],
      {them: '#ffffff', themText: slate[800], mine: p.strong, mineText: '#ffffff'},
      16,
      21,
    )
    out.push(talk.svg)
    return {backdrop: 'strong', body: out.join('')}
  },

  course: (p) => {
    const out: string[] = []
    out.push(card(60, 70, 720, 560, {fill: slate[900], radius: 24, shadow: '#000000'}))
    out.push(rect(80, 90, 680, 400, 16, p.deep))
    out.push(rect(420, 160, 300, 220, 12, '#ffffff'))
    out.push(bars({x: 450, y: 190, w: 240, h: 150}, [0.3, 0.5, 0.45, 0.7, 0.9], {base: p.soft, strong: p.strong}))
    out.push(placePerson('Daniel Brooks', 'short', 80, 170, 320))
    out.push(rect(80, 520, 680, 10, 5, slate[700]))
    out.push(rect(80, 520, 420, 10, 5, p.mid))
    out.push(circle(500, 525, 13, '#ffffff'))
    out.push(text(80, 580, 'Module 3 · Automating your first workflow', {size: 22, weight: 600, fill: '#ffffff'}))
    out.push(text(80, 612, '24:10 / 38:00', {size: 18, fill: slate[400]}))
    out.push(card(720, 160, 430, 560, {radius: 24, shadow: p.deep}))
    out.push(text(750, 214, 'Your course', {size: 24, weight: 700}))
    out.push(text(1120, 214, '60%', {size: 22, weight: 700, fill: p.strong, anchor: 'end'}))
    const modules = ['Prompting', 'AI tools', 'Automation', 'AI agents', 'Your plan']
    modules.forEach((m, i) => {
      const y = 250 + i * 88
      out.push(rect(740, y, 390, 72, 16, i === 2 ? p.tint : slate[50]))
      if (i < 2) out.push(done(780, y + 36, 18, '#16a34a'))
      else if (i === 2) {
        out.push(circle(780, y + 36, 18, p.strong))
        out.push(`<path d="M774 ${y + 26}v20l16 -10Z" fill="#ffffff"/>`)
      } else out.push(circle(780, y + 36, 17, '#ffffff', `stroke="${slate[300]}" stroke-width="3"`))
      out.push(text(814, y + 44, `${i + 1}. ${m}`, {size: 21, weight: i === 2 ? 700 : 500}))
    })
    out.push(
      callout(90, 700, {
        icon: 'badge-check',
        title: '30-day money-back guarantee',
        sub: 'plus 1 month of AI tools free',
        p,
      }),
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  webinar: (p) => {
    const out: string[] = []
    out.push(card(60, 70, 1080, 640, {fill: slate[900], radius: 28, shadow: '#000000'}))
    out.push(rect(90, 100, 760, 470, 18, '#ffffff'))
    out.push(text(130, 170, 'From concept to action', {size: 36, weight: 800}))
    const steps = ['Demystify', 'Find the wins', 'Act safely']
    steps.forEach((s, i) => {
      const x = 130 + i * 240
      out.push(rect(x, 230, 210, 200, 20, [p.tint, palettes.sky.tint, palettes.emerald.tint][i]!))
      out.push(
        iconTile(
          x + 24,
          254,
          64,
          ['lightbulb', 'target', 'shield-check'][i]!,
          '#ffffff',
          [p.strong, palettes.sky.strong, palettes.emerald.strong][i]!,
        ),
      )
      out.push(text(x + 24, 372, s, {size: 22, weight: 700}))
      out.push(bar(x + 24, 392, 150, 10, slate[300]))
      if (i < 2) out.push(icon('arrow-right', x + 212, 310, 28, slate[400], 2.4))
    })
    out.push(pill(110, 510, 'LIVE', {fill: palettes.rose.strong, color: '#ffffff', size: 18, icon: 'radio'}).svg)
    const names = ['AL', 'MK', 'JS', 'RB']
    names.forEach((n, i) => {
      const y = 100 + i * 120
      out.push(rect(880, y, 230, 104, 16, slate[800]))
      out.push(
        initials(
          995,
          y + 52,
          32,
          n,
          [p.strong, palettes.sky.strong, palettes.emerald.strong, palettes.rose.strong][i]!,
        ),
      )
    })
    out.push(rect(90, 600, 1020, 80, 16, slate[800]))
    out.push(initials(140, 640, 22, 'MK', palettes.sky.strong))
    out.push(text(180, 648, 'Great tip, we will try the email triage first!', {size: 21, fill: slate[100]}))
    out.push(callout(580, 760, {icon: 'clock', title: '2 hours live, with Q&A', sub: 'recordings kept for life', p}))
    return {backdrop: 'deep', body: out.join('')}
  },

  'video-call': (p) => {
    const out: string[] = []
    out.push(card(50, 60, 1100, 620, {fill: slate[950], radius: 28, shadow: '#000000'}))
    const tiles: Array<[string, 'long' | 'short', string, string]> = [
      ['Maya Okafor', 'long', 'Maya · your strategist', p.deep],
      ['Tom Alvarez', 'short', 'Tom · Alvarez Roofing', palettes.sky.deep],
    ]
    tiles.forEach(([name, hair, label, color], i) => {
      const x = 80 + i * 530
      out.push(rect(x, 90, 510, 420, 20, color))
      out.push(placePerson(name, hair, x + 95, 130, 330))
      out.push(
        pill(x + 20, 456, label, {fill: '#000000', color: '#ffffff', size: 18}).svg.replace(
          '<rect',
          '<rect opacity="0.7"',
        ),
      )
    })
    out.push(rect(80, 530, 1040, 120, 18, slate[900]))
    const controls = ['mic', 'video', 'monitor', 'message-square']
    controls.forEach((c, i) => {
      out.push(circle(140 + i * 90, 590, 32, slate[800]))
      out.push(icon(c, 124 + i * 90, 574, 32, '#ffffff', 2))
    })
    out.push(circle(520, 590, 32, palettes.rose.strong))
    out.push(icon('phone-off', 504, 574, 32, '#ffffff', 2))
    out.push(text(1090, 582, '1:42:10', {size: 30, weight: 700, fill: '#ffffff', anchor: 'end'}))
    out.push(text(1090, 614, 'of your 2 hours', {size: 18, fill: slate[400], anchor: 'end'}))
    out.push(card(90, 700, 600, 170, {radius: 24, shadow: p.deep}))
    out.push(text(120, 750, 'Your action plan', {size: 24, weight: 700}))
    out.push(
      lines(120, 792, ['1. Quote follow-ups automated', '2. Voice agent pilot in May'], 36, {
        size: 21,
        fill: slate[700],
      }),
    )
    out.push(callout(720, 740, {icon: 'badge-check', title: '$199, was $399', sub: '100% satisfaction promise', p}))
    return {backdrop: 'deep', body: out.join('')}
  },

  'research-agent': (p) => {
    const out: string[] = []
    out.push(card(60, 60, 1080, 120, {radius: 60, shadow: p.deep}))
    out.push(icon('search', 110, 98, 44, p.strong, 2.4))
    out.push(text(176, 134, 'Demand for coffee shops in Austin, TX', {size: 28, weight: 600}))
    out.push(pill(900, 96, 'Researching', {fill: p.tint, color: p.deep, size: 18, icon: 'refresh-cw'}).svg)
    const findings: Array<[string, string, string, string]> = [
      ['users', 'Foot traffic', '+18% in East Austin', '42 sources'],
      ['store', 'Competitors', '63 cafés, 9 new in 2024', '118 sources'],
      ['wallet', 'Spending', '$11.40 average order', '27 sources'],
    ]
    findings.forEach(([ic, title, value, src], i) => {
      const y = 230 + i * 170
      out.push(card(60, y, 560, 150, {radius: 24, shadow: p.deep}))
      out.push(iconTile(90, y + 30, 64, ic, p.tint, p.strong))
      out.push(text(178, y + 58, title, {size: 20, fill: slate[500], weight: 600}))
      out.push(text(178, y + 96, value, {size: 27, weight: 800}))
      out.push(text(178, y + 128, src, {size: 17, fill: slate[400]}))
    })
    out.push(card(660, 230, 480, 490, {radius: 24, shadow: p.deep}))
    out.push(rect(680, 250, 440, 450, 16, palettes.emerald.tint))
    for (let i = 1; i < 5; i++) {
      out.push(`<path d="M680 ${250 + i * 90}H1120M${680 + i * 88} 250V700" stroke="#ffffff" stroke-width="8"/>`)
    }
    out.push(
      `<path d="M700 640C800 520 860 600 940 460S1060 380 1100 300" fill="none" stroke="${palettes.sky.mid}" stroke-width="14" opacity="0.7"/>`,
    )
    const pins: Array<[number, number, boolean]> = [
      [760, 360, false],
      [850, 520, false],
      [1010, 330, false],
      [960, 560, true],
      [800, 450, false],
    ]
    for (const [x, y, hot] of pins) {
      out.push(circle(x, y, hot ? 60 : 0, p.mid, 'opacity="0.3"'))
      out.push(icon('map-pin', x - 22, y - 40, 44, hot ? palettes.rose.strong : p.strong, 2.4))
    }
    out.push(
      callout(1140, 760, {
        align: 'end',
        icon: 'file-text',
        title: 'Report ready in 6 minutes',
        sub: 'with every source linked',
        p,
      }),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  agency: (p) => {
    const win = browser(50, 60, 1100, 790, 'app.agency-platform.example', {shadow: p.deep})
    const c = win.box
    const out: string[] = [win.svg]
    out.push(rect(c.x, c.y, 230, c.h, 0, p.deep))
    for (let i = 0; i < 7; i++) {
      out.push(rect(c.x + 20, c.y + 28 + i * 64, 190, 46, 12, i === 1 ? p.strong : p.deep))
      out.push(bar(c.x + 40, c.y + 46 + i * 64, [90, 120, 100, 80, 110, 70, 95][i]!, 10, i === 1 ? '#ffffff' : p.mid))
    }
    out.push(text(c.x + 270, c.y + 60, 'Client accounts', {size: 26, weight: 700}))
    const clients: Array<[string, string, number]> = [
      ['Sunrise Dental', '38 new leads', 0.8],
      ['Alvarez Roofing', '21 new leads', 0.55],
      ['Bloom Florist', '17 new leads', 0.45],
      ['Peak Fitness', '44 new leads', 0.92],
    ]
    clients.forEach(([name, leads, v], i) => {
      const y = c.y + 90 + i * 92
      out.push(rect(c.x + 270, y, 520, 76, 14, slate[50], `stroke="${slate[200]}" stroke-width="2"`))
      out.push(
        initials(
          c.x + 310,
          y + 38,
          22,
          name[0]!,
          [p.strong, palettes.amber.strong, palettes.rose.strong, palettes.emerald.strong][i]!,
        ),
      )
      out.push(text(c.x + 348, y + 34, name, {size: 20, weight: 700}))
      out.push(text(c.x + 348, y + 60, leads, {size: 16, fill: slate[500]}))
      out.push(rect(c.x + 600, y + 32, 160, 12, 6, slate[200]))
      out.push(rect(c.x + 600, y + 32, 160 * v, 12, 6, p.strong))
    })
    out.push(rect(c.x + 820, c.y + 90, 240, 360, 16, p.tint))
    out.push(text(c.x + 844, c.y + 136, 'This month', {size: 18, fill: p.deep, weight: 600}))
    out.push(text(c.x + 844, c.y + 196, '120', {size: 54, weight: 800, fill: p.deep}))
    out.push(text(c.x + 844, c.y + 228, 'leads', {size: 18, fill: p.deep}))
    out.push(lineChart({x: c.x + 844, y: c.y + 280, w: 190, h: 140}, [0.2, 0.35, 0.3, 0.55, 0.7, 0.9], p.strong))
    out.push(
      callout(c.x + 270, c.y + c.h - 130, {
        icon: 'layers',
        title: 'Every client, one login',
        sub: 'CRM, funnels, calendars',
        p,
      }),
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  booking: (p) => {
    const out: string[] = []
    out.push(card(60, 80, 1080, 720, {radius: 28, shadow: p.deep}))
    out.push(rect(60, 80, 340, 720, 28, p.tint))
    out.push(rect(372, 80, 28, 720, 0, p.tint))
    out.push(iconTile(100, 130, 64, 'calendar-check', p.strong, '#ffffff'))
    out.push(text(100, 250, '30-minute', {size: 30, weight: 800, fill: p.deep}))
    out.push(text(100, 290, 'strategy session', {size: 30, weight: 800, fill: p.deep}))
    out.push(pill(100, 320, '100% free', {fill: '#ffffff', color: p.deep, size: 18}).svg)
    out.push(lines(100, 420, ['Video call', 'Your goals, our plan', 'No obligation'], 44, {size: 21, fill: slate[700]}))
    out.push(text(440, 150, 'May 2026', {size: 26, weight: 700}))
    const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S']
    days.forEach((d, i) => {
      out.push(text(462 + i * 52, 200, d, {size: 17, fill: slate[400], anchor: 'middle', weight: 600}))
    })
    for (let d = 0; d < 31; d++) {
      const cell = d + 4
      const x = 462 + (cell % 7) * 52
      const y = 244 + Math.floor(cell / 7) * 52
      const picked = d === 13
      const free = cell % 7 < 5 && d > 8
      if (picked) out.push(circle(x, y - 7, 22, p.strong))
      else if (free) out.push(circle(x, y - 7, 22, p.tint))
      out.push(
        text(x, y, String(d + 1), {
          size: 18,
          anchor: 'middle',
          fill: picked ? '#ffffff' : free ? p.deep : slate[300],
          weight: picked || free ? 700 : 400,
        }),
      )
    }
    out.push(text(850, 150, 'Thursday 14', {size: 24, weight: 700}))
    const times = ['9:00 AM', '10:30 AM', '1:00 PM', '3:30 PM']
    times.forEach((t, i) => {
      const y = 180 + i * 84
      const on = i === 1
      out.push(rect(850, y, 250, 64, 16, on ? p.strong : '#ffffff', on ? '' : `stroke="${p.mid}" stroke-width="2"`))
      out.push(text(975, y + 41, t, {size: 22, weight: 700, anchor: 'middle', fill: on ? '#ffffff' : p.deep}))
    })
    out.push(rect(850, 560, 250, 64, 32, slate[900]))
    out.push(text(975, 600, 'Confirm', {size: 22, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    out.push(callout(440, 680, {icon: 'bell', title: 'Reminder sent', sub: 'the day before and 1 h before', p}))
    return {backdrop: 'tint', body: out.join('')}
  },

  pipeline: (p) => {
    const out: string[] = []
    const cols: Array<[string, Array<[string, string, number]>]> = [
      [
        'New',
        [
          ['Grace Liu', 'Website form', 64],
          ['Tom Whitaker', 'Facebook ad', 41],
          ['Rosa Delgado', 'Missed call', 72],
        ],
      ],
      [
        'Qualified',
        [
          ['Marcus Bell', 'Budget $5k', 88],
          ['Hannah Brooks', 'Ready in May', 81],
        ],
      ],
      [
        'Booked',
        [
          ['Samuel Osei', 'Thu 10:30', 93],
          ['Mei Tanaka', 'Fri 2:00', 90],
        ],
      ],
    ]
    cols.forEach(([name, leads], i) => {
      const x = 50 + i * 370
      out.push(rect(x, 70, 350, 720, 24, '#ffffff', 'opacity="0.12"'))
      out.push(text(x + 24, 122, name, {size: 24, weight: 700, fill: '#ffffff'}))
      out.push(pill(x + 260, 96, String(leads.length), {fill: '#ffffff', color: p.deep, size: 18}).svg)
      leads.forEach(([who, src, score], k) => {
        const y = 160 + k * 200
        out.push(card(x + 18, y, 314, 176, {radius: 18, shadow: '#000000'}))
        out.push(
          initials(
            x + 64,
            y + 52,
            26,
            who
              .split(' ')
              .map((w) => w[0])
              .join(''),
            [p.strong, palettes.amber.strong, palettes.emerald.strong][k]!,
          ),
        )
        out.push(text(x + 104, y + 48, who, {size: 21, weight: 700}))
        out.push(text(x + 104, y + 76, src, {size: 17, fill: slate[500]}))
        out.push(text(x + 40, y + 140, 'AI score', {size: 17, fill: slate[500]}))
        const good = score >= 80
        out.push(
          pill(x + 220, y + 112, String(score), {
            fill: good ? palettes.emerald.tint : palettes.amber.tint,
            color: good ? palettes.emerald.deep : palettes.amber.deep,
            size: 20,
          }).svg,
        )
      })
    })
    out.push(
      callout(460, 780, {icon: 'calendar-check', title: '2 meetings booked', sub: 'by the AI, while you slept', p}),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  'missed-call': (p) => {
    const out: string[] = []
    const ph = phone(380, 40, 440, 820, {shadow: p.deep})
    out.push(ph.svg)
    const s = ph.box
    out.push(text(s.x + s.w / 2, s.y + 84, 'Rosa Delgado', {size: 24, weight: 700, anchor: 'middle'}))
    out.push(text(s.x + s.w / 2, s.y + 112, '(512) 555-0148', {size: 17, fill: slate[500], anchor: 'middle'}))
    out.push(rect(s.x + 20, s.y + 140, s.w - 40, 64, 16, palettes.rose.tint))
    out.push(icon('phone-missed', s.x + 38, s.y + 156, 32, palettes.rose.strong, 2))
    out.push(text(s.x + 84, s.y + 180, 'Missed call · 7:42 PM', {size: 19, weight: 600, fill: palettes.rose.deep}))
    const talk = chat(
      s.x + 20,
      s.y + 230,
      s.w - 40,
      [
        {mine: true, rows: ['Sorry we missed you! This is', 'Ace Plumbing. How can we help?']},
        {rows: ['Leaking pipe under my sink']},
        {mine: true, rows: ['We can come tomorrow 9-11 AM.', 'Shall I book it?']},
        {rows: ['Yes please!']},
      ],
      {them: slate[100], themText: slate[800], mine: p.strong, mineText: '#ffffff'},
      12,
      18,
    )
    out.push(talk.svg)
    out.push(rect(s.x + 20, talk.end + 4, s.w - 40, 58, 16, palettes.emerald.tint))
    out.push(icon('calendar-check', s.x + 38, talk.end + 18, 30, palettes.emerald.strong, 2))
    out.push(text(s.x + 80, talk.end + 41, 'Booked: Wed 9-11 AM', {size: 19, weight: 700, fill: palettes.emerald.deep}))
    out.push(callout(40, 180, {icon: 'timer', title: 'Texted in 8 s', sub: 'after the missed call', p}))
    out.push(
      callout(1170, 600, {align: 'end', icon: 'wallet', title: '$2,340 won', sub: 'from missed calls this week', p}),
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  marketing: (p) => {
    const out: string[] = []
    // A social post, the ads' numbers and the free website.
    out.push(card(60, 80, 470, 640, {radius: 24, shadow: p.deep}))
    out.push(initials(110, 134, 26, 'B', palettes.rose.strong))
    out.push(text(150, 130, 'Bloom Florist', {size: 21, weight: 700}))
    out.push(text(150, 156, 'Sponsored', {size: 16, fill: slate[500]}))
    out.push(rect(80, 184, 430, 330, 16, palettes.rose.soft))
    out.push(iconTile(235, 279, 120, 'flower-2', '#ffffff', palettes.rose.strong))
    out.push(text(96, 560, 'Mother’s Day bouquets,', {size: 22, weight: 700}))
    out.push(text(96, 590, 'delivered same day', {size: 22, weight: 700}))
    out.push(icon('heart', 96, 620, 30, palettes.rose.strong, 2.2))
    out.push(text(138, 644, '1,284', {size: 19, fill: slate[700], weight: 600}))
    out.push(icon('message-circle', 230, 620, 30, slate[500], 2.2))
    out.push(text(272, 644, '96', {size: 19, fill: slate[700], weight: 600}))
    out.push(rect(96, 664, 398, 40, 12, p.strong))
    out.push(text(295, 691, 'Order now', {size: 18, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    out.push(card(580, 80, 560, 330, {radius: 24, shadow: p.deep}))
    out.push(text(620, 136, 'Ads this month', {size: 24, weight: 700}))
    const stats: Array<[string, string]> = [
      ['4,812', 'clicks'],
      ['3.9%', 'CTR'],
      ['126', 'leads'],
    ]
    stats.forEach(([n, label], i) => {
      out.push(text(620 + i * 170, 206, n, {size: 38, weight: 800, fill: i === 2 ? p.strong : slate[900]}))
      out.push(text(620 + i * 170, 236, label, {size: 18, fill: slate[500]}))
    })
    out.push(
      lineChart({x: 620, y: 270, w: 480, h: 110}, [0.15, 0.3, 0.25, 0.5, 0.55, 0.8, 0.95], p.strong, {area: p.tint}),
    )
    const web = browser(580, 450, 560, 330, 'bloomflorist.example', {shadow: p.deep})
    out.push(web.svg)
    const w = web.box
    out.push(rect(w.x, w.y, w.w, 150, 0, palettes.rose.tint))
    out.push(text(w.x + 30, w.y + 70, 'Flowers for', {size: 30, weight: 800, fill: palettes.rose.deep}))
    out.push(text(w.x + 30, w.y + 108, 'every moment', {size: 30, weight: 800, fill: palettes.rose.deep}))
    out.push(iconTile(w.x + w.w - 140, w.y + 30, 96, 'flower', '#ffffff', palettes.rose.strong))
    for (let i = 0; i < 3; i++)
      out.push(rect(w.x + 30 + i * 170, w.y + 172, 150, 80, 12, slate[50], `stroke="${slate[200]}" stroke-width="2"`))
    out.push(
      pill(820, 420, 'Website: $0', {fill: palettes.emerald.strong, color: '#ffffff', size: 20, icon: 'gift'}).svg,
    )
    out.push(
      callout(60, 770, {icon: 'megaphone', title: 'Social, SEO and ads', sub: 'run for you, reported monthly', p}),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  session: (p) => {
    const out: string[] = []
    out.push(card(60, 80, 640, 520, {fill: slate[900], radius: 28, shadow: '#000000'}))
    out.push(rect(84, 104, 592, 400, 18, p.deep))
    out.push(placePerson('Priya Natarajan', 'long', 200, 134, 370))
    out.push(
      pill(104, 124, 'Implementation Workshop · 60 min', {fill: '#000000', color: '#ffffff', size: 17}).svg.replace(
        '<rect',
        '<rect opacity="0.6"',
      ),
    )
    out.push(rect(600, 420, 150, 110, 14, slate[700], `stroke="${slate[900]}" stroke-width="6"`))
    out.push(placePerson('Owen Fletcher', 'short', 625, 425, 100))
    out.push(card(560, 300, 580, 460, {radius: 28, shadow: p.deep}))
    out.push(text(600, 360, 'Your session plan', {size: 28, weight: 800}))
    const agenda = [
      'Tools for your busiest task',
      'Set up, hands on, together',
      'Your 2-week action plan',
      '2 weeks of email support',
    ]
    agenda.forEach((a, i) => {
      const y = 420 + i * 70
      out.push(done(620, y, 18, i < 3 ? '#16a34a' : p.mid))
      out.push(text(654, y + 8, a, {size: 22, fill: slate[800]}))
    })
    out.push(callout(90, 700, {icon: 'gift', title: '30 days of an AI agent', sub: 'free with every package', p}))
    return {backdrop: 'tint', body: out.join('')}
  },

  slides: (p) => {
    const out: string[] = []
    out.push(card(40, 60, 1120, 760, {fill: slate[100], radius: 24, shadow: p.deep}))
    for (let i = 0; i < 4; i++) {
      const y = 100 + i * 160
      out.push(
        rect(
          70,
          y,
          200,
          130,
          10,
          '#ffffff',
          i === 1 ? `stroke="${p.strong}" stroke-width="5"` : `stroke="${slate[300]}" stroke-width="2"`,
        ),
      )
      out.push(bar(90, y + 24, 120, 10, i === 1 ? p.strong : slate[400]))
      out.push(rect(90, y + 50, 80, 60, 6, [p.tint, p.soft, palettes.sky.tint, palettes.emerald.tint][i]!))
    }
    out.push(card(310, 100, 810, 560, {radius: 12, shadow: slate[700]}))
    out.push(rect(310, 100, 810, 12, 0, p.strong))
    out.push(text(360, 190, 'Q3 growth plan', {size: 44, weight: 800}))
    out.push(text(360, 232, 'Three moves that add $120k in revenue', {size: 22, fill: slate[500]}))
    const points = ['Win back lapsed customers', 'Launch the referral offer', 'Open Saturday bookings']
    points.forEach((pt, i) => {
      out.push(circle(378, 300 + i * 60, 9, p.strong))
      out.push(text(400, 308 + i * 60, pt, {size: 22, fill: slate[800]}))
    })
    out.push(
      bars({x: 800, y: 290, w: 280, h: 300}, [0.35, 0.5, 0.62, 0.9], {base: p.soft, strong: p.strong}, [
        'Q4',
        'Q1',
        'Q2',
        'Q3',
      ]),
    )
    out.push(rect(70, 700, 1060, 90, 16, '#ffffff'))
    out.push(text(100, 755, '12 slides · on-brand · ready in 48 hours', {size: 22, weight: 600, fill: slate[700]}))
    out.push(pill(850, 722, 'Download PPTX', {fill: p.strong, color: '#ffffff', size: 19, icon: 'download'}).svg)
    return {backdrop: 'strong', body: out.join('')}
  },

  dataflow: (p) => {
    const out: string[] = []
    out.push(card(60, 60, 1080, 110, {fill: slate[900], radius: 55, shadow: '#000000'}))
    out.push(icon('sparkles', 110, 96, 38, p.mid, 2))
    out.push(text(170, 128, 'Build me a weekly revenue forecast from sales.csv', {size: 24, fill: '#ffffff'}))
    const nodes: Array<[string, string, string, number, number]> = [
      ['table', 'sales.csv', '48,210 rows', 90, 260],
      ['refresh-cw', 'Clean and join', 'dupes removed', 460, 230],
      ['brain', 'Forecast model', 'error 4.2%', 460, 470],
      ['layout-dashboard', 'Dashboard', 'updates Mondays', 830, 380],
    ]
    out.push(dashed(370, 320, 460, 290, p.mid, 5))
    out.push(dashed(600, 350, 600, 470, p.mid, 5))
    out.push(dashed(740, 530, 830, 450, p.mid, 5))
    for (const [ic, title, sub, x, y] of nodes) {
      out.push(card(x, y, 280, 130, {fill: slate[800], radius: 22, shadow: '#000000'}))
      out.push(iconTile(x + 22, y + 32, 64, ic, p.deep, p.soft))
      out.push(text(x + 104, y + 62, title, {size: 22, weight: 700, fill: '#ffffff'}))
      out.push(text(x + 104, y + 94, sub, {size: 18, fill: slate[400]}))
    }
    out.push(card(90, 640, 640, 210, {fill: '#ffffff', radius: 24, shadow: '#000000'}))
    out.push(text(120, 690, 'Revenue forecast', {size: 22, weight: 700}))
    out.push(lineChart({x: 120, y: 710, w: 380, h: 110}, [0.3, 0.42, 0.38, 0.55, 0.6], p.strong, {width: 5}))
    out.push(
      `<path d="M500 ${710 + 110 * 0.4}L580 ${710 + 110 * 0.25}" stroke="${p.mid}" stroke-width="5" stroke-dasharray="10 8"/>`,
    )
    out.push(text(700, 760, '+12%', {size: 40, weight: 800, fill: p.strong, anchor: 'end'}))
    out.push(text(700, 792, 'next 4 weeks', {size: 17, fill: slate[500], anchor: 'end'}))
    return {backdrop: 'night', body: out.join('')}
  },

  'content-calendar': (p) => {
    const out: string[] = []
    out.push(card(50, 70, 1100, 380, {radius: 24, shadow: p.deep}))
    out.push(text(90, 130, 'Content calendar · May', {size: 26, weight: 700}))
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']
    const posts: Array<[number, string, PaletteName]> = [
      [0, 'Blog', 'violet'],
      [1, 'LinkedIn', 'sky'],
      [2, 'Instagram', 'rose'],
      [3, 'Blog', 'violet'],
      [3, 'Newsletter', 'amber'],
      [4, 'Instagram', 'rose'],
    ]
    days.forEach((d, i) => {
      const x = 90 + i * 208
      out.push(text(x, 180, d, {size: 18, weight: 600, fill: slate[500]}))
      out.push(rect(x, 196, 190, 220, 14, slate[50], `stroke="${slate[200]}" stroke-width="2"`))
    })
    const count = new Map<number, number>()
    for (const [day, label, pal] of posts) {
      const k = count.get(day) ?? 0
      count.set(day, k + 1)
      out.push(
        pill(100 + day * 208, 212 + k * 52, label, {
          fill: palettes[pal].tint,
          color: palettes[pal].deep,
          size: 17,
          height: 38,
        }).svg,
      )
    }
    out.push(card(200, 500, 720, 350, {radius: 24, shadow: p.deep}))
    out.push(pill(240, 536, 'Blog post · 1,500 words', {fill: p.tint, color: p.deep, size: 17}).svg)
    out.push(text(240, 630, '5 ways to win back', {size: 34, weight: 800}))
    out.push(text(240, 672, 'customers you lost', {size: 34, weight: 800}))
    for (let i = 0; i < 3; i++) out.push(bar(240, 706 + i * 26, [620, 600, 420][i]!, 11, slate[300]))
    out.push(
      pill(600, 790, 'Edited by a person', {
        fill: palettes.emerald.tint,
        color: palettes.emerald.deep,
        size: 18,
        icon: 'circle-check',
      }).svg,
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  'image-grid': (p) => {
    const out: string[] = []
    out.push(card(60, 60, 1080, 110, {radius: 55, shadow: p.deep}))
    out.push(icon('wand-sparkles', 106, 96, 38, p.strong, 2))
    out.push(text(164, 128, 'Skincare bottle on wet stone, morning light', {size: 24, fill: slate[800]}))
    out.push(rect(930, 78, 190, 74, 37, p.strong))
    out.push(text(1025, 124, 'Generate', {size: 22, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    const tiles: Array<[PaletteName, string, string[]]> = [
      ['rose', 'perfume-bottle', ['droplets', 'sun']],
      ['amber', 'perfume-bottle', ['leaf', 'sparkles']],
      ['teal', 'perfume-bottle', ['droplets', 'leaf']],
      ['sky', 'perfume-bottle', ['sun', 'sparkles']],
    ]
    tiles.forEach(([pal, main, around], i) => {
      const q = palettes[pal]
      const x = 60 + (i % 2) * 550
      const y = 210 + Math.floor(i / 2) * 330
      out.push(card(x, y, 530, 310, {fill: q.soft, radius: 22, shadow: p.deep}))
      out.push(
        `<path d="M${x} ${y + 230}Q${x + 265} ${y + 170} ${x + 530} ${y + 230}V${y + 288}a22 22 0 0 1 -22 22H${x + 22}a22 22 0 0 1 -22 -22Z" fill="${q.mid}"/>`,
      )
      out.push(circle(x + 420, y + 70, 40, '#ffffff', 'opacity="0.7"'))
      out.push(icon(main, x + 195, y + 60, 140, q.deep, 1.6))
      out.push(icon(around[0]!, x + 60, y + 150, 48, q.strong, 2))
      out.push(icon(around[1]!, x + 400, y + 160, 48, q.strong, 2))
      if (i === 0) out.push(done(x + 490, y + 40, 22, '#16a34a'))
    })
    return {backdrop: 'tint', body: out.join('')}
  },

  'case-file': (p) => {
    const out: string[] = []
    out.push(card(50, 60, 1100, 790, {fill: '#ffffff', radius: 24, shadow: '#000000'}))
    out.push(rect(50, 60, 1100, 110, 24, p.deep))
    out.push(rect(50, 140, 1100, 30, 0, p.deep))
    out.push(icon('scale', 90, 92, 48, p.soft, 2))
    out.push(text(160, 126, 'AILA · Case CV-2026-01482', {size: 28, weight: 700, fill: '#ffffff'}))
    out.push(pill(960, 94, 'Active', {fill: '#16a34a', color: '#ffffff', size: 20}).svg)
    out.push(text(90, 230, 'Commercial lease dispute', {size: 30, weight: 800}))
    out.push(text(90, 290, 'RECENT ACTIVITY', {size: 17, weight: 700, fill: slate[500], spacing: 2}))
    const acts: Array<[string, string]> = [
      ['2 hours ago', 'Response summarised and filed'],
      ['Yesterday', 'Research memo: 14 cases cited'],
      ['3 days ago', 'Mediation hearing scheduled'],
      ['Last week', 'Lease reviewed, clauses flagged'],
    ]
    acts.forEach(([when, what], i) => {
      const y = 330 + i * 86
      out.push(circle(104, y + 18, 10, i === 0 ? p.strong : slate[300]))
      if (i < 3) out.push(rect(102, y + 30, 4, 74, 2, slate[200]))
      out.push(text(130, y + 14, when, {size: 17, fill: slate[500]}))
      out.push(text(130, y + 44, what, {size: 22, weight: 600}))
    })
    out.push(rect(640, 270, 470, 420, 20, p.tint))
    out.push(icon('sparkles', 672, 302, 36, p.strong, 2))
    out.push(text(722, 330, 'AI recommendation', {size: 22, weight: 700, fill: p.deep}))
    out.push(
      lines(
        672,
        386,
        ['Propose mediation terms', 'with a rent abatement for', 'the months the repair', 'notices went unanswered.'],
        36,
        {
          size: 22,
          fill: slate[800],
        },
      ),
    )
    out.push(rect(672, 560, 260, 56, 28, p.strong))
    out.push(text(802, 596, 'Open draft letter', {size: 19, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    out.push(
      callout(1110, 730, {align: 'end', icon: 'hand-coins', title: '$199.99 per case', sub: 'not $350+ an hour', p}),
    )
    return {backdrop: 'night', body: out.join('')}
  },

  'legal-doc': (p) => {
    const out: string[] = []
    out.push(card(90, 60, 620, 800, {radius: 10, shadow: p.deep}))
    out.push(text(140, 140, 'RESIDENTIAL LEASE', {size: 26, weight: 800, spacing: 2}))
    out.push(text(140, 174, 'Agreement between landlord and tenant', {size: 17, fill: slate[500]}))
    for (let i = 0; i < 18; i++) {
      const y = 220 + i * 32
      const hi = i >= 7 && i <= 9
      if (hi && i === 7) out.push(rect(130, y - 12, 540, 104, 8, palettes.amber.soft))
      out.push(bar(140, y, i % 6 === 5 ? 320 : 520, 11, hi ? palettes.amber.strong : slate[300]))
    }
    out.push(text(140, 206, '7. Security deposit', {size: 18, weight: 700, fill: slate[700]}))
    out.push(card(560, 300, 560, 380, {fill: p.deep, radius: 26, shadow: '#000000'}))
    out.push(iconTile(592, 332, 56, 'scale', p.strong, '#ffffff'))
    out.push(text(666, 370, 'What clause 7 means', {size: 24, weight: 700, fill: '#ffffff'}))
    out.push(
      lines(
        592,
        434,
        [
          'Your landlord may keep the deposit',
          'only for damage beyond normal',
          'wear. They must return it within',
          '30 days with a list of deductions.',
        ],
        36,
        {
          size: 21,
          fill: p.tint,
        },
      ),
    )
    out.push(rect(592, 600, 300, 52, 26, '#ffffff'))
    out.push(text(742, 634, 'Use letter template', {size: 18, weight: 700, fill: p.deep, anchor: 'middle'}))
    out.push(
      callout(1110, 730, {
        align: 'end',
        icon: 'files',
        title: '100+ document templates',
        sub: 'Professional plan, $99 a month',
        p,
      }),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  'lab-report': (p) => {
    const out: string[] = []
    out.push(card(60, 70, 580, 760, {radius: 24, shadow: p.deep}))
    out.push(iconTile(100, 110, 60, 'file-text', p.tint, p.strong))
    out.push(text(180, 140, 'Blood test results', {size: 28, weight: 800}))
    out.push(text(180, 172, 'Uploaded today · 12 values', {size: 18, fill: slate[500]}))
    const rows: Array<[string, string, string, 'ok' | 'high' | 'low']> = [
      ['Hemoglobin', '13.8 g/dL', '13.5-17.5', 'ok'],
      ['LDL cholesterol', '162 mg/dL', '< 100', 'high'],
      ['HDL cholesterol', '52 mg/dL', '> 40', 'ok'],
      ['Vitamin D', '18 ng/mL', '30-100', 'low'],
      ['Glucose, fasting', '94 mg/dL', '70-99', 'ok'],
      ['TSH', '2.1 mIU/L', '0.4-4.0', 'ok'],
    ]
    rows.forEach(([name, value, range, flag], i) => {
      const y = 220 + i * 92
      out.push(rect(90, y, 520, 76, 14, flag === 'ok' ? slate[50] : palettes.amber.tint))
      out.push(text(116, y + 34, name, {size: 21, weight: 600}))
      out.push(text(116, y + 60, `range ${range}`, {size: 16, fill: slate[500]}))
      out.push(text(440, y + 46, value, {size: 21, weight: 700, anchor: 'end'}))
      const c = flag === 'ok' ? palettes.emerald : palettes.amber
      out.push(
        pill(460, y + 20, flag === 'ok' ? 'Normal' : flag === 'high' ? 'High' : 'Low', {
          fill: c.soft,
          color: c.deep,
          size: 16,
          height: 36,
        }).svg,
      )
    })
    out.push(card(660, 250, 500, 420, {fill: p.deep, radius: 26, shadow: '#000000'}))
    out.push(iconTile(692, 282, 56, 'heart-pulse', p.strong, '#ffffff'))
    out.push(text(766, 320, 'AI second opinion', {size: 24, weight: 700, fill: '#ffffff'}))
    out.push(
      lines(
        692,
        384,
        [
          'Two values need attention:',
          'LDL is high and vitamin D is',
          'low. Both are common and',
          'treatable. Ask your doctor',
          'about a recheck in 3 months.',
        ],
        36,
        {size: 21, fill: p.tint},
      ),
    )
    out.push(
      callout(1120, 730, {
        align: 'end',
        icon: 'shield-check',
        title: 'HIPAA compliant',
        sub: 'your records stay private',
        p,
      }),
    )
    return {backdrop: 'strong', body: out.join('')}
  },

  'pet-profile': (p) => {
    const out: string[] = []
    out.push(card(70, 70, 560, 780, {radius: 28, shadow: p.deep}))
    out.push(rect(70, 70, 560, 220, 28, p.soft))
    out.push(rect(70, 262, 560, 28, 0, '#ffffff'))
    out.push(circle(350, 260, 100, '#ffffff'))
    out.push(circle(350, 260, 86, palettes.amber.soft))
    out.push(icon('dog', 300, 210, 100, palettes.amber.deep, 2))
    out.push(text(350, 410, 'Milo', {size: 38, weight: 800, anchor: 'middle'}))
    out.push(text(350, 446, 'Labrador · 4 years · 31 kg', {size: 19, fill: slate[500], anchor: 'middle'}))
    const items: Array<[string, string, boolean]> = [
      ['syringe', 'Rabies vaccine · due Jun 12', true],
      ['pill', 'Heartworm tablet · monthly', true],
      ['calendar-check', 'Check-up booked · May 20', true],
      ['file-text', 'Records from 2 clinics', true],
    ]
    items.forEach(([ic, label], i) => {
      const y = 490 + i * 84
      out.push(rect(100, y, 500, 68, 16, slate[50]))
      out.push(iconTile(114, y + 10, 48, ic, p.tint, p.strong))
      out.push(text(180, y + 42, label, {size: 20, weight: 600}))
    })
    out.push(card(600, 180, 540, 370, {fill: p.deep, radius: 26, shadow: '#000000'}))
    out.push(text(636, 240, 'Symptom check', {size: 24, weight: 700, fill: '#ffffff'}))
    out.push(lines(636, 290, ['"Milo ate grapes an hour ago"'], 30, {size: 21, fill: p.tint}))
    out.push(rect(636, 318, 468, 80, 16, palettes.rose.strong))
    out.push(icon('triangle-alert', 656, 338, 40, '#ffffff', 2))
    out.push(text(712, 352, 'Urgent: call your vet now', {size: 21, weight: 700, fill: '#ffffff'}))
    out.push(text(712, 380, 'Grapes can harm dogs', {size: 17, fill: palettes.rose.tint}))
    out.push(
      lines(636, 446, ['Nearest open clinic: 2.1 km', 'We sent them Milo’s records.'], 34, {size: 20, fill: p.tint}),
    )
    out.push(callout(1130, 620, {align: 'end', icon: 'star', title: 'Rated 4.9/5', sub: 'by pet owners and vets', p}))
    out.push(
      callout(1130, 750, {align: 'end', icon: 'shield-check', title: 'AVMA compliant', sub: 'HIPAA-secure records', p}),
    )
    return {backdrop: 'tint', body: out.join('')}
  },

  'report-video': (p) => {
    const out: string[] = []
    out.push(card(60, 70, 700, 520, {fill: slate[900], radius: 24, shadow: '#000000'}))
    out.push(rect(80, 90, 660, 400, 16, p.deep))
    out.push(circle(620, 180, 120, p.strong, 'opacity="0.5"'))
    out.push(text(120, 200, 'What people', {size: 48, weight: 800, fill: '#ffffff'}))
    out.push(text(120, 258, 'fear about AI', {size: 48, weight: 800, fill: '#ffffff'}))
    out.push(circle(410, 380, 50, '#ffffff'))
    out.push(`<path d="M394 354v52l44 -26Z" fill="${p.deep}"/>`)
    out.push(rect(80, 520, 660, 8, 4, slate[700]))
    out.push(rect(80, 520, 230, 8, 4, p.mid))
    out.push(text(80, 568, 'Watch the report · 12 min', {size: 20, weight: 600, fill: '#ffffff'}))
    out.push(card(640, 250, 500, 520, {radius: 24, shadow: p.deep}))
    out.push(text(676, 306, 'CONTENTS', {size: 18, weight: 700, fill: p.strong, spacing: 3}))
    const toc: Array<[string, boolean]> = [
      ['Executive summary', false],
      ['Main fears', false],
      ['Jobs and income', true],
      ['Privacy', true],
      ['Loss of control', true],
      ['Strategic response', false],
      ['Conclusion', false],
    ]
    toc.forEach(([entry, sub], i) => {
      const y = 360 + i * 56
      out.push(
        text(sub ? 716 : 676, y, entry, {
          size: sub ? 19 : 22,
          weight: sub ? 400 : 700,
          fill: sub ? slate[600] : slate[900],
        }),
      )
      if (i === 1) out.push(rect(662, y - 30, 4, 40, 2, p.strong))
    })
    out.push(
      callout(90, 650, {icon: 'share-2', title: 'The 2025 AI fears report', sub: 'sources, figures and answers', p}),
    )
    return {backdrop: 'deep', body: out.join('')}
  },

  hub: (p) => {
    const out: string[] = []
    const cx = 600
    const cy = 430
    const ring: Array<[string, string]> = [
      ['brain', 'GPT'],
      ['sparkles', 'Claude'],
      ['cpu', 'Llama'],
      ['mail', 'Gmail'],
      ['database', 'Sheets'],
      ['calendar', 'Calendar'],
      ['message-square', 'Slack'],
      ['globe', 'Web'],
      ['code', 'GitHub'],
      ['image', 'Images'],
    ]
    ring.forEach(([ic, label], i) => {
      const a = (Math.PI * 2 * i) / ring.length - Math.PI / 2
      const x = cx + Math.cos(a) * 330
      const y = cy + Math.sin(a) * 300
      out.push(dashed(cx, cy, x, y, p.strong, 3))
      out.push(card(x - 62, y - 62, 124, 124, {fill: slate[900], radius: 28, shadow: '#000000', lift: 8}))
      out.push(icon(ic, x - 24, y - 40, 48, i < 3 ? p.mid : palettes.sky.mid, 2))
      out.push(text(x, y + 40, label, {size: 17, weight: 600, fill: slate[300], anchor: 'middle'}))
    })
    out.push(circle(cx, cy, 130, p.strong, 'opacity="0.25"'))
    out.push(circle(cx, cy, 100, p.strong))
    out.push(icon('cpu', cx - 44, cy - 62, 88, '#ffffff', 1.8))
    out.push(text(cx, cy + 58, 'SynapseCore', {size: 20, weight: 800, fill: '#ffffff', anchor: 'middle'}))
    out.push(pill(60, 790, '200+ AI models', {fill: p.strong, color: '#ffffff', size: 24}).svg)
    out.push(pill(420, 790, '2,500+ tools', {fill: '#ffffff', color: p.deep, size: 24}).svg)
    out.push(pill(740, 790, 'Free at launch', {fill: palettes.emerald.strong, color: '#ffffff', size: 24}).svg)
    return {backdrop: 'night', body: out.join('')}
  },

  training: (p) => {
    const out: string[] = []
    out.push(card(60, 70, 700, 520, {radius: 24, shadow: p.deep}))
    out.push(text(100, 130, 'Fine-tuning run · support replies', {size: 24, weight: 700}))
    out.push(text(100, 162, '4,200 examples · 3 epochs', {size: 18, fill: slate[500]}))
    const g = {x: 120, y: 200, w: 600, h: 320}
    for (let i = 0; i <= 4; i++) out.push(rect(g.x, g.y + (g.h * i) / 4, g.w, 2, 1, slate[100]))
    out.push(lineChart(g, [0.95, 0.7, 0.52, 0.4, 0.33, 0.28, 0.25, 0.23], palettes.rose.mid, {width: 5}))
    out.push(lineChart(g, [0.35, 0.52, 0.64, 0.72, 0.78, 0.82, 0.84, 0.86], p.strong, {width: 6}))
    out.push(rect(g.x, g.y + g.h + 24, 18, 18, 5, p.strong))
    out.push(text(g.x + 28, g.y + g.h + 40, 'accuracy', {size: 17, fill: slate[600]}))
    out.push(rect(g.x + 170, g.y + g.h + 24, 18, 18, 5, palettes.rose.mid))
    out.push(text(g.x + 198, g.y + g.h + 40, 'loss', {size: 17, fill: slate[500]}))
    out.push(card(600, 330, 540, 330, {fill: p.deep, radius: 26, shadow: '#000000'}))
    out.push(text(636, 390, 'Accuracy on your tasks', {size: 22, weight: 700, fill: p.soft}))
    out.push(text(636, 470, 'Base model', {size: 20, fill: p.tint}))
    out.push(rect(636, 486, 460 * 0.71, 28, 14, slate[600]))
    out.push(text(636 + 460 * 0.71 + 14, 508, '71%', {size: 20, weight: 700, fill: '#ffffff'}))
    out.push(text(636, 570, 'Fine-tuned', {size: 20, fill: p.tint}))
    out.push(rect(636, 586, 460 * 0.94 - 60, 28, 14, palettes.emerald.mid))
    out.push(text(636 + 460 * 0.94 - 46, 608, '94%', {size: 20, weight: 700, fill: '#ffffff'}))
    out.push(callout(100, 720, {icon: 'piggy-bank', title: 'API costs down 60%', sub: 'a smaller model, tuned', p}))
    return {backdrop: 'tint', body: out.join('')}
  },

  apps: (p) => {
    const out: string[] = []
    const a = phone(140, 60, 400, 800, {shadow: p.deep})
    out.push(a.svg)
    let s = a.box
    out.push(rect(s.x, s.y + 44, s.w, 110, 0, palettes.emerald.strong))
    out.push(text(s.x + 28, s.y + 104, 'FreshCart', {size: 28, weight: 800, fill: '#ffffff'}))
    out.push(text(s.x + 28, s.y + 134, 'Delivery today by 6 PM', {size: 17, fill: palettes.emerald.tint}))
    const items: Array<[string, string, string]> = [
      ['apple', 'Gala apples, 1 kg', '$3.20'],
      ['carrot', 'Carrots, bunch', '$1.80'],
      ['milk', 'Oat milk, 1 L', '$2.90'],
      ['egg', 'Free-range eggs', '$4.50'],
      ['croissant', 'Croissants, 4', '$5.40'],
    ]
    items.forEach(([ic, name, price], i) => {
      const y = s.y + 176 + i * 84
      out.push(rect(s.x + 18, y, s.w - 36, 70, 14, slate[50]))
      out.push(iconTile(s.x + 30, y + 11, 48, ic, palettes.emerald.tint, palettes.emerald.strong))
      out.push(text(s.x + 92, y + 43, name, {size: 18, weight: 600}))
      out.push(text(s.x + s.w - 34, y + 43, price, {size: 18, weight: 700, anchor: 'end'}))
    })
    out.push(rect(s.x + 18, s.y + s.h - 96, s.w - 36, 60, 30, palettes.emerald.strong))
    out.push(
      text(s.x + s.w / 2, s.y + s.h - 58, 'Checkout · $17.80', {
        size: 20,
        weight: 700,
        fill: '#ffffff',
        anchor: 'middle',
      }),
    )
    const b = phone(640, 140, 400, 720, {shadow: p.deep})
    out.push(b.svg)
    s = b.box
    out.push(rect(s.x, s.y + 44, s.w, 100, 0, palettes.teal.strong))
    out.push(text(s.x + 28, s.y + 100, 'ClinicFlow', {size: 28, weight: 800, fill: '#ffffff'}))
    out.push(text(s.x + 28, s.y + 128, 'Your appointments', {size: 17, fill: palettes.teal.tint}))
    const appts: Array<[string, string, boolean]> = [
      ['Mon 9:00', 'Physio check-up', true],
      ['Wed 17:30', 'Back mobility class', false],
      ['Fri 8:15', 'Sports massage', false],
    ]
    appts.forEach(([when, what, next], i) => {
      const y = s.y + 170 + i * 120
      out.push(rect(s.x + 18, y, s.w - 36, 104, 16, next ? palettes.teal.tint : slate[50]))
      out.push(text(s.x + 36, y + 40, when, {size: 20, weight: 800, fill: palettes.teal.deep}))
      out.push(text(s.x + 36, y + 74, what, {size: 18, fill: slate[700]}))
    })
    out.push(rect(s.x + 18, s.y + s.h - 96, s.w - 36, 60, 30, palettes.teal.strong))
    out.push(
      text(s.x + s.w / 2, s.y + s.h - 58, 'Book a visit', {size: 20, weight: 700, fill: '#ffffff', anchor: 'middle'}),
    )
    out.push(callout(1160, 50, {align: 'end', icon: 'star', title: '4.8 on the App Store', sub: 'iOS and Android', p}))
    return {backdrop: 'night', body: out.join('')}
  },

  'video-editor': (p) => {
    const out: string[] = []
    out.push(card(50, 60, 1100, 780, {fill: slate[900], radius: 26, shadow: '#000000'}))
    out.push(rect(80, 90, 720, 405, 14, palettes.amber.mid))
    out.push(circle(650, 200, 150, palettes.amber.soft, 'opacity="0.7"'))
    out.push(`<path d="M80 420Q300 330 520 400T800 380V495H80Z" fill="${palettes.amber.strong}"/>`)
    out.push(iconTile(340, 200, 140, 'coffee', '#ffffff', palettes.amber.deep))
    out.push(rect(200, 420, 480, 50, 10, '#000000', 'opacity="0.65"'))
    out.push(text(440, 454, 'Fresh roast, at your door', {size: 24, weight: 700, fill: '#ffffff', anchor: 'middle'}))
    const formats: Array<[string, number, number]> = [
      ['16:9', 160, 90],
      ['9:16', 68, 120],
      ['1:1', 100, 100],
    ]
    formats.forEach(([label, w, h], i) => {
      const y = 100 + i * 140
      out.push(rect(840 + (160 - w) / 2, y + (120 - h) / 2, w, h, 8, i === 1 ? p.strong : slate[700]))
      out.push(text(1060, y + 68, label, {size: 22, weight: 700, fill: i === 1 ? '#ffffff' : slate[400]}))
    })
    const tracks: Array<[string, Array<[number, number, string]>]> = [
      [
        'Video',
        [
          [0, 0.28, p.strong],
          [0.3, 0.62, p.mid],
          [0.64, 1, p.strong],
        ],
      ],
      [
        'Captions',
        [
          [0.05, 0.2, palettes.amber.mid],
          [0.25, 0.48, palettes.amber.mid],
          [0.52, 0.8, palettes.amber.mid],
        ],
      ],
      ['Music', [[0, 1, palettes.emerald.mid]]],
    ]
    tracks.forEach(([name, clips], i) => {
      const y = 560 + i * 76
      out.push(text(80, y + 38, name, {size: 18, fill: slate[400]}))
      for (const [from, to, color] of clips)
        out.push(rect(200 + 900 * from, y + 8, 900 * (to - from) - 6, 48, 10, color))
    })
    out.push(rect(200 + 900 * 0.42, 540, 4, 250, 2, '#ffffff'))
    out.push(`<path d="M${200 + 900 * 0.42 - 12} 530h28l-14 18Z" fill="#ffffff"/>`)
    out.push(text(1100, 530, '00:12 / 00:30', {size: 18, fill: slate[400], anchor: 'end'}))
    return {backdrop: 'deep', body: out.join('')}
  },
} satisfies Record<string, Draw>

export function mockup(recipe: MockupRecipe): string {
  const size = mockupSizes[recipe.size ?? 'hero']
  const p = palettes[recipe.palette]
  const drawn = (subjects[recipe.subject] as Draw)(p, size, recipe)
  const bg = backdrop(drawn.backdrop, p, size.width, size.height)
  return svgDocument(
    size.width,
    size.height,
    recipe.title,
    `${bg.body}<g font-family="${FONT.replace(/"/g, "'")}">${drawn.body}</g>`,
    bg.defs,
  )
}
