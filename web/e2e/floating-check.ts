/**
 * The rule floating elements are held to (./floating.spec.ts): no element fixed or stuck to the screen
 * (the chat button, the TODAY AI NEWS tab, the consent banner when shown) covers any part of a link,
 * button, field, answer label or embedded frame where a visitor first meets it. Reading down a page, or
 * tabbing forward through it, a control first comes into view at the bottom edge of the screen; one
 * already on the first screen is met there, with the page at its top; the last controls of a page are
 * met at its end, where it cannot scroll further. The top bar, stuck to the top of the screen, and
 * what sits in its band (the menu button) are the page's header, not something floating where a
 * control is met: content scrolls under it once it has been read, and only a control taller than the
 * screen (the footer's 650 px newsletter frame on a 640 px screen) reaches it at the bottom edge.
 *
 * Text is read wherever it is on the screen, so for the words the rule is stricter (coveredText): at
 * every scroll position, no floating element covers any part of a line of the page's text.
 */
import type {Page} from '@playwright/test'

export type Covered = {control: string; by: string; at: number; overlap: string}

/**
 * Runs in the page (self-contained: Playwright serialises it). Scrolls to each position at which a
 * control is first met, lets the page's own scripts answer the scroll (layout/make-way.ts: a floating
 * element steps aside while a control is under it; up to 12 frames), and names every control a
 * floating element still covers there.
 */
async function findCovered(): Promise<Covered[]> {
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, iframe, [tabindex]:not([tabindex="-1"])'
  const root = document.documentElement
  const vh = window.innerHeight
  const vw = root.clientWidth
  const maxScroll = root.scrollHeight - vh
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  const fixedOrStuck = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position
      if (p === 'fixed' || p === 'sticky') return e
    }
    return null
  }
  const shown = (el: Element) =>
    el.checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
    !el.closest('.sr-only, [inert], [aria-hidden="true"]') &&
    getComputedStyle(el).pointerEvents !== 'none'
  /** What is left of an element's box inside its clipping ancestors and the viewport. */
  const visibleRect = (el: Element) => {
    const r = el.getBoundingClientRect()
    let [left, right, top, bottom] = [
      Math.max(r.left, 0),
      Math.min(r.right, vw),
      Math.max(r.top, 0),
      Math.min(r.bottom, vh),
    ]
    for (let e = el.parentElement; e && e !== root; e = e.parentElement) {
      const s = getComputedStyle(e)
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
      const c = e.getBoundingClientRect()
      if (s.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)]
      if (s.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)]
    }
    return right - left > 0.5 && bottom - top > 0.5 ? {left, right, top, bottom} : null
  }
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`

  // The page's controls (not those of the frame's fixed and sticky parts), each with the scroll
  // position at which it is first met.
  const controls = [...document.querySelectorAll(CONTROLS)].filter(
    (el) => !fixedOrStuck(el) && shown(el) && el.getBoundingClientRect().width > 1,
  )
  const at = new Map<number, Element[]>()
  for (const el of controls) {
    const bottom = el.getBoundingClientRect().bottom + window.scrollY
    const y = Math.round(Math.min(maxScroll, Math.max(0, bottom - vh)))
    at.set(y, [...(at.get(y) ?? []), el])
  }

  // The header band: the top bar stuck to the top of the screen.
  const topBar = [...document.querySelectorAll('body > * header, body > header')].find(
    (el) => getComputedStyle(el).position === 'sticky',
  )
  const inHeaderBand = (q: DOMRect) => {
    const band = topBar?.getBoundingClientRect()
    return Boolean(band && band.top <= 0.5 && q.top >= -0.5 && q.bottom <= band.bottom + 0.5)
  }

  const covered: Covered[] = []
  for (const [y, met] of [...at].sort((a, b) => a[0] - b[0])) {
    window.scrollTo({top: y, left: 0, behavior: 'instant'})
    let found: Covered[] = []
    for (let tries = 0; tries < 12; tries++) {
      await frame()
      const floaters = [...document.querySelectorAll('body *')].filter((el) => {
        const p = getComputedStyle(el).position
        return (
          (p === 'fixed' || p === 'sticky') &&
          shown(el) &&
          fixedOrStuck(el.parentElement ?? root) === null &&
          !inHeaderBand(el.getBoundingClientRect())
        )
      })
      found = []
      for (const el of met) {
        const r = visibleRect(el)
        if (!r) continue
        for (const f of floaters) {
          if (f.contains(el)) continue
          const q = f.getBoundingClientRect()
          const w = Math.min(r.right, q.right) - Math.max(r.left, q.left)
          const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top)
          if (w > 0.5 && h > 0.5)
            found.push({control: name(el), by: name(f), at: y, overlap: `${Math.round(w)}×${Math.round(h)} px`})
        }
      }
      if (found.length === 0) break
    }
    covered.push(...found)
  }
  window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  return covered
}

/** Every control a floating element covers where it is first met on the loaded page, one line each. */
export async function coveredControls(page: Page): Promise<string[]> {
  const covered = await page.evaluate(findCovered)
  return covered.map((c) => `${c.control} under ${c.by} (${c.overlap}) at scroll ${c.at}`)
}

/**
 * Runs in the page (self-contained). Lays out every line of the page's text once (a Range's client
 * rects for each text node, in page coordinates, cut to what its scrolling or clipping boxes show),
 * then scrolls through the page in steps no longer than the smallest floating element is tall, so
 * every line passes through each floating element at one of them; where a line is under one, lets the
 * page's scripts answer (up to 12 frames) and names each line a floating element still covers.
 */
async function findCoveredText(): Promise<Covered[]> {
  const root = document.documentElement
  const vh = window.innerHeight
  const vw = root.clientWidth
  const maxScroll = root.scrollHeight - vh
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  const fixedOrStuck = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const p = getComputedStyle(e).position
      if (p === 'fixed' || p === 'sticky') return e
    }
    return null
  }
  const shown = (el: Element) =>
    el.checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
    !el.closest('.sr-only, [inert]') &&
    getComputedStyle(el).pointerEvents !== 'none'
  const topBar = [...document.querySelectorAll('body > * header, body > header')].find(
    (el) => getComputedStyle(el).position === 'sticky',
  )
  const inHeaderBand = (q: DOMRect) => {
    const band = topBar?.getBoundingClientRect()
    return Boolean(band && band.top <= 0.5 && q.top >= -0.5 && q.bottom <= band.bottom + 0.5)
  }
  // The floating elements, shown or stepped aside: fixed or stuck, outermost, laid out, below the top bar.
  const candidates = [...document.querySelectorAll('body *')].filter((el) => {
    const p = getComputedStyle(el).position
    return (
      (p === 'fixed' || p === 'sticky') &&
      el.checkVisibility() &&
      !el.closest('.sr-only') &&
      fixedOrStuck(el.parentElement ?? root) === null &&
      !inHeaderBand(el.getBoundingClientRect())
    )
  })
  const floaters = () => candidates.filter(shown)
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || (el as HTMLElement).innerText || '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`

  // Every line of text in the page (not in the frame's fixed and sticky parts), in page coordinates.
  window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  await frame()
  type Line = {left: number; right: number; top: number; bottom: number; words: string}
  const lines: Line[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text
    const parent = text.parentElement
    if (!parent || !text.data.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.nodeName))
      continue
    if (fixedOrStuck(parent) || parent.closest('.sr-only')) continue
    if (!parent.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue
    // What its scrolling and clipping ancestors let show, in page coordinates.
    let [cl, cr, ct, cb] = [0, vw, 0, root.scrollHeight]
    for (let e = parent; e && e !== root; e = e.parentElement!) {
      const st = getComputedStyle(e)
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue
      const c = e.getBoundingClientRect()
      if (st.overflowX !== 'visible') [cl, cr] = [Math.max(cl, c.left), Math.min(cr, c.right)]
      if (st.overflowY !== 'visible')
        [ct, cb] = [Math.max(ct, c.top + window.scrollY), Math.min(cb, c.bottom + window.scrollY)]
    }
    range.selectNodeContents(text)
    for (const r of range.getClientRects()) {
      const line = {
        left: Math.max(r.left, cl),
        right: Math.min(r.right, cr),
        top: Math.max(r.top + window.scrollY, ct),
        bottom: Math.min(r.bottom + window.scrollY, cb),
        words: text.data.replace(/\s+/g, ' ').trim().slice(0, 40),
      }
      if (line.right - line.left > 0.5 && line.bottom - line.top > 0.5) lines.push(line)
    }
  }

  const overlap = (line: Line, q: DOMRect, y: number) => {
    const w = Math.min(line.right, q.right) - Math.max(line.left, q.left)
    const h = Math.min(line.bottom - y, q.bottom) - Math.max(line.top - y, q.top)
    return w > 0.5 && h > 0.5 ? `${Math.round(w)}×${Math.round(h)} px` : null
  }
  // The scroll positions to look at: steps no longer than the smallest floating element is tall, and
  // of those only where a line is under one (where nothing is, there is nothing to cover).
  const boxes = candidates.map((f) => f.getBoundingClientRect()).filter((b) => b.width > 0 && b.height > 0)
  if (boxes.length === 0) return []
  const step = Math.max(16, Math.floor(Math.min(...boxes.map((b) => b.height))))
  const positions: number[] = []
  for (let y = 0; ; y = Math.min(maxScroll, y + step)) {
    if (lines.some((line) => boxes.some((q) => overlap(line, q, y)))) positions.push(y)
    if (y >= maxScroll) break
  }

  const covered: Covered[] = []
  for (const y of positions) {
    window.scrollTo({top: y, left: 0, behavior: 'instant'})
    let found: Covered[] = []
    for (let tries = 0; tries < 12; tries++) {
      await frame()
      found = []
      for (const f of floaters()) {
        const q = f.getBoundingClientRect()
        for (const line of lines) {
          const area = overlap(line, q, y)
          if (area) found.push({control: `the words "${line.words}"`, by: name(f), at: y, overlap: area})
        }
      }
      if (found.length === 0) break
    }
    covered.push(...found)
  }
  window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  return covered
}

/** Every line of text a floating element covers at some scroll position of the loaded page, one line each. */
export async function coveredText(page: Page): Promise<string[]> {
  const covered = await page.evaluate(findCoveredText)
  return covered.map((c) => `${c.control} under ${c.by} (${c.overlap}) at scroll ${c.at}`)
}
