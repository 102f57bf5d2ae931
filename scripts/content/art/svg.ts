import {createHash} from 'node:crypto'
import {createRequire} from 'node:module'

/** Drawing helpers shared by the seed's generated pictures. Everything is pure: same input, same bytes. */

const require = createRequire(import.meta.url)
type IconNode = Array<[tag: string, attrs: Record<string, string | number>]>
const icons = require('lucide-static/icon-nodes.json') as Record<string, IconNode>

/** Brand colours (Tailwind's scale): the site is violet on slate, with a few accents for variety. */
export const palettes = {
  violet: {tint: '#ede9fe', soft: '#ddd6fe', mid: '#a78bfa', strong: '#7c3aed', deep: '#4c1d95'},
  indigo: {tint: '#e0e7ff', soft: '#c7d2fe', mid: '#818cf8', strong: '#4f46e5', deep: '#312e81'},
  sky: {tint: '#e0f2fe', soft: '#bae6fd', mid: '#38bdf8', strong: '#0284c7', deep: '#0c4a6e'},
  emerald: {tint: '#d1fae5', soft: '#a7f3d0', mid: '#34d399', strong: '#059669', deep: '#064e3b'},
  amber: {tint: '#fef3c7', soft: '#fde68a', mid: '#fbbf24', strong: '#d97706', deep: '#78350f'},
  rose: {tint: '#ffe4e6', soft: '#fecdd3', mid: '#fb7185', strong: '#e11d48', deep: '#881337'},
  teal: {tint: '#ccfbf1', soft: '#99f6e4', mid: '#2dd4bf', strong: '#0d9488', deep: '#134e4a'},
} as const
export type PaletteName = keyof typeof palettes
export type Palette = (typeof palettes)[PaletteName]

export const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
}

/** A lucide icon name; checked at build time so a typo fails with its name. */
export function iconExists(name: string): boolean {
  return name in icons
}

/**
 * A lucide icon (24×24 grid, stroked) drawn with its top-left at (x, y) and `size` wide, in `color`.
 * The stroke keeps lucide's 2-unit width relative to the icon, so large icons stay bold.
 */
export function icon(name: string, x: number, y: number, size: number, color: string, strokeWidth = 2): string {
  const node = icons[name]
  if (!node) throw new Error(`Unknown lucide icon "${name}" (see node_modules/lucide-static/icons/)`)
  const body = node
    .map(
      ([tag, attrs]) =>
        `<${tag}${Object.entries(attrs)
          .map(([k, v]) => ` ${k}="${v}"`)
          .join('')}/>`,
    )
    .join('')
  const s = size / 24
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(s, 4)})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`
}

/** Rounds for compact output. */
export const r = (n: number, digits = 1) => Number(n.toFixed(digits))

/** A number in [0, 1) from a string and a salt: the only randomness the pictures use. */
export function unit(seed: string, salt: string | number): number {
  return createHash('sha256').update(`${seed}:${salt}`).digest().readUInt32BE(0) / 2 ** 32
}

export const pick = <T>(list: readonly T[], seed: string, salt: string | number): T =>
  list[Math.floor(unit(seed, salt) * list.length)]!

export function svgDocument(width: number, height: number, title: string, body: string, defs = ''): string {
  const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${esc}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
}

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
