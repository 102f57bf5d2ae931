import {placePerson} from './portrait'
import {circle, r, rect, svgDocument, unit} from './svg'

/**
 * Before-and-after pairs for photo restoration: one scene drawn twice. "After" is crisp and in colour;
 * "before" is the same scene as an old print: sepia greyscale, washed-out contrast, soft focus, film
 * grain, scratches, stains and the damage the page names (torn, cracked, missing corners).
 */
export interface RestorationRecipe {
  kind: 'restoration'
  title: string
  subject: 'wedding' | 'family' | 'soldier' | 'storefront'
  state: 'before' | 'after'
}

export const restorationSize = {width: 800, height: 600}
const W = restorationSize.width
const H = restorationSize.height

const tree = (x: number, y: number, s: number) =>
  rect(x - s * 0.06, y, s * 0.12, s * 0.5, 4, '#92400e') +
  circle(x, y - s * 0.05, s * 0.32, '#16a34a') +
  circle(x - s * 0.18, y + s * 0.08, s * 0.2, '#15803d') +
  circle(x + s * 0.2, y + s * 0.06, s * 0.22, '#22c55e')

function subject(s: RestorationRecipe['subject']): string {
  switch (s) {
    case 'wedding':
      return (
        rect(0, 0, W, H, 0, 'url(#sky)') +
        rect(0, H * 0.72, W, H * 0.28, 0, '#86efac') +
        `<path d="M150 600V250a250 220 0 0 1 500 0V600" fill="none" stroke="#f9a8d4" stroke-width="34"/>` +
        Array.from({length: 22}, (_, i) => {
          const a = Math.PI * (i / 21)
          return circle(
            400 - Math.cos(a) * 250,
            250 - Math.sin(a) * 220,
            20 + (i % 3) * 4,
            ['#fb7185', '#fde68a', '#f472b6', '#ffffff'][i % 4]!,
          )
        }).join('') +
        placePerson('Rose Whitfield', 'long', 130, 300, 300, '#ffffff') +
        placePerson('Arthur Whitfield', 'short', 370, 285, 315, '#1e3a8a') +
        circle(330, 540, 34, '#fda4af') +
        circle(312, 528, 14, '#ffffff') +
        circle(348, 550, 14, '#fde68a')
      )
    case 'family':
      return (
        rect(0, 0, W, H, 0, 'url(#sky)') +
        rect(0, H * 0.66, W, H * 0.34, 0, '#4ade80') +
        `<path d="M420 170L620 60L800 170Z" fill="#b91c1c"/>` +
        rect(440, 170, 340, 240, 0, '#fef3c7') +
        rect(580, 290, 60, 120, 4, '#7c2d12') +
        rect(470, 210, 70, 60, 4, '#7dd3fc') +
        rect(690, 210, 70, 60, 4, '#7dd3fc') +
        tree(110, 250, 260) +
        placePerson('Walter Hayes', 'short', 110, 330, 270, '#2563eb') +
        placePerson('Edith Hayes', 'long', 330, 340, 260, '#db2777') +
        placePerson('Tommy Hayes', 'short', 230, 430, 170, '#f59e0b') +
        placePerson('Ruth Hayes', 'long', 450, 430, 170, '#10b981') +
        // The picnic blanket in front of them, and the basket
        `<path d="M40 560L760 560L800 600L0 600Z" fill="#dc2626"/>` +
        Array.from({length: 12}, (_, i) => rect(40 + i * 64, 560, 32, 40, 0, '#ffffff', 'opacity="0.55"')).join('') +
        `<path d="M600 520h110l-12 60h-86Z" fill="#b45309"/><path d="M620 522a35 30 0 0 1 70 0" fill="none" stroke="#92400e" stroke-width="8"/>`
      )
    case 'soldier':
      return (
        rect(0, 0, W, H, 0, '#a8a29e') +
        rect(0, 0, W, H, 0, 'url(#studio)') +
        placePerson('Albert Lane', 'short', 160, 110, 490, '#4d7c0f', 20) +
        rect(470, 548, 40, 16, 3, '#dc2626') +
        rect(470, 548, 13, 16, 0, '#1d4ed8') +
        circle(490, 584, 13, '#facc15')
      )
    case 'storefront':
      return (
        rect(0, 0, W, H, 0, 'url(#sky)') +
        rect(60, 90, 680, 460, 0, '#fca5a5') +
        rect(60, 90, 680, 70, 0, '#1e3a8a') +
        rect(200, 108, 400, 34, 6, '#fde68a') +
        Array.from(
          {length: 10},
          (_, i) => `<path d="M${80 + i * 64} 170h64v50a32 24 0 0 1 -64 0Z" fill="${i % 2 ? '#ffffff' : '#dc2626'}"/>`,
        ).join('') +
        rect(100, 250, 230, 200, 6, '#bae6fd') +
        rect(470, 250, 230, 200, 6, '#bae6fd') +
        Array.from({length: 6}, (_, i) =>
          circle(130 + (i % 3) * 85, 320 + Math.floor(i / 3) * 80, 26, ['#f97316', '#22c55e', '#ef4444'][i % 3]!),
        ).join('') +
        Array.from({length: 6}, (_, i) =>
          rect(490 + (i % 3) * 70, 290 + Math.floor(i / 3) * 80, 50, 60, 6, ['#a855f7', '#eab308', '#0ea5e9'][i % 3]!),
        ).join('') +
        rect(345, 250, 110, 300, 4, '#78350f') +
        placePerson('Giuseppe Russo', 'short', 335, 415, 135, '#1d4ed8') +
        rect(0, 550, W, 50, 0, '#a8a29e')
      )
  }
}

/** Damage specific to each photo, drawn over the aged print. */
function damage(s: RestorationRecipe['subject']): string {
  const paper = '#ece7dc'
  switch (s) {
    case 'wedding':
      return `<path d="M800 0V230L760 205L772 168L735 140L748 100L712 70L724 30L690 0Z" fill="${paper}"/><path d="M690 0L724 30L712 70L748 100L735 140L772 168L760 205L800 230" fill="none" stroke="#d6c7a6" stroke-width="3"/>`
    case 'family':
      return (
        `<ellipse cx="590" cy="160" rx="150" ry="110" fill="#a16207" opacity="0.28"/><ellipse cx="590" cy="160" rx="150" ry="110" fill="none" stroke="#78350f" stroke-width="4" opacity="0.35"/>` +
        `<ellipse cx="150" cy="500" rx="110" ry="70" fill="#a16207" opacity="0.22"/>`
      )
    case 'soldier':
      return `<path d="M0 180L120 210L180 170L300 260L340 240L420 330L470 320L560 420L640 400L800 470" fill="none" stroke="${paper}" stroke-width="5"/><path d="M300 260L280 340L300 420M560 420L580 520" fill="none" stroke="${paper}" stroke-width="3"/>`
    case 'storefront':
      return `<path d="M0 0H150L0 120Z" fill="${paper}"/><path d="M800 600H610L800 450Z" fill="${paper}"/><path d="M800 0V90L720 0Z" fill="${paper}"/>`
  }
}

function scratches(seed: string): string {
  return Array.from({length: 9}, (_, i) => {
    const x = unit(seed, `sx${i}`) * W
    const y = unit(seed, `sy${i}`) * H
    const dx = (unit(seed, `dx${i}`) - 0.5) * 120
    const dy = 80 + unit(seed, `dy${i}`) * 260
    return `<path d="M${r(x)} ${r(y)}q${r(dx / 2)} ${r(dy / 2)} ${r(dx)} ${r(dy)}" fill="none" stroke="#fffaf0" stroke-width="${r(1 + unit(seed, `w${i}`) * 2)}" opacity="0.75"/>`
  }).join('')
}

/**
 * One subject's picture, as the parts a larger picture can place: the shared definitions (gradients,
 * and the aged print's filters) and the scene drawn restored and drawn as the old print.
 */
export function restorationScene(
  s: RestorationRecipe['subject'],
  seed: string = s,
): {defs: string; before: string; after: string} {
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>` +
    `<radialGradient id="studio" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#1d4ed8"/></radialGradient>` +
    // Sepia tone with lifted blacks and dulled whites, then soft focus: an old print.
    `<filter id="aged" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
    `<feColorMatrix type="matrix" values="0.30 0.50 0.12 0 0.06  0.28 0.47 0.11 0 0.06  0.25 0.42 0.10 0 0.05  0 0 0 1 0"/>` +
    `<feGaussianBlur stdDeviation="${s === 'soldier' ? 2.6 : 1.3}"/></filter>` +
    `<filter id="grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0.5 0"/></filter>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#3f2f1c" stop-opacity="0"/><stop offset="1" stop-color="#3f2f1c" stop-opacity="0.6"/></radialGradient>`
  const scene = subject(s)
  const before =
    `<g filter="url(#aged)">${scene}</g>` +
    rect(0, 0, W, H, 0, '#d6c39a', 'opacity="0.15"') +
    rect(0, 0, W, H, 0, '#000', 'filter="url(#grain)"') +
    rect(0, 0, W, H, 0, 'url(#vignette)') +
    scratches(seed) +
    damage(s)
  return {defs, before, after: scene}
}

export function restoration(recipe: RestorationRecipe): string {
  const before = recipe.state === 'before'
  const parts = restorationScene(recipe.subject, recipe.title)
  // The "after" file keeps only the gradients it uses.
  const defs = before ? parts.defs : parts.defs.slice(0, parts.defs.indexOf('<filter'))
  return svgDocument(W, H, recipe.title, before ? parts.before : parts.after, defs)
}
