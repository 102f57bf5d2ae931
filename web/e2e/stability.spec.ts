import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from './routes'

/**
 * Nothing moves while a page loads (CLS 0), even when the web font arrives late, as it does on a slow
 * phone network. Each route is loaded with the font held back for 800 ms, as a returning visitor (the
 * consent banner has its own test), and every layout shift without recent input is summed.
 */
test.use({reducedMotion: 'reduce'})

const FONT_DELAY_MS = 800

for (const viewport of [
  {width: 375, height: 667},
  {width: 1280, height: 800},
]) {
  test(`${viewport.width}px: no route shifts while it loads, even with a late font`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await context.addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
    await page.setViewportSize(viewport)
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
      await route.continue()
    })
    await page.addInitScript(() => {
      const w = window as unknown as {__shifts: string[]}
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{
          value: number
          hadRecentInput: boolean
          sources: Array<{node?: Node | null}>
        }>) {
          if (e.hadRecentInput) continue
          const moved = e.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement
            return el
              ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`
              : '(a text node)'
          })
          w.__shifts.push(`${e.value.toFixed(4)}: ${moved.join(', ')}`)
        }
      }).observe({type: 'layout-shift', buffered: true})
    })
    const shifted: string[] = []
    for (const route of SPEC_ROUTES) {
      await page.goto(route)
      await page.waitForTimeout(FONT_DELAY_MS + 300)
      const shifts = await page.evaluate(() => (window as unknown as {__shifts: string[]}).__shifts)
      if (shifts.length) shifted.push(`${route}: ${shifts.join('; ')}`)
    }
    expect(shifted, 'routes whose content moved while loading').toEqual([])
  })
}
