import {expect, test} from '@playwright/test'
import {axeProblems} from './axe'
import {HERO_VIDEO_DELAY_MS} from '../sections/hero-video'
import {SPEC_ROUTES, SPEC_SIDEBAR_ROUTES} from './routes'
import {scriptsReady} from './page-state'

test('the route table has 46 routes', () => {
  expect(SPEC_ROUTES).toHaveLength(46)
})

test('titles differ between pages', async ({request}) => {
  const titles = new Set<string>()
  for (const route of SPEC_ROUTES) {
    const html = await (await request.get(route)).text()
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
  }
  expect(titles.size).toBe(SPEC_ROUTES.length)
})

test('/services lands on / and replaces the history entry', async ({page}) => {
  await page.goto('/about')
  await page.goto('/services')
  await expect(page).toHaveURL(/\/$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
})

test('an unknown path answers 404 with the designed page', async ({page}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/couldn.t find that page/)
  await expect(page.getByRole('link', {name: 'Go to the home page'})).toHaveAttribute('href', '/')
})

test('the sidebar marks the current route, lists each route once under its group, and opens other sites in a new tab', async ({
  page,
}) => {
  await page.goto('/web-design')
  const nav = page.getByRole('navigation', {name: 'Main'})
  const current = nav.locator('a[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAttribute('href', '/web-design')
  await expect(current.locator('[data-accent]')).toHaveCount(1)
  // Each list is named by its group's heading; the routes are those of the specification's sidebar, once each.
  const groups = await nav.locator('ul[aria-labelledby]').evaluateAll((lists) =>
    lists.map((ul) => ({
      heading: document.getElementById(ul.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      hrefs: [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    })),
  )
  expect(groups.map((g) => g.heading)).toEqual([
    'Start here',
    'AI agents and automation',
    'Marketing and websites',
    'Products',
    'Learn and get advice',
  ])
  const listed = groups.flatMap((g) => g.hrefs)
  expect([...listed].sort()).toEqual([...SPEC_SIDEBAR_ROUTES].sort())
  for (const {heading, hrefs} of groups) {
    const order = hrefs.map((href) => SPEC_SIDEBAR_ROUTES.indexOf(href as (typeof SPEC_SIDEBAR_ROUTES)[number]))
    expect(order, `${heading} keeps the specification's order`).toEqual([...order].sort((a, b) => a - b))
  }
  expect(groups.find((g) => g.heading === 'Marketing and websites')?.hrefs).toContain('/web-design')
  for (const a of await nav.locator('a[target="_blank"]').all()) {
    await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    expect(await a.getAttribute('href')).toMatch(/^https:\/\//)
  }
  expect(await nav.locator('a[target="_blank"]').count()).toBeGreaterThanOrEqual(8)
  await nav.getByRole('link', {name: 'Automation'}).click()
  await expect(page).toHaveURL(/\/automation$/)
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/automation')
})

test('top bar: Text INFO is an sms link with body INFO, Call Us 24/7 a tel link', async ({page}) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  expect(await banner.getByRole('link', {name: 'Text INFO'}).getAttribute('href')).toMatch(/^sms:\+\d+\?&body=INFO$/)
  expect(await banner.getByRole('link', {name: 'Call Us 24/7'}).getAttribute('href')).toMatch(/^tel:\+\d+$/)
})

test("footer: services, contact lines, social, legal links, the site's own newsletter sign-up, 2025 copyright", async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', {name: 'Services'}).getByRole('link')).not.toHaveCount(0)
  await expect(footer.getByText('Canada')).toBeVisible()
  await expect(footer.getByText('Tech support')).toBeVisible()
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  for (const href of ['/terms', '/privacy', '/cookies'])
    await expect(footer.locator(`nav[aria-label="Legal"] a[href="${href}"]`)).toHaveCount(1)
  expect(await footer.getByRole('list', {name: 'Social profiles'}).getByRole('link').count()).toBeGreaterThanOrEqual(3)
  // No newsletter provider is set: the site's own sign-up (with one, the spec's 650 px frame; forms/markup.test.tsx).
  await expect(footer.locator('iframe')).toHaveCount(0)
  await expect(footer.getByRole('textbox', {name: 'Email for the newsletter'})).toBeVisible()
  await expect(footer.getByRole('button', {name: 'Subscribe'})).toBeVisible()
  await expect(footer).toContainText('© 2025')
})

test('every route change scrolls to the top', async ({page}) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('home page: video hero over a poster, offers, about 26 service cards, why choose us, three testimonials', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('link', {name: 'Get a Free Quote'}).first()).toHaveAttribute('href', '/contact')
  const course = page
    .locator('main section')
    .first()
    .getByRole('link', {name: /AI Implementation Course/})
  await expect(course).toContainText('New!')
  await expect(page.getByRole('link', {name: 'TODAY AI NEWS'})).toHaveAttribute('href', '/ai-news-podcast')
  const poster = page.locator('section').first().locator('img').first()
  await expect(poster).toHaveAttribute('fetchpriority', 'high')
  const video = page.locator('section').first().locator('video')
  await expect(video).toHaveAttribute('src', /\.mp4$/)
  expect(await video.evaluate((v) => (v as HTMLVideoElement).muted && (v as HTMLVideoElement).loop)).toBe(true)
  const services = page
    .getByRole('heading', {name: 'AI services for every part of your business'})
    .locator('xpath=ancestor::section[1]')
  const n = await services.locator('ul > li').count()
  expect(n).toBeGreaterThanOrEqual(24)
  expect(n).toBeLessThanOrEqual(28)
  const why = page.getByRole('heading', {name: 'Why Choose Us?'}).locator('xpath=ancestor::section[1]')
  await expect(why.locator('ul > li')).toHaveCount(4)
  await expect(page.locator('figure blockquote')).toHaveCount(3)
  for (const text of ['500 minutes', '200+', '2,500+', '$701/month', '30 days free'])
    await expect(page.locator('main')).toContainText(text)
})

test("on a phone the home page's first screen shows a picture of what the agency sells; a wide screen never fetches it", async ({
  browser,
}) => {
  for (const viewport of [
    {width: 375, height: 667},
    {width: 390, height: 844},
  ]) {
    const context = await browser.newContext({viewport, reducedMotion: 'reduce'})
    const page = await context.newPage()
    await page.goto('/', {waitUntil: 'load'})
    const hero = page.locator('main section:has(h1)')
    const picture = hero.getByRole('img', {name: /^What we build, at work/})
    await expect(picture).toBeInViewport({ratio: 0.9})
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const box = (await picture.boundingBox())!
    expect(box.width, 'as wide as the column').toBeGreaterThan(viewport.width - 40)
    const buttons = (await hero.getByRole('link').last().boundingBox())!
    expect(box.y, 'under the buttons').toBeGreaterThan(buttons.y + buttons.height)
    await context.close()
  }
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, reducedMotion: 'reduce'})
  const page = await context.newPage()
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await page.goto('/', {waitUntil: 'load'})
  await expect(page.getByRole('img', {name: /^What we build, at work/})).toBeHidden()
  expect(fetched.filter((url) => url.includes('home-at-work'))).toEqual([])
  await context.close()
})

test('the hero video is never started for visitors who prefer reduced motion', async ({browser}) => {
  const context = await browser.newContext({reducedMotion: 'reduce'})
  const page = await context.newPage()
  // The page's clock is the test's: past the load, it is moved beyond the moment the video would be
  // added (HERO_VIDEO_DELAY_MS after the load), running every timer due by then, without waiting.
  await page.clock.install()
  await page.goto('/')
  await scriptsReady(page)
  await page.clock.runFor(HERO_VIDEO_DELAY_MS + 1000)
  await expect(page.locator('video')).toHaveCount(0)
  await context.close()
})

test('the hero video starts on a client-side visit to the home page too, and goes when reduced motion is turned on', async ({
  page,
}) => {
  // The hero is static markup; sections/hero-video.ts adds its video for each page shown (issue 30).
  await page.goto('/about')
  await scriptsReady(page)
  await page.evaluate(() => {
    ;(window as Window & {sameDocument?: boolean}).sameDocument = true
  })
  await page.locator('aside a[href="/"]').click() // the site's name in the sidebar
  await expect(page).toHaveURL(/\/$/)
  const video = page.locator('main section').first().locator('video')
  await expect(video).toHaveAttribute('src', /\.mp4$/, {timeout: 5000})
  expect(await video.evaluate((v) => (v as HTMLVideoElement).muted && (v as HTMLVideoElement).loop)).toBe(true)
  expect(await video.getAttribute('aria-hidden')).toBe('true')
  // The visit was client-side: the window object is the one of /about.
  expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true)
  await page.emulateMedia({reducedMotion: 'reduce'})
  await expect(page.locator('video')).toHaveCount(0)
})

test('for visitors who prefer reduced motion nothing transitions: a style change on every element fires no transition event', async ({
  browser,
}) => {
  // With a 0.01 ms transition on every element (transition-property defaults to all), one change of the
  // root's font size made each element fire transitionrun, transitionstart and transitionend, through
  // React's root listener: thousands of events for a change a visitor cannot see (issue 30).
  const context = await browser.newContext({reducedMotion: 'reduce'})
  const page = await context.newPage()
  await page.goto('/')
  await scriptsReady(page)
  const events = await page.evaluate(async () => {
    let count = 0
    for (const type of ['transitionrun', 'transitionstart', 'transitionend'])
      document.addEventListener(type, () => count++, true)
    const before = getComputedStyle(document.body).fontSize
    document.documentElement.style.fontSize = '20px'
    const after = getComputedStyle(document.body).fontSize
    // A transition's events are sent as frames are drawn: three frames are more than a 0.01 ms one needs.
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
    return {count, changed: before !== after}
  })
  expect(events.changed, 'the change reached the page').toBe(true)
  expect(events.count, 'transition events').toBe(0)
  await context.close()
})

test('on a phone the menu is a modal dialog: search and the first group first, a backdrop, the page still, focus kept inside', async ({
  browser,
}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}})
  const page = await context.newPage()
  await page.goto('/contact')
  await scriptsReady(page)
  await page.evaluate(() => window.scrollTo({top: 400, behavior: 'instant'}))
  const toggle = page.getByRole('button', {name: 'Open menu'})
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const nav = page.getByRole('navigation', {name: 'Main'})
  await expect(nav).not.toBeInViewport()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await toggle.click()
  // The dialog wraps the button, the backdrop and the drawer, which are fixed to the screen.
  const dialog = page.getByRole('dialog', {name: 'Menu'})
  await expect(dialog).toBeAttached()
  await expect(nav).toBeInViewport()
  const close = dialog.getByRole('button', {name: 'Close menu'})
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(close).toBeFocused()
  // It opens with the search field, then the quiz, a call and contact, all on its first screen.
  const search = dialog.getByRole('searchbox', {name: 'Search the site'})
  const first = ['AI Readiness Quiz', 'Book a Call', 'Contact'].map((name) =>
    nav.getByRole('link', {name, exact: true}),
  )
  for (const item of [search, ...first]) await expect(item).toBeInViewport({ratio: 1})
  const tops = await Promise.all([search, ...first].map(async (item) => (await item.boundingBox())!.y))
  expect(tops, 'search, then the quiz, the booking and contact, top to bottom').toEqual([...tops].sort((a, b) => a - b))
  expect(tops.at(-1)!, 'in the top half of the screen').toBeLessThan(844 / 2)
  expect(await axeProblems(page), 'the open menu: serious axe violations').toEqual([])

  // The page behind is inert and does not scroll under a wheel or a swipe.
  expect(await page.evaluate(() => document.querySelector('main')!.closest('[inert]') !== null)).toBe(true)
  await page.mouse.move(370, 600)
  await page.mouse.wheel(0, 600)
  await expect(nav).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
  // A tap beside the menu lands on the backdrop, not on the page.
  expect(await page.evaluate(() => document.elementFromPoint(370, 600)?.closest('main'))).toBeNull()

  // Tab goes round the dialog: from the button through the menu and back, never to the page.
  await page.keyboard.press('Shift+Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
  await expect(close).not.toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
  }

  // Escape closes it, focus back on the button, the page where it was and live again.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull()
  expect(await page.evaluate(() => window.scrollY)).toBe(400)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)

  // A tap on the backdrop closes it too, and reaches nothing behind it.
  await toggle.click()
  await expect(dialog).toBeAttached()
  const url = page.url()
  await page.mouse.click(370, 600)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(toggle).toBeFocused()
  expect(page.url()).toBe(url)
  await context.close()
})

test('in embedded mode no request leaves the machine on page load', async ({page}) => {
  const outside: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (!['127.0.0.1', 'localhost'].includes(u.hostname) && !u.protocol.startsWith('data')) outside.push(r.url())
  })
  await page.goto('/', {waitUntil: 'load'})
  expect(outside).toEqual([])
})

test('loading a page does not prefetch the pages the sidebar links to', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}})
  const page = await context.newPage()
  const payloads: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('_rsc=')) payloads.push(new URL(r.url()).pathname)
  })
  await page.goto('/ai-agents', {waitUntil: 'networkidle'})
  const sidebar = await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  expect(sidebar.length).toBeGreaterThan(20)
  // A link in the page itself (the hero's contact button) may prefetch; the thirty-odd sidebar pages do not.
  expect(payloads.filter((p) => sidebar.includes(p) && p !== '/contact')).toEqual([])
  // A click still navigates inside the app, fetching the page then.
  await page.getByRole('button', {name: 'Open menu'}).click()
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Research', exact: true}).click()
  await expect(page).toHaveURL(/\/research$/)
  expect(payloads).toContain('/research')
  await context.close()
})

test('fixed-size portraits are one vector file, drawn at their fixed size', async ({page}) => {
  await page.goto('/')
  const portrait = page.getByRole('img', {name: /^Illustrated portrait of/}).first()
  // An SVG is sharp at every density: one file, no srcset, and not sent through the optimizer.
  await expect(portrait).toHaveAttribute('src', /^\/seed\/portrait-[a-z-]+\.svg$/)
  await expect(portrait).not.toHaveAttribute('srcset')
  await expect(portrait).toHaveAttribute('width', '48')
  await expect(portrait).toHaveAttribute('height', '48')
})
