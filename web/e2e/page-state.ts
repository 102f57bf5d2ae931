import type {Page} from '@playwright/test'

/**
 * Waits until the page's scripts have run: the root layout's island (layout/SiteScripts.client.tsx)
 * marks <html> with `data-scripts-ready` in its first effect, after hydration. From then on the
 * static-markup links open pages in place; before it a click is the browser's own full page load.
 */
export const scriptsReady = (page: Page) => page.locator('html[data-scripts-ready]').waitFor({state: 'attached'})

/**
 * Waits until the browser has drawn `count` more frames: what a change made before it caused (a layout
 * shift, a transition, an observer's callback) has been painted and reported by then.
 */
export const framesDrawn = (page: Page, count: number) =>
  page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)
