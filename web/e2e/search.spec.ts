import {expect, test} from '@playwright/test'

const SITE = 'https://www.helixai.example' // NEXT_PUBLIC_SITE_URL of the test build

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})

  test('the sidebar field searches: "voice" finds /ai-voice-agents first, with the match marked', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900})
    await page.goto('/about')
    const field = page.getByRole('searchbox', {name: 'Search the site'})
    await field.fill('voice')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=voice$/)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Results for “voice”')
    const results = page.locator('main ol > li')
    await expect(results.first().getByRole('link')).toHaveAttribute('href', '/ai-voice-agents')
    await expect(results.first().locator('mark').first()).toHaveText(/^voice$/i)
    await expect(results.first()).toContainText('www.helixai.example/ai-voice-agents')
    await expect(page.getByRole('status')).toHaveText(/\d+ pages and articles match/)
    expect(await results.count()).toBeGreaterThan(3)
  })

  test('an empty search and a search without results get a helpful page with the main services', async ({page}) => {
    for (const [url, heading] of [
      ['/search', 'Search the site'],
      ['/search?q=', 'Search the site'],
      ['/search?q=xyzzyplugh', 'Nothing matches “xyzzyplugh”'],
    ] as const) {
      const res = await page.goto(url)
      expect(res?.status(), url).toBe(200)
      await expect(page.getByRole('heading', {level: 1}), url).toHaveText(heading)
      const services = page.getByRole('region', {name: 'Our main services'}).getByRole('link')
      await expect(services.first(), url).toHaveAttribute('href', '/ai-agents')
      expect(await services.count(), url).toBeGreaterThanOrEqual(6)
    }
  })
})

test('hostile searches get a normal page, never a 500, an error or an echo of control characters', async ({
  request,
}) => {
  const hostile = [
    '*[_type == "page"]{...}',
    '") || true || ("',
    '$terms] | order(_score desc',
    `${'*'.repeat(200)}`,
    'a'.repeat(10 * 1024),
    'voice\u0000\u0007\u001b[31m\u007f agents',
    '<script>alert(1)</script>',
    '%%%',
  ]
  for (const q of hostile) {
    const res = await request.get(`/search?q=${encodeURIComponent(q)}`)
    expect(res.status(), q.slice(0, 40)).toBe(200)
    const html = await res.text()
    expect(html, q.slice(0, 40)).toMatch(/<h1[^>]*>/)
    expect(html).not.toContain('<script>alert(1)</script>')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters must not come back
    expect(html).not.toMatch(/[\u0000\u0007\u001b\u007f]/)
  }
  // Repeated parameters: the first one counts.
  expect((await request.get('/search?q=voice&q=%00&q[]=x')).status()).toBe(200)
})

test('a search over 100 characters is cut to 100, and the page says so', async ({page}) => {
  const long = `voice ${'agents '.repeat(40)}`
  await page.goto(`/search?q=${encodeURIComponent(long)}`)
  const value = await page.locator('#search-page-q').inputValue()
  expect(value.length).toBeLessThanOrEqual(100)
  expect(long.startsWith(value)).toBe(true)
  await expect(page.getByText('Your search was long, so we looked for its first 100 characters.')).toBeVisible()
  await expect(page.locator('main ol > li').first().getByRole('link')).toHaveAttribute('href', '/ai-voice-agents')
})

test('/search is not indexed, and the home page tells search engines about it', async ({request}) => {
  const html = await (await request.get('/search?q=voice')).text()
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  const home = await (await request.get('/')).text()
  const data = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  expect(data.find((d) => d['@type'] === 'WebSite')).toMatchObject({
    url: `${SITE}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {urlTemplate: `${SITE}/search?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  })
})

test('the phone menu has the search field: labelled, large enough to tap, and it searches', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800})
  await page.goto('/')
  await page.getByRole('button', {name: 'Open menu'}).click()
  const field = page.getByRole('searchbox', {name: 'Search the site'})
  await expect(field).toBeVisible()
  const box = (await field.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(24)
  await field.fill('chatbot')
  await page.getByRole('search', {name: 'Search the site'}).getByRole('button', {name: 'Search'}).click()
  await expect(page).toHaveURL(/\/search\?q=chatbot$/)
  await expect(page.locator('main ol > li').first().getByRole('link')).toHaveAttribute(
    'href',
    '/ai-chatbot-development',
  )
})
