/**
 * The error pages are the site's own, in the server's HTML: a 404 for an address without content, and
 * a 503 with Retry-After for a page that cannot be rendered because the Content Lake is down and it
 * was never rendered before. Each shows the message, a link home and the site's name, with and
 * without JavaScript, nothing internal (no error text, stack or Lake address), and throws nothing in
 * the browser.
 */
import {type Browser, expect, test} from '@playwright/test'
import {EMBEDDED_BASE, getDocument, LIVE_BASE, publish, setFault, timed} from './lake'

test.afterEach(() => setFault({mode: 'none'}))

/**
 * What a visitor without JavaScript sees, and with it once the page has hydrated, with the errors the
 * page threw in the browser (what error monitoring would count: React's #419 was one per visit).
 */
async function both(browser: Browser, url: string) {
  const seen: Record<
    string,
    {status?: number; h1: string; home: number; site: string; text: string; pageErrors: string[]}
  > = {}
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({javaScriptEnabled})
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const res = await page.goto(url)
    if (javaScriptEnabled) await page.waitForLoadState('networkidle')
    seen[javaScriptEnabled ? 'js' : 'no-js'] = {
      status: res?.status(),
      h1: await page.locator('h1').innerText(),
      home: await page.locator('main a[href="/"]').count(),
      site: await page.locator('header a[href="/"]').innerText(),
      text: await page.locator('body').innerText(),
      pageErrors,
    }
    await context.close()
  }
  return seen
}

const INTERNALS = /Error:|ContentUnavailable|ECONN|stack|127\.0\.0\.1|Content Lake|digest/i

for (const [where, base] of [
  ['live', () => LIVE_BASE],
  ['embedded', () => EMBEDDED_BASE],
] as const) {
  for (const path of ['/no-such-page-here', '/blog/no-such-article']) {
    test(`${where}: ${path} answers 404 with the site's own page in the server's HTML`, async ({browser}) => {
      const raw = await timed(`${base()}${path}`)
      expect(raw.status).toBe(404)
      expect(raw.body).toContain('We couldn&#x27;t find that page')
      expect(raw.body).toMatch(/<title>We couldn&#x27;t find that page<\/title>/)
      for (const [mode, seen] of Object.entries(await both(browser, `${base()}${path}`))) {
        expect(seen.status, mode).toBe(404)
        expect(seen.h1, mode).toBe("We couldn't find that page")
        expect(seen.home, `${mode}: a link home`).toBeGreaterThan(0)
        expect(seen.site, mode).toBe('Helix AI')
        expect(seen.text, mode).not.toMatch(INTERNALS)
        expect(seen.pageErrors, `${mode}: errors thrown in the browser`).toEqual([])
      }
    })
  }
}

test("a page never rendered, while the Lake is down, answers 503 with Retry-After and the site's own page", async ({
  browser,
}) => {
  const template = await getDocument('page-booking')
  const slug = `published-during-outage-${Date.now()}`
  await publish([{createOrReplace: {...template, _id: `page-${slug}`, slug: {_type: 'slug', current: slug}}}])
  await setFault({mode: 'refuse'})
  const raw = await timed(`${LIVE_BASE}/${slug}`)
  expect(raw.status).toBe(503)
  expect(raw.headers.get('retry-after')).toBe('60')
  expect(raw.headers.get('cache-control')).toMatch(/no-store/)
  expect(raw.ms, 'the visitor waits no more than about 2 s').toBeLessThan(2500)
  expect(raw.body).toContain('This page is taking a moment to load')
  for (const [mode, seen] of Object.entries(await both(browser, `${LIVE_BASE}/${slug}`))) {
    expect(seen.status, mode).toBe(503)
    expect(seen.h1, mode).toBe('This page is taking a moment to load')
    expect(seen.home, `${mode}: a link home`).toBeGreaterThan(0)
    expect(seen.site, mode).toBe('Helix AI')
    expect(seen.text, mode).not.toMatch(INTERNALS)
    expect(seen.pageErrors, `${mode}: errors thrown in the browser`).toEqual([])
  }
  // Never cached: once the Lake answers, the page is there.
  await setFault({mode: 'none'})
  const back = await timed(`${LIVE_BASE}/${slug}`)
  expect(back.status).toBe(200)
  expect(back.body).toContain('<h1')
  await publish([{delete: {id: `page-${slug}`}}])
})

test('a page that fails for any other reason than the Lake keeps Next.js status 500', async () => {
  // A page that exists (a made-up address is a 404 before any read), never rendered, whose query the
  // Lake refuses as wrong (a 4xx): a bug, not an outage, so it is not answered as 503.
  const template = await getDocument('page-booking')
  const slug = `never-seen-${Date.now()}`
  await publish([{createOrReplace: {...template, _id: `page-${slug}`, slug: {_type: 'slug', current: slug}}}])
  await setFault({mode: 'status', status: 400})
  const res = await timed(`${LIVE_BASE}/${slug}`)
  expect(res.status).toBe(500)
  expect(res.headers.get('retry-after')).toBeNull()
  await setFault({mode: 'none'})
  await publish([{delete: {id: `page-${slug}`}}])
})
