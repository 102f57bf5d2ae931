import {renderToStaticMarkup} from 'react-dom/server'
import {ICONS} from './icon-drawings'
import {ICON_NAMES} from './icons'

/** The stroke every icon is drawn with. */
const ICON_STROKE_WIDTH = 1.8

const STROKE = `fill="none" stroke="currentColor" stroke-width="${ICON_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`

/**
 * Every icon an editor can pick, as one SVG sprite: a <symbol id="name"> per icon, with Lucide's own
 * drawing (icon-drawings.tsx). The site draws an icon with <svg><use href="/icons.svg#name"/></svg>,
 * so a page carries two elements per icon instead of the whole drawing, and no client component.
 * Written to web/public/icons.svg by `npm run typegen`; a test keeps the file equal to this.
 */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map((name) => {
    const Drawing = ICONS[name]
    const svg = renderToStaticMarkup(<Drawing />)
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
    // The stroke sits on each symbol: a <use> inherits from its own ancestors, not from the sprite's.
    return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${inner}</symbol>`
  })
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Lucide icons (https://lucide.dev), ISC licence. Generated from schemas/lib/icon-drawings.tsx by npm run typegen. -->`,
    '<defs>',
    ...symbols,
    '</defs>',
    '</svg>',
    '',
  ].join('\n')
}
