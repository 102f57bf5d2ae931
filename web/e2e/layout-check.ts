/**
 * The layout rules every page is held to at every width (./layout.spec.ts checks every route; the
 * live-mode tests check the pages only publishing creates, such as the archive's).
 */
import type {Page} from '@playwright/test'

/** Every common screen width, from a small phone to a large desktop. */
export const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920] as const

export type LayoutProblem = {check: 'sideways scroll' | 'text overflow' | 'overlap' | 'tap target'; detail: string}

/**
 * Runs in the page. Self-contained (Playwright serialises it): no imports, no outer variables.
 * Rules, each with a 1 px tolerance for sub-pixel rounding:
 * - sideways scroll: the document is no wider than the viewport;
 * - text overflow: every visible text line lies inside the nearest element (itself or an ancestor)
 *   that clips or draws a box (border, background, shadow); text wholly outside a clipping box is
 *   hidden on purpose (an off-screen carousel slide) and is skipped, as is text inside a scroller on
 *   the axis it scrolls; with no box around it, text must lie inside the viewport;
 * - overlap: no two visible links, buttons or form controls overlap, unless one contains the other;
 *   fixed and sticky ones float over the page by design and are compared only with each other;
 * - tap target: each visible control is at least 24 x 24 px, except a link inside a sentence and an
 *   undersized target whose 24 px circle touches no other target (the spacing exception).
 */
function checkLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = []
  const root = document.documentElement
  const vw = root.clientWidth
  const styles = new Map<Element, CSSStyleDeclaration>()
  const css = (el: Element) => {
    let s = styles.get(el)
    if (!s) {
      s = getComputedStyle(el)
      styles.set(el, s)
    }
    return s
  }
  const snippet = (text: string | null | undefined) => {
    const t = (text ?? '').replace(/\s+/g, ' ').trim()
    return t.length > 60 ? `${t.slice(0, 57)}...` : t
  }
  const describe = (el: Element) => {
    const label =
      el.getAttribute('aria-label') ||
      (el as HTMLElement).innerText ||
      el.getAttribute('title') ||
      (el as HTMLInputElement).name ||
      ''
    return `<${el.tagName.toLowerCase()}> "${snippet(label)}"`
  }
  const transparent = (color: string) =>
    color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color)
  const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible'
  const scrolls = (v: string) => v === 'auto' || v === 'scroll'
  const hasBox = (s: CSSStyleDeclaration) =>
    !transparent(s.backgroundColor) ||
    s.backgroundImage !== 'none' ||
    s.boxShadow !== 'none' ||
    (['Top', 'Right', 'Bottom', 'Left'] as const).some(
      (side) =>
        parseFloat(s[`border${side}Width`]) > 0 &&
        s[`border${side}Style`] !== 'none' &&
        !transparent(s[`border${side}Color`]),
    )
  /** Hidden by the page: display/visibility/opacity, a closed <details> or <dialog>, inert, [hidden], sr-only. */
  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el, child: Element | null = null; e; child = e, e = e.parentElement) {
      const s = css(e)
      if (e.tagName === 'DETAILS' && !(e as HTMLDetailsElement).open && child?.tagName !== 'SUMMARY') return true
      if (
        s.display === 'none' ||
        s.visibility === 'hidden' ||
        s.visibility === 'collapse' ||
        parseFloat(s.opacity) === 0
      )
        return true
      if ((e as HTMLElement).inert || e.hasAttribute('hidden')) return true
      // Visually hidden for screen readers only (sr-only): clipped to nothing or to 1 px.
      if (
        s.clipPath === 'inset(50%)' ||
        (s.clip !== 'auto' && s.clip !== '') ||
        (clips(s) && (e.clientWidth <= 1 || e.clientHeight <= 1))
      )
        return true
      if (e.tagName === 'DIALOG' && !(e as HTMLDialogElement).open) return true
    }
    return false
  }
  /** The part of `r` left after every clipping ancestor of `el` and the viewport's width cut it. */
  const visibleRect = (el: Element, r: DOMRect) => {
    let left = Math.max(r.left, 0)
    let right = Math.min(r.right, vw)
    let top = r.top
    let bottom = r.bottom
    for (let e = el.parentElement; e && e !== root; e = e.parentElement) {
      const s = css(e)
      if (!clips(s)) continue
      const c = e.getBoundingClientRect()
      if (s.overflowX !== 'visible') (left = Math.max(left, c.left)), (right = Math.min(right, c.right))
      if (s.overflowY !== 'visible') (top = Math.max(top, c.top)), (bottom = Math.min(bottom, c.bottom))
    }
    return right - left > 0.5 && bottom - top > 0.5 ? {left, right, top, bottom} : null
  }
  // Fixed elements float over the page; a sticky one only while it is stuck at its offset (before that
  // it scrolls with the content like anything else).
  const floating = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = css(e)
      if (s.position === 'fixed') return true
      if (s.position === 'sticky' && Math.abs(e.getBoundingClientRect().top - Number.parseFloat(s.top)) < 1) return true
    }
    return false
  }

  // Sideways scroll: name the widest things that stick out past the right edge.
  if (root.scrollWidth > vw + 1) {
    const culprits: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.right <= vw + 1 || r.width === 0 || hidden(el)) continue
      if ([...el.children].some((c) => c.getBoundingClientRect().right > vw + 1)) continue
      culprits.push(`${describe(el)} reaches ${Math.round(r.right)} px`)
      if (culprits.length === 3) break
    }
    problems.push({
      check: 'sideways scroll',
      detail: `document is ${root.scrollWidth} px wide in a ${vw} px viewport; ${culprits.join('; ')}`,
    })
  }

  // Text overflow.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  const seen = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (
      !node.textContent?.trim() ||
      !parent ||
      ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName)
    )
      continue
    if (hidden(parent) || transparent(css(parent).color)) continue
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1)
    if (!rects.length) continue
    // The box that holds the text: the nearest element, itself included, that clips or draws a box.
    let box: Element | null = parent
    while (box && box !== document.body && !clips(css(box)) && !hasBox(css(box))) box = box.parentElement
    if (box === document.body) box = null
    const b = box ? box.getBoundingClientRect() : {left: 0, right: vw, top: -Infinity, bottom: Infinity}
    const s = box ? css(box) : null
    // Truncation the author chose (an ellipsis or a line clamp) shows that text continues: not an overflow.
    const truncated =
      css(parent).textOverflow === 'ellipsis' ||
      (!!s && (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none'))
    const checkX = (!s || !scrolls(s.overflowX)) && !truncated
    const checkY = !!s && !scrolls(s.overflowY) && !truncated
    const outside = (r: DOMRect) =>
      (checkX && (r.left < b.left - 1 || r.right > b.right + 1)) ||
      (checkY && (r.top < b.top - 1 || r.bottom > b.bottom + 1))
    const bad = rects.filter(outside)
    if (!bad.length) continue
    // Wholly outside a clipping box: hidden on purpose (a slide scrolled out of view).
    if (
      s &&
      clips(s) &&
      bad.every((r) => r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom)
    )
      continue
    if (!box && !visibleRect(parent, rects[0]!)) continue
    if (seen.has(parent)) continue
    seen.add(parent)
    const r = bad[0]!
    const by = Math.max(b.left - r.left, r.right - b.right, checkY ? Math.max(b.top - r.top, r.bottom - b.bottom) : 0)
    problems.push({
      check: 'text overflow',
      detail: `"${snippet(node.textContent)}" sticks out ${Math.round(by)} px of ${box ? describe(box).replace(/ ".*"$/, '') + (box.getAttribute('class') ? `.${box.getAttribute('class')!.trim().split(/\s+/).slice(0, 4).join('.')}` : '') : 'the viewport'}`,
    })
  }

  // Interactive elements: overlap and tap-target size.
  type Box = {left: number; right: number; top: number; bottom: number}
  type Target = {el: Element; r: DOMRect; v: Box; boxes: Box[]; fixed: boolean}
  const targets: Target[] = []
  for (const el of document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
  )) {
    if (hidden(el)) continue
    let r = el.getBoundingClientRect()
    // A checkbox or radio is operated through its label too: the label is the target.
    const input = el as HTMLInputElement
    if (el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(input.type) && input.labels?.length) {
      const l = input.labels[0]!.getBoundingClientRect()
      r = new DOMRect(
        Math.min(r.left, l.left),
        Math.min(r.top, l.top),
        Math.max(r.right, l.right) - Math.min(r.left, l.left),
        Math.max(r.bottom, l.bottom) - Math.min(r.top, l.top),
      )
    }
    if (r.width <= 1 || r.height <= 1) continue // visually hidden (sr-only) until focused
    const v = visibleRect(el, r)
    if (!v) continue
    // A link that wraps onto two lines covers only its line boxes, not the rectangle around them.
    const lines =
      css(el).display === 'inline'
        ? [...el.getClientRects()].map((l) => visibleRect(el, l)).filter((l): l is Box => !!l)
        : []
    targets.push({el, r, v, boxes: lines.length ? lines : [v], fixed: floating(el)})
  }
  const reported = new Set<Element>()
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i]!
      const c = targets[j]!
      if (a.fixed !== c.fixed || a.el.contains(c.el) || c.el.contains(a.el)) continue
      if (
        (a.el as HTMLInputElement).labels?.length &&
        [...(a.el as HTMLInputElement).labels!].some((l) => l.contains(c.el))
      )
        continue
      let w = 0
      let h = 0
      for (const p of a.boxes)
        for (const q of c.boxes) {
          const pw = Math.min(p.right, q.right) - Math.max(p.left, q.left)
          const ph = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top)
          if (pw > 1 && ph > 1) (w = pw), (h = ph)
        }
      if (w > 1 && h > 1 && !reported.has(a.el)) {
        reported.add(a.el)
        problems.push({
          check: 'overlap',
          detail: `${describe(a.el)} overlaps ${describe(c.el)} by ${Math.round(w)} x ${Math.round(h)} px`,
        })
      }
    }
  }
  const center = (r: DOMRect) => ({x: r.left + r.width / 2, y: r.top + r.height / 2})
  const small = (r: DOMRect) => r.width < 24 - 0.5 || r.height < 24 - 0.5
  for (const t of targets) {
    if (!small(t.r)) continue
    // Inline exception: a link that sits in a sentence (its block holds other text).
    if (css(t.el).display === 'inline') {
      let block = t.el.parentElement
      while (block && css(block).display.startsWith('inline')) block = block.parentElement
      const own = (t.el.textContent ?? '').trim().length
      if (block && (block.textContent ?? '').trim().length > own + 1) continue
    }
    // Spacing exception: a 24 px circle centred on the target touches no other target or its circle.
    const p = center(t.r)
    const crowded = targets.some((o) => {
      if (o === t || o.fixed !== t.fixed || o.el.contains(t.el) || t.el.contains(o.el)) return false
      if (small(o.r)) {
        const q = center(o.r)
        return Math.hypot(p.x - q.x, p.y - q.y) < 24
      }
      const dx = Math.max(o.r.left - p.x, 0, p.x - o.r.right)
      const dy = Math.max(o.r.top - p.y, 0, p.y - o.r.bottom)
      return Math.hypot(dx, dy) < 12
    })
    if (crowded)
      problems.push({
        check: 'tap target',
        detail: `${describe(t.el)} is ${Math.round(t.r.width)} x ${Math.round(t.r.height)} px with another target within 24 px`,
      })
  }
  return problems
}

/** The problems of the loaded page at one width, after layout, container queries and fonts settle. */
async function problemsAt(page: Page, width: number) {
  await page.setViewportSize({width, height: 900})
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    await document.fonts.ready
    await frames()
    // A new width can start transitions (below lg the sidebar slides out of view): measure the layout
    // they end in, not a frame of them. Only running animations with an end are waited for (not a
    // spinner, not a paused one), and for 5 s at the most: a probe that never measures helps no one.
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 5_000)),
    ])
    await frames()
  })
  return page.evaluate(checkLayout)
}

/** Every problem of the loaded page at every width, one line each ("<label> @ <width> px, <check>: <detail>"). */
export async function layoutProblems(page: Page, label: string, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const failures: string[] = []
  for (const width of widths) {
    for (const p of await problemsAt(page, width)) failures.push(`${label} @ ${width} px, ${p.check}: ${p.detail}`)
  }
  return failures
}
