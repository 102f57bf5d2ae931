/**
 * The rule a page's first screen is held to while it loads (./page-probes.spec.ts): the first paint
 * waits for the marker after the page's first section (app/layout.tsx, layout/FirstScreenEnd.tsx), and
 * what the parser reads after the marker never moves what a busy browser may already have painted.
 * With the marker right after the top bar, /chartopia's hero words were drawn before the picture that
 * sits to their left and moved 521 px right when it came (a layout shift of 0.091 at 1280 px).
 *
 * Timing provokes such a paint only now and then, so each possible one is laid out instead: for each
 * element after the marker, in the order the parser meets it, everything the parser has not read when
 * it opens that element is hidden, and every element of the first screen already there must sit where
 * it sits in the whole page.
 */
import type {Page} from '@playwright/test'

/** Runs in the page (self-contained: Playwright serialises it). One line per element that would move. */
function findEarlyPaintMoves(): string[] {
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`
  const link = document.querySelector('head link[rel="expect"][blocking="render"]')
  const marker = link ? document.querySelector(link.getAttribute('href') ?? '#') : null
  if (!marker) return ['no render-blocking marker']
  const after = (a: Element | null, b: Element) =>
    !!a && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
  const out: string[] = []
  if (!after(document.querySelector('header:not(main header)'), marker))
    out.push('the first paint can come before the top bar is read')
  if (!after(document.querySelector('h1'), marker)) out.push('the first paint can come before the h1 is read')

  const inOrder = [...document.body.querySelectorAll('*')]
  const box = (el: Element) => el.getBoundingClientRect()
  const drawn = (r: DOMRect) => r.width > 0 && r.height > 0
  // Where each element of the first screen sits in the whole page.
  const whole = new Map<Element, DOMRect>()
  for (const el of inOrder) {
    const r = box(el)
    if (drawn(r) && r.top < innerHeight && r.bottom > 0) whole.set(el, r)
  }
  const start = inOrder.indexOf(marker)
  for (let index = start; index < inOrder.length; index++) {
    const last = inOrder[index]!
    if (index > start && !whole.has(last)) continue
    // What the parser has not read when it has just opened `last`: its children, and every later
    // sibling of it and of its ancestors.
    const notYet: HTMLElement[] = []
    for (const child of last.children) if (child instanceof HTMLElement) notYet.push(child)
    for (let el: Element | null = last; el && el !== document.body; el = el.parentElement)
      for (let next = el.nextElementSibling; next; next = next.nextElementSibling)
        if (next instanceof HTMLElement) notYet.push(next)
    const kept = notYet.map((el) => [el.style.getPropertyValue('display'), el.style.getPropertyPriority('display')])
    for (const el of notYet) el.style.setProperty('display', 'none', 'important')
    for (const el of inOrder.slice(0, index + 1)) {
      const final = whole.get(el)
      if (!final) continue
      const early = box(el)
      if (!drawn(early)) continue
      if (Math.abs(early.left - final.left) > 0.5 || Math.abs(early.top - final.top) > 0.5)
        out.push(
          `${describe(el)} moves ${Math.round(final.top - early.top)} px down and ${Math.round(final.left - early.left)} px right when what follows ${describe(last)} arrives`,
        )
    }
    notYet.forEach((el, i) => {
      el.style.setProperty('display', kept[i]![0]!, kept[i]![1])
    })
  }
  return [...new Set(out)]
}

/** The first three ways the loaded page's first screen, at the current viewport, could move while it loads. */
export async function earlyPaintProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(findEarlyPaintMoves)).slice(0, 3)
}
