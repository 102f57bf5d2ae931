/**
 * Nothing moves while a page loads (CLS 0): every layout shift without recent input, recorded from the
 * first moment of each page a `page` loads.
 */
import type {Page} from '@playwright/test'

/**
 * Records every layout shift without recent input on each page `page` loads from now on, as
 * `<value>: <tag> "<text>", ...` (the elements that moved; with `within`, only those inside an element
 * matching that selector, and a shift that moved none of them is left out). Read with layoutShifts().
 */
export async function watchLayoutShifts(page: Page, within?: string) {
  await page.addInitScript((within) => {
    const w = window as unknown as {__shifts: string[]}
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number
        hadRecentInput: boolean
        sources: Array<{node?: Node | null}>
      }>) {
        if (e.hadRecentInput) continue
        const moved = e.sources
          .map((s) => (s.node instanceof Element ? s.node : (s.node?.parentElement ?? null)))
          .filter((el) => !within || !!el?.closest(within))
          .map((el) =>
            el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(a text node)',
          )
        if (moved.length || !within) w.__shifts.push(`${e.value.toFixed(4)}: ${moved.join(', ')}`)
      }
    }).observe({type: 'layout-shift', buffered: true})
  }, within)
}

/** The layout shifts watchLayoutShifts() recorded on the page now shown. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as {__shifts: string[]}).__shifts)
