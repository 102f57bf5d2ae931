/**
 * An editor logs in as the Studio sends her to: the local Lake's login page, her name, Log in. The
 * Lake takes that form only from its own page (lake/gate.ts), as Chromium posts it (with the page's
 * Origin, as a form); it answers with the Studio's address and a session id, which the Studio trades
 * for her token. The other Studio tests start logged in (studio.ts), so this one keeps the page itself
 * working.
 */
import {expect, test} from '@playwright/test'
import {STUDIO_BASE} from './studio'

test('the Lake’s login page logs an editor in from a real browser and sends her back to the Studio', async ({
  browser,
}) => {
  const context = await browser.newContext({ignoreHTTPSErrors: true})
  try {
    // The Studio would trade the session id itself at once: here the test does, so the Studio's page is a stand-in.
    await context.route(`${STUDIO_BASE}/**`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>Studio</title>'}),
    )
    const page = await context.newPage()
    const lake = process.env.LAKE_BROWSER_ORIGIN ?? ''
    await page.goto(`${lake}/v1/auth/login/local?origin=${encodeURIComponent(`${STUDIO_BASE}/structure`)}`)
    await page.getByLabel('Your name').fill('Priya Raman')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/auth/login/local'))
    await page.getByRole('button', {name: 'Log in'}).click()
    const posted = await answer
    expect(posted.status()).toBe(303)
    expect(posted.request().headers().origin).toBe(lake)
    const location = posted.headers().location ?? ''
    expect(location).toMatch(new RegExp(`^${STUDIO_BASE}/structure#sid=[\\w-]{20,}$`))
    // The Studio trades the session id for a token: she is logged in, by her name.
    const sid = location.split('#sid=')[1]
    const exchanged = await page.request.get(`${lake}/v1/auth/fetch?sid=${sid}`)
    expect(exchanged.status()).toBe(200)
    const {token} = (await exchanged.json()) as {token: string}
    const me = await page.request.get(`${lake}/v2025-02-19/users/me`, {headers: {authorization: `Bearer ${token}`}})
    expect(((await me.json()) as {name: string}).name).toBe('Priya Raman')
  } finally {
    await context.close()
  }
})
