/**
 * Draft mode with a live project, as an editor meets it in the Studio's Presentation tool: the Studio
 * opens /api/draft-mode/enable with its preview secret, which the site checks with the Lake (the
 * `sanity.previewUrlSecret` document the Studio writes); the editor then sees drafts, a visitor still
 * sees the published page, and "Exit preview" brings the editor back to the published content.
 */
import {expect, test} from '@playwright/test'
import {getDocument, LIVE_BASE, publish} from './lake'

const SECRET = `e2e-preview-secret-${Date.now()}`
const DRAFT_HEADING = 'About Helix AI (draft: not published yet)'

test.beforeAll(async () => {
  const about = await getDocument('page-about')
  const sections = (about.sections as Array<Record<string, unknown>>).map((s, i) =>
    i === 0 ? {...s, title: DRAFT_HEADING} : s,
  )
  await publish([
    {
      createOrReplace: {
        _id: 'sanity-preview-url-secret.e2e',
        _type: 'sanity.previewUrlSecret',
        secret: SECRET,
        studioUrl: 'http://127.0.0.1:3333',
      },
    },
    {createOrReplace: {...about, _id: 'drafts.page-about', sections}},
  ])
})
test.afterAll(() => publish([{delete: {id: 'drafts.page-about'}}, {delete: {id: 'sanity-preview-url-secret.e2e'}}]))

test('a wrong preview secret is refused with 401 and no cookie', async ({request}) => {
  const res = await request.get(
    `${LIVE_BASE}/api/draft-mode/enable?sanity-preview-secret=not-it&sanity-preview-pathname=/about`,
    {
      maxRedirects: 0,
    },
  )
  expect(res.status()).toBe(401)
  expect(res.headers()['set-cookie']).toBeUndefined()
})

test('the editor enters draft mode, sees the draft, and leaves it again; visitors never see the draft', async ({
  browser,
}) => {
  const editor = await browser.newContext()
  const page = await editor.newPage()
  const refused: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  await page.goto(`${LIVE_BASE}/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/about`)
  expect(new URL(page.url()).pathname).toBe('/about')
  // Stega markers (invisible characters for click-to-edit) ride along in draft mode: compare the visible text.
  const heading = async () => (await page.locator('h1').innerText()).replace(/[\u200B-\u200F\u2060-\u206F\uFEFF]/g, '')
  await expect.poll(heading).toBe(DRAFT_HEADING)
  await expect(page.getByRole('link', {name: 'Exit preview'})).toBeVisible()
  // The live listener reaches the Lake at SANITY_API_HOST, which the Content-Security-Policy allows.
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])

  const visitor = await browser.newContext()
  const published = await visitor.newPage()
  await published.goto(`${LIVE_BASE}/about`)
  await expect(published.locator('h1')).not.toHaveText(DRAFT_HEADING)
  await expect(published.getByRole('link', {name: 'Exit preview'})).toHaveCount(0)

  // "Exit preview" comes back to this page, published.
  await page.getByRole('link', {name: 'Exit preview'}).click()
  await expect(page).toHaveURL(`${LIVE_BASE}/about`)
  await expect(page.locator('h1')).toHaveText(await published.locator('h1').innerText())
  await expect(page.getByRole('link', {name: 'Exit preview'})).toHaveCount(0)
  await editor.close()
  await visitor.close()
})

test('leaving draft mode returns to the path on the address the browser used, behind a proxy too', async ({
  request,
}) => {
  const proxies: Array<Record<string, string>> = [
    {},
    {host: 'www.helixai.example'},
    {'x-forwarded-host': 'www.helixai.example', 'x-forwarded-proto': 'https'},
  ]
  for (const headers of proxies) {
    const res = await request.get(`${LIVE_BASE}/api/draft-mode/disable?redirect=/about`, {headers, maxRedirects: 0})
    expect(res.status()).toBe(307)
    // A path, which the browser resolves against its own address: never the server's host and port.
    expect(res.headers().location).toBe('/about')
  }
  for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
    const res = await request.get(`${LIVE_BASE}/api/draft-mode/disable?redirect=${encodeURIComponent(away)}`, {
      maxRedirects: 0,
    })
    expect(res.headers().location).toBe('/')
  }
})
