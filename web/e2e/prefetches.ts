import {expect, type Page} from '@playwright/test'
import {framesDrawn, scriptsReady} from './page-state'

/** The pages whose data the router fetched (RSC requests, prefetches included), by path, from now on. */
export function routerFetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.headers().rsc) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/**
 * Waits until the page's idle-time work has run: its links are worked by script (the root layout's
 * island marks <html> with `data-scripts-ready`), the browser has been idle since the load event, when
 * SiteScripts starts watching the static-markup links on screen (layout/static-link-listeners.ts), and
 * two frames have been drawn, in which the links on screen were seen and fetched ahead. When such a
 * link is on screen, its fetch is waited for too. Links marked `data-prefetch="intent"` are never
 * watched, so one of them not fetched by then is fetched only on a visitor's intent. `fetched` is
 * routerFetches(page), started before the page was opened; the page has fired its load event.
 */
export async function onScreenLinksFetched(page: Page, fetched: string[]) {
  await scriptsReady(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await framesDrawn(page, 2)
  const href = await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      '[data-static-markup] a[href^="/"]:not([data-event]):not([data-prefetch="intent"])',
    )) {
      const box = link.getBoundingClientRect()
      if (box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth)
        return link.getAttribute('href')
    }
    return null
  })
  if (href) await expect.poll(() => fetched.includes(new URL(href, page.url()).pathname), {timeout: 10_000}).toBe(true)
}
