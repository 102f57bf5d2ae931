import {expect, type Page} from '@playwright/test'

/** The pages whose data the router fetched (RSC requests, prefetches included), by path, from now on. */
export function routerFetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.headers().rsc) paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/**
 * Waits until the page's links are worked by script (the root layout's island marks <html> with
 * `data-scripts-ready`) and a static-markup link on screen has been fetched ahead. SiteScripts watches
 * those links once the browser is idle after the load event and fetches each as it is seen
 * (layout/static-link-listeners.ts): by then the page's idle-time work has run. Links marked
 * `data-prefetch="intent"` are never watched, so one of them not fetched by then is fetched only on a
 * visitor's intent. `fetched` is routerFetches(page), started before the page was opened.
 */
export async function onScreenLinksFetched(page: Page, fetched: string[]) {
  await page.locator('html[data-scripts-ready]').waitFor({state: 'attached'})
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
  expect(href, 'a link of the page on screen').not.toBeNull()
  await expect.poll(() => fetched.includes(new URL(href!, page.url()).pathname), {timeout: 10_000}).toBe(true)
}
