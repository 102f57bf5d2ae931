import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from './routes'

const SITE = 'https://www.helixai.example' // NEXT_PUBLIC_SITE_URL of the test build

test('every route has an absolute canonical URL on the configured site, Open Graph and Twitter cards', async ({
  request,
}) => {
  for (const route of SPEC_ROUTES) {
    const html = await (await request.get(route)).text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical, route).toBe(route === '/' ? SITE : `${SITE}${route}`)
    expect(html, route).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html, route).toMatch(/<meta property="og:image" content="https:\/\/www\.helixai\.example\/[^"]+"/)
    expect(html, route).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
  }
})

test('the sitemap lists every page and article with absolute URLs from the configured site', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  for (const route of SPEC_ROUTES) expect(urls).toContain(route === '/' ? `${SITE}/` : `${SITE}${route}`)
  expect(urls.filter((u) => u.startsWith(`${SITE}/blog/`)).length).toBeGreaterThanOrEqual(11)
  for (const u of urls) expect(u.startsWith(SITE)).toBe(true)
})

test('the sitemap ignores the Host header of the request', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml', {headers: {Host: 'evil.example'}})).text()
  expect(xml).not.toContain('evil.example')
})

test('robots.txt allows crawling and names the sitemap', async ({request}) => {
  const txt = await (await request.get('/robots.txt')).text()
  expect(txt).toMatch(/User-Agent: \*/i)
  expect(txt).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  expect(txt).toMatch(/Disallow: \/api\//)
})

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

test('structured data parses and has the right types: Organization, FAQPage, offers', async ({request}) => {
  const home = jsonLd(await (await request.get('/')).text())
  expect(home.map((d) => d['@type'])).toContain('Organization')
  const org = home.find((d) => d['@type'] === 'Organization')!
  expect(org.url).toBe(`${SITE}/`)

  const contact = jsonLd(await (await request.get('/contact')).text())
  const faq = contact.find((d) => d['@type'] === 'FAQPage') as {mainEntity: {name: string}[]}
  expect(faq.mainEntity).toHaveLength(3)

  const voice = jsonLd(await (await request.get('/ai-voice-agents')).text())
  const list = voice.find((d) => d['@type'] === 'ItemList') as {
    itemListElement: {item: {offers?: {price: string; priceCurrency: string}}}[]
  }
  expect(list.itemListElement[0]!.item.offers).toEqual(expect.objectContaining({price: '99.00', priceCurrency: 'USD'}))
})

test('pages name the site icon, and loading one asks for nothing that is missing', async ({page, request}) => {
  const missing: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`)
  })
  await page.goto('/')
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  const icon = await request.get(href!)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
  await page.waitForLoadState('networkidle')
  expect(missing).toEqual([])
})
