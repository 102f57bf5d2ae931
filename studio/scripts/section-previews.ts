/**
 * Draws the small pictures of the page's "Add section" menu: one SVG per section type in
 * studio/static/sections/, a simplified wireframe of how the section looks on the site.
 * Run `npx tsx studio/scripts/section-previews.ts` after adding a section type and commit the files.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'

const W = 320
const H = 180
const ink = '#1e293b'
const muted = '#cbd5e1'
const faint = '#f1f5f9'
const accent = '#7c3aed'
const accentSoft = '#ede9fe'

/** The i-th value of a fixed list (lists here always have an entry for each index used). */
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 3, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`
const bar = (x: number, y: number, w: number, h = 5, fill = muted) => rect(x, y, w, h, fill, h / 2)
const lines = (x: number, y: number, widths: number[], gap = 9, h = 5, fill = muted) =>
  widths.map((w, i) => bar(x, y + i * gap, w, h, fill)).join('')
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`
const text = (x: number, y: number, s: string, size: number, fill = ink, anchor = 'middle', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`
const button = (x: number, y: number, w: number, fill = accent) =>
  rect(x, y, w, 14, fill, 7) + bar(x + 10, y + 5, w - 20, 4, '#fff')
const card = (x: number, y: number, w: number, h: number, stroke = muted) =>
  rect(x, y, w, h, '#fff', 6, ` stroke="${stroke}"`)
const image = (x: number, y: number, w: number, h: number, fill = '#c4b5fd') =>
  rect(x, y, w, h, fill, 4) +
  `<path d="M${x + w * 0.15} ${y + h * 0.85}L${x + w * 0.4} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.7}L${x + w * 0.72} ${y + h * 0.55}L${x + w * 0.88} ${y + h * 0.85}Z" fill="#fff" opacity=".7"/>` +
  circle(x + w * 0.75, y + h * 0.28, Math.min(w, h) * 0.09, '#fff', ' opacity=".8"')
const play = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, '#fff', ' opacity=".9"') +
  `<path d="M${cx - r * 0.3} ${cy - r * 0.45}L${cx + r * 0.5} ${cy}L${cx - r * 0.3} ${cy + r * 0.45}Z" fill="${accent}"/>`
const check = (cx: number, cy: number, r = 6, fill = accent) =>
  circle(cx, cy, r, fill) +
  `<path d="M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.35} ${r * 0.55}-${r * 0.7}" stroke="#fff" stroke-width="1.6" fill="none" stroke-linecap="round"/>`
const stars = (x: number, y: number, n = 5) =>
  Array.from({length: n}, (_, i) => text(x + i * 9, y, '★', 9, '#f59e0b', 'start', 400)).join('')

const draw: Record<string, () => string> = {
  hero: () =>
    bar(110, 28, 100, 5, accentSoft) +
    rect(60, 44, 200, 14, ink, 4) +
    rect(85, 64, 150, 14, ink, 4) +
    lines(80, 92, [160, 130]).replace(/x="80" y="101"/, 'x="95" y="101"') +
    button(98, 126, 58) +
    rect(164, 126, 58, 14, '#fff', 7, ` stroke="${accent}"`),
  videoHero: () =>
    rect(0, 0, W, H, '#312e81', 0) +
    rect(0, 0, W, H, 'url(#g)', 0) +
    play(160, 70, 18) +
    rect(90, 104, 140, 12, '#fff', 4) +
    button(124, 132, 72),
  announcement: () =>
    rect(0, 0, W, 30, accent, 0) +
    bar(70, 12, 140, 6, '#fff') +
    rect(222, 9, 40, 12, '#fff', 6) +
    rect(70, 60, 180, 14, ink, 4) +
    lines(90, 88, [140, 110]) +
    button(120, 118, 80),
  packages: () =>
    [22, 114, 206]
      .map(
        (x, i) =>
          card(x, i === 1 ? 14 : 24, 92, i === 1 ? 152 : 136, i === 1 ? accent : muted) +
          bar(x + 14, i === 1 ? 28 : 38, 40) +
          text(x + 14, i === 1 ? 58 : 66, `$${pick(['99', '199', '399'], i)}`, 18, i === 1 ? accent : ink, 'start') +
          lines(x + 14, i === 1 ? 72 : 80, [60, 52, 56, 44]) +
          button(x + 14, i === 1 ? 140 : 134, 64, i === 1 ? accent : ink),
      )
      .join(''),
  addOns: () =>
    [20, 56, 92, 128]
      .map(
        (y, i) =>
          card(24, y, 272, 28) +
          check(42, y + 14, 6) +
          bar(56, y + 8, pick([110, 90, 130, 100], i), 5, ink) +
          bar(56, y + 17, pick([150, 120, 140, 160], i)) +
          text(282, y + 18, pick(['$150', '$99', '$250', '$75'], i), 10, accent, 'end'),
      )
      .join(''),
  offerBox: () =>
    card(60, 16, 200, 148, accent) +
    rect(128, 26, 64, 12, accentSoft, 6) +
    bar(140, 30, 40, 4, accent) +
    bar(100, 50, 120, 8, ink) +
    `<g>${text(122, 88, '$299', 14, '#94a3b8')}<line x1="104" y1="84" x2="140" y2="84" stroke="#94a3b8" stroke-width="1.5"/></g>` +
    text(186, 90, '$199', 24, accent) +
    lines(100, 104, [120, 100]).replace('x="100" y="113"', 'x="110" y="113"') +
    button(110, 136, 100),
  countdown: () =>
    bar(100, 26, 120, 6, ink) +
    ['02', '14', '36', '09']
      .map(
        (d, i) =>
          rect(40 + i * 64, 52, 48, 54, i % 2 ? accentSoft : faint, 6) +
          text(64 + i * 64, 88, d, 22, accent) +
          bar(52 + i * 64, 114, 24, 4),
      )
      .join('') +
    [100, 164, 228].map((x) => text(x, 86, ':', 20, ink)).join('') +
    button(110, 138, 100),
  comparison: () =>
    card(24, 16, 272, 148) +
    rect(24, 16, 272, 26, faint, 6) +
    bar(40, 26, 70, 6, ink) +
    bar(170, 26, 40, 6, accent) +
    bar(236, 26, 40, 6, ink) +
    [52, 76, 100, 124]
      .map((y) => bar(40, y + 4, 90) + check(190, y + 6, 6) + text(256, y + 10, '✕', 11, '#94a3b8'))
      .join(''),
  testimonials: () =>
    [16, 118, 220]
      .map(
        (x) =>
          card(x, 24, 88, 132) +
          circle(x + 20, 46, 10, '#c4b5fd') +
          bar(x + 36, 40, 40, 5, ink) +
          bar(x + 36, 49, 30) +
          stars(x + 12, 76) +
          lines(x + 12, 88, [64, 60, 64, 48]),
      )
      .join(''),
  stats: () =>
    [
      ['500+', 44],
      ['98%', 122],
      ['50+', 200],
      ['24/7', 278],
    ]
      .map(([s, x]) => text(x as number, 92, s as string, 24, accent) + bar((x as number) - 24, 106, 48))
      .join('') + bar(110, 40, 100, 7, ink),
  sampleCase: () =>
    card(24, 16, 272, 148) +
    rect(40, 30, 60, 12, accentSoft, 6) +
    bar(48, 34, 44, 4, accent) +
    bar(40, 54, 160, 7, ink) +
    lines(40, 72, [230, 220, 236, 180]) +
    rect(40, 112, 236, 38, faint, 6) +
    lines(52, 122, [190, 150]),
  integrations: () =>
    bar(100, 22, 120, 7, ink) +
    Array.from(
      {length: 8},
      (_, i) =>
        rect(36 + (i % 4) * 66, 48 + Math.floor(i / 4) * 60, 50, 46, i % 3 ? faint : accentSoft, 10) +
        circle(61 + (i % 4) * 66, 71 + Math.floor(i / 4) * 60, 10, i % 2 ? '#a78bfa' : '#94a3b8'),
    ).join(''),
  team: () =>
    bar(110, 20, 100, 7, ink) +
    [60, 160, 260]
      .map(
        (x) =>
          circle(x, 76, 28, '#c4b5fd') +
          circle(x, 68, 10, '#fff', ' opacity=".8"') +
          `<path d="M${x - 18} ${96}q18 -22 36 0" fill="#fff" opacity=".8"/>` +
          bar(x - 28, 116, 56, 6, ink) +
          bar(x - 20, 128, 40),
      )
      .join(''),
  gallery: () =>
    Array.from({length: 6}, (_, i) =>
      image(
        20 + (i % 3) * 96,
        16 + Math.floor(i / 3) * 78,
        88,
        70,
        pick(['#c4b5fd', '#a5b4fc', '#99f6e4', '#fbcfe8', '#bae6fd', '#ddd6fe'], i),
      ),
    ).join(''),
  beforeAfter: () =>
    image(40, 16, 120, 148, '#cbd5e1') +
    image(160, 16, 120, 148, '#a5b4fc') +
    rect(158, 16, 4, 148, '#fff', 0) +
    circle(160, 90, 12, '#fff', ` stroke="${accent}" stroke-width="2"`) +
    text(160, 94, '↔', 11, accent) +
    rect(48, 24, 40, 12, ink, 6) +
    rect(232, 24, 40, 12, accent, 6),
  videoGallery: () =>
    [20, 166]
      .map(
        (x, i) =>
          rect(x, 28, 134, 90, i ? '#4c1d95' : '#1e1b4b', 6) +
          play(x + 67, 73, 16) +
          bar(x, 128, 110, 6, ink) +
          bar(x, 140, 80),
      )
      .join(''),
  episodeGrid: () =>
    Array.from(
      {length: 4},
      (_, i) =>
        card(14 + i * 76, 24, 68, 132) +
        rect(20 + i * 76, 30, 56, 48, pick(['#c4b5fd', '#a5b4fc', '#ddd6fe', '#bae6fd'], i), 4) +
        play(48 + i * 76, 54, 11) +
        bar(20 + i * 76, 88, 24, 4, accent) +
        lines(20 + i * 76, 100, [52, 44, 50]),
    ).join(''),
  carousel: () =>
    rect(60, 14, 200, 130, faint, 8) +
    rect(70, 24, 180, 110, '#fff', 4, ` stroke="${muted}"`) +
    rect(70, 24, 180, 14, accentSoft, 4) +
    lines(82, 50, [120, 150, 100, 140, 90], 12) +
    circle(36, 79, 12, '#fff', ` stroke="${muted}"`) +
    text(36, 83, '‹', 14, ink) +
    circle(284, 79, 12, '#fff', ` stroke="${muted}"`) +
    text(284, 84, '›', 14, ink) +
    [144, 156, 168, 180].map((x, i) => circle(x, 160, 3.5, i === 0 ? accent : muted)).join(''),
  embed: () =>
    rect(30, 16, 260, 148, '#fff', 8, ` stroke="${muted}"`) +
    rect(30, 16, 260, 20, faint, 8) +
    [44, 54, 64].map((x) => circle(x, 26, 3, muted)).join('') +
    rect(80, 22, 160, 8, '#fff', 4) +
    text(160, 110, '&lt;/&gt;', 30, accent),
  quiz: () =>
    rect(40, 20, 240, 8, faint, 4) +
    rect(40, 20, 96, 8, accent, 4) +
    bar(60, 44, 200, 8, ink) +
    [64, 88, 112, 136]
      .map(
        (y, i) =>
          rect(60, y, 200, 18, i === 1 ? accentSoft : '#fff', 9, ` stroke="${i === 1 ? accent : muted}"`) +
          circle(74, y + 9, 4, i === 1 ? accent : muted) +
          bar(86, y + 7, pick([90, 120, 70, 100], i), 4, i === 1 ? accent : muted),
      )
      .join(''),
  uploadForm: () =>
    rect(40, 16, 240, 64, faint, 8, ` stroke="${accent}" stroke-dasharray="5 4"`) +
    `<path d="M160 58V32m-10 10 10-10 10 10" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    bar(120, 66, 80) +
    [92, 116].map((y) => rect(40, y, 240, 16, '#fff', 4, ` stroke="${muted}"`) + bar(48, y + 6, 60)).join('') +
    button(110, 144, 100),
  callDemo: () =>
    circle(160, 64, 34, accentSoft) +
    circle(160, 64, 22, accent) +
    `<path d="M151 56c0 12 8 20 20 20l3-5-6-3-3 3c-3-1-8-6-9-9l3-3-3-6z" fill="#fff"/>` +
    bar(100, 112, 120, 7, ink) +
    bar(120, 126, 80) +
    button(120, 146, 80),
  contactDetails: () =>
    [30, 62, 94]
      .map(
        (y) =>
          circle(44, y + 8, 11, accentSoft) +
          circle(44, y + 8, 4.5, accent) +
          bar(64, y + 2, 80, 5, ink) +
          bar(64, y + 11, 110),
      )
      .join('') +
    card(196, 24, 108, 132) +
    bar(208, 36, 60, 6, ink) +
    [56, 76, 96, 116, 136].map((y) => bar(208, y, 36) + bar(256, y, 36, 5, '#a78bfa')).join(''),
  richText: () =>
    bar(40, 22, 170, 9, ink) +
    lines(40, 44, [240, 228, 236, 200], 10) +
    bar(40, 92, 120, 7, ink) +
    lines(40, 110, [240, 232, 180], 10) +
    [56, 60].map(() => '').join(''),
  readMore: () =>
    bar(40, 22, 170, 9, ink) +
    lines(40, 46, [240, 228, 236, 232], 10) +
    `<rect x="36" y="80" width="250" height="36" fill="url(#fade)"/>` +
    text(40, 136, 'Read more ›', 11, accent, 'start'),
  faq: () =>
    bar(100, 14, 120, 7, ink) +
    [32, 82, 108, 134]
      .map(
        (y, i) =>
          rect(30, y, 260, i === 0 ? 44 : 20, '#fff', 6, ` stroke="${i === 0 ? accent : muted}"`) +
          bar(42, y + 8, pick([150, 170, 130, 160], i), 5, ink) +
          text(278, y + 13, i === 0 ? '−' : '+', 12, accent) +
          (i === 0 ? lines(42, y + 22, [210, 180]) : ''),
      )
      .join(''),
  checklist: () =>
    bar(40, 18, 150, 8, ink) +
    [40, 64, 88, 112, 136]
      .map(
        (y, i) =>
          check(50, y + 6, 7) + bar(66, y + 3, pick([180, 150, 200, 130, 170], i), 6, i % 2 ? muted : '#94a3b8'),
      )
      .join(''),
  numberedTable: () =>
    card(24, 12, 272, 156) +
    [12, 43, 74, 105, 136]
      .map(
        (y, i) =>
          (i ? `<line x1="24" y1="${y}" x2="296" y2="${y}" stroke="${muted}"/>` : '') +
          text(44, y + 20, String(i + 1), 12, accent) +
          lines(
            64,
            y + 10,
            pick(
              [
                [210, 180],
                [200, 150],
                [215, 170],
                [190, 160],
                [205, 140],
              ],
              i,
            ),
          ),
      )
      .join(''),
  steps: () =>
    `<line x1="50" y1="62" x2="270" y2="62" stroke="${accentSoft}" stroke-width="4"/>` +
    [50, 123, 196, 270]
      .map(
        (x, i) =>
          circle(x, 62, 16, accent) +
          text(x, 67, String(i + 1), 13, '#fff') +
          bar(x - 26, 92, 52, 6, ink) +
          lines(x - 28, 106, [56, 48, 52]),
      )
      .join(''),
  cardGrid: () =>
    Array.from(
      {length: 4},
      (_, i) =>
        card(24 + (i % 2) * 140, 16 + Math.floor(i / 2) * 78, 132, 70) +
        rect(36 + (i % 2) * 140, 28 + Math.floor(i / 2) * 78, 18, 18, accentSoft, 5) +
        bar(62 + (i % 2) * 140, 32 + Math.floor(i / 2) * 78, 60, 6, ink) +
        lines(36 + (i % 2) * 140, 56 + Math.floor(i / 2) * 78, [104, 88]),
    ).join(''),
  report: () =>
    bar(40, 18, 170, 9, ink) +
    lines(40, 36, [240, 200]) +
    `<line x1="48" y1="154" x2="280" y2="154" stroke="${muted}" stroke-width="2"/>` +
    [70, 52, 96, 40, 110, 84]
      .map((h, i) => rect(58 + i * 36, 154 - h, 22, h, i === 4 ? accent : '#c4b5fd', 3))
      .join(''),
  tabs: () =>
    ['Overview', 'Pricing', 'Reviews']
      .map(
        (_, i) =>
          rect(30 + i * 88, 18, 80, 22, i === 0 ? accent : faint, 11) +
          bar(48 + i * 88, 27, 44, 4, i === 0 ? '#fff' : '#94a3b8'),
      )
      .join('') +
    card(30, 52, 260, 112) +
    bar(46, 68, 120, 7, ink) +
    lines(46, 86, [220, 200, 210, 160], 11),
  callToAction: () =>
    rect(16, 30, 288, 120, accent, 12) +
    rect(16, 30, 288, 120, 'url(#g)', 12) +
    rect(70, 62, 180, 12, '#fff', 4) +
    bar(100, 84, 120, 5, '#ddd6fe') +
    rect(120, 106, 80, 18, '#fff', 9) +
    bar(136, 113, 48, 4, accent),
  serviceCards: () =>
    Array.from(
      {length: 6},
      (_, i) =>
        card(16 + (i % 3) * 98, 16 + Math.floor(i / 3) * 78, 90, 70, i === 1 ? accent : muted) +
        rect(26 + (i % 3) * 98, 26 + Math.floor(i / 3) * 78, 16, 16, accentSoft, 4) +
        bar(26 + (i % 3) * 98, 50 + Math.floor(i / 3) * 78, 56, 5, ink) +
        bar(26 + (i % 3) * 98, 60 + Math.floor(i / 3) * 78, 66) +
        text(92 + (i % 3) * 98, 76 + Math.floor(i / 3) * 78, '→', 10, accent, 'end'),
    ).join(''),
  promoBanners: () =>
    [
      [16, '#7c3aed'],
      [96, '#0f766e'],
    ]
      .map(
        ([y, fill]) =>
          rect(20, y as number, 280, 68, fill as string, 10) +
          bar(40, (y as number) + 18, 140, 8, '#fff') +
          bar(40, (y as number) + 34, 100, 5, '#e2e8f0') +
          rect(212, (y as number) + 26, 68, 16, '#fff', 8) +
          bar(226, (y as number) + 32, 40, 4, fill as string),
      )
      .join(''),
  floatingTab: () =>
    rect(20, 16, 250, 148, faint, 8) +
    lines(40, 36, [160, 200, 180, 140], 12) +
    image(40, 92, 90, 56, '#e2e8f0') +
    rect(284, 40, 26, 100, accent, 8) +
    `<text x="297" y="90" font-family="system-ui,sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle" transform="rotate(-90 297 90)">AI NEWS</text>`,
  blogList: () =>
    [16, 118, 220]
      .map(
        (x, i) =>
          card(x, 16, 88, 148) +
          image(x + 6, 22, 76, 52, pick(['#c4b5fd', '#a5b4fc', '#99f6e4'], i)) +
          rect(x + 8, 82, 44, 10, accentSoft, 5) +
          bar(x + 12, 85, 36, 4, accent) +
          lines(x + 8, 100, [72, 64], 9, 5, ink) +
          lines(x + 8, 122, [72, 70, 56]),
      )
      .join(''),
}

const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed" stop-opacity=".0"/><stop offset="1" stop-color="#db2777" stop-opacity=".45"/></linearGradient><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>`

export function sectionPreviewSvg(type: string): string {
  const body = draw[type]
  if (!body)
    throw new Error(`No preview drawing for section type "${type}": add one to studio/scripts/section-previews.ts`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${defs}<rect width="${W}" height="${H}" fill="#fff"/>${body()}</svg>\n`
}

export const drawnSectionTypes = Object.keys(draw)

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dir = path.resolve(import.meta.dirname, '../static/sections')
  mkdirSync(dir, {recursive: true})
  for (const type of drawnSectionTypes) writeFileSync(path.join(dir, `${type}.svg`), sectionPreviewSvg(type))
  console.log(`Wrote ${drawnSectionTypes.length} section pictures to ${path.relative(process.cwd(), dir)}`)
}
