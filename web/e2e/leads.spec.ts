import {expect, type Page, test} from '@playwright/test'

/** Browser tests of /leadconnect (lead generation) and /leadconnect-digital (missed-call recovery). */

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]')
const current = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')

/** Installs Playwright's clock and pauses it, so time moves only by runFor/fastForward. */
async function pauseClock(page: Page) {
  const t = Date.parse('2026-03-02T09:00:00Z')
  await page.clock.install({time: t})
  await page.clock.pauseAt(t + 10_000)
}

/** Opens /leadconnect with the paused clock and waits until the carousel island has hydrated. */
async function openLeadConnect(page: Page) {
  await pauseClock(page)
  await page.goto('/leadconnect')
  await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
}

test.describe('/leadconnect', () => {
  test('shows the announcement, prices and badge exactly as specified', async ({page}) => {
    await page.goto('/leadconnect')
    const banner = page.getByRole('region', {name: 'Announcement'})
    await expect(banner.locator('[data-announcement]')).toHaveText('View Example Free - Next 48 Hours')
    const link = banner.getByRole('link', {name: /View Example Free - Next 48 Hours/})
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

    const pricing = page.locator('#pricing')
    const pro = pricing.locator('[data-package="pkg-leadconnect-pro"]')
    const platinum = pricing.locator('[data-package="pkg-leadconnect-platinum"]')
    await expect(pro.locator('[data-price]')).toHaveText('$99.99/month')
    await expect(platinum.locator('[data-price]')).toHaveText('$399.00/month')
    await expect(platinum.getByText('MOST POPULAR', {exact: true})).toBeVisible()
    await expect(pro.getByText('MOST POPULAR', {exact: true})).toHaveCount(0)
    await expect(platinum).toHaveAttribute('data-highlighted', 'true')
    for (const f of ['Core lead generation', 'AI lead qualification', 'Basic CRM integration', 'Analytics dashboard'])
      await expect(pro.getByText(f)).toBeVisible()
    for (const f of [
      'White labeling',
      'All AI agents',
      'Advanced CRM integration',
      'Priority support',
      'Dedicated account manager',
    ])
      await expect(platinum.getByText(f)).toBeVisible()
    await expect(page.getByText('$99.99/month').first()).toBeVisible()
  })

  test('the hero links to #pricing and #features, which exist; the closing section links to #pricing and /contact', async ({
    page,
  }) => {
    await page.goto('/leadconnect')
    await expect(page.locator('#pricing')).toHaveCount(1)
    await expect(page.locator('#features')).toHaveCount(1)
    await expect(page.locator('#features h2')).toBeVisible()
    await expect(page.locator('#pricing h2')).toBeVisible()
    const hero = page.locator('section', {has: page.locator('h1')})
    const hrefs = await hero.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(['#pricing', '#features']))
    await hero.getByRole('link', {name: 'Explore Features'}).click()
    await expect(page).toHaveURL(/#features$/)
    await expect(page.locator('#features')).toBeInViewport()
    const closing = page.locator('main section').last()
    await expect(closing.getByRole('link', {name: 'Contact Sales'})).toHaveAttribute('href', '/contact')
    expect(await closing.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(
      '#pricing',
    )
    await expect(page.locator('[data-testimonial], figure blockquote')).toHaveCount(3)
  })

  test('carousel: 11 slides, starts at 1 of 11, only the current slide is exposed', async ({page, request}) => {
    const html = await (await request.get('/leadconnect')).text()
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(11)
    await openLeadConnect(page)
    await expect(carousel(page)).toHaveAttribute('aria-label', /\S/)
    await expect(slides(page)).toHaveCount(11)
    await expect(current(page)).toHaveCount(1)
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')
    await expect(slides(page).nth(10)).toHaveAttribute('aria-label', '11 of 11')
    await expect(carousel(page).locator('[aria-roledescription="slide"][aria-hidden="true"][inert]')).toHaveCount(10)
    // Only the first image may be eager, and only when the carousel is at the top; here every image is lazy.
    const loading = await slides(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))
    expect(loading).toEqual(Array(11).fill('lazy'))
    // Fixed aspect ratio: every slide reserves the same box before images load.
    const boxes = await slides(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)))
    expect(new Set(boxes).size).toBe(1)
  })

  test('carousel: Next wraps 11 → 1, Previous wraps 1 → 11, dots jump', async ({page}) => {
    await openLeadConnect(page)
    const c = carousel(page)
    await c.getByRole('button', {name: 'Previous slide'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '11 of 11')
    await page.clock.runFor(600)
    await c.getByRole('button', {name: 'Next slide'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')
    await page.clock.runFor(600)
    await c.getByRole('button', {name: 'Go to slide 6'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '6 of 11')
    await expect(c.getByRole('button', {name: 'Go to slide 6'})).toHaveAttribute('aria-current', 'true')
    await expect(c.locator('button[aria-current="true"]')).toHaveCount(1)
    await page.clock.runFor(600)
    await c.getByRole('button', {name: 'Go to slide 11'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '11 of 11')
    await page.clock.runFor(600)
    await c.getByRole('button', {name: 'Next slide'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')
    await expect(c.getByRole('button', {name: 'Go to slide 1', exact: true})).toHaveAttribute('aria-current', 'true')
  })

  test('carousel: a second click within the 500 ms transition is ignored', async ({page}) => {
    await openLeadConnect(page)
    const next = carousel(page).getByRole('button', {name: 'Next slide'})
    await next.click()
    await next.click()
    await expect(current(page)).toHaveAttribute('aria-label', '2 of 11')
    await carousel(page).getByRole('button', {name: 'Go to slide 9'}).click()
    await expect(current(page)).toHaveAttribute('aria-label', '2 of 11')
    await page.clock.runFor(600)
    await next.click()
    await expect(current(page)).toHaveAttribute('aria-label', '3 of 11')
  })

  test('carousel: advances by itself every 5 s and pauses on hover', async ({page}) => {
    await openLeadConnect(page)
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'true')
    await page.clock.runFor(4000)
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')
    await page.clock.runFor(1000)
    await expect(current(page)).toHaveAttribute('aria-label', '2 of 11')
    await page.clock.runFor(5000)
    await expect(current(page)).toHaveAttribute('aria-label', '3 of 11')

    await slides(page).first().hover({force: true})
    await expect(carousel(page)).not.toHaveAttribute('data-rotating', 'true')
    await page.clock.runFor(12000)
    await expect(current(page)).toHaveAttribute('aria-label', '3 of 11')

    await page.mouse.move(1, 1)
    await expect(carousel(page)).toHaveAttribute('data-rotating', 'true')
    await page.clock.runFor(5000)
    await expect(current(page)).toHaveAttribute('aria-label', '4 of 11')
  })

  test('carousel: the pause button stops rotation, and it never rotates with reduced motion', async ({page}) => {
    await openLeadConnect(page)
    const pause = carousel(page).getByRole('button', {name: 'Pause slide show'})
    await pause.click()
    await expect(carousel(page).getByRole('button', {name: 'Play slide show'})).toBeVisible()
    await page.mouse.move(1, 1)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(11000)
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')

    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.reload()
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true')
    await expect(carousel(page).getByRole('button', {name: /slide show/})).toHaveCount(0)
    await page.clock.runFor(15000)
    await expect(current(page)).toHaveAttribute('aria-label', '1 of 11')
  })

  test('read more: collapsed by default with the text in the HTML; toggles Read More / Read Less', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/leadconnect')).text()
    expect(html).toContain('white-label the whole platform')
    await page.goto('/leadconnect')
    const button = page.getByRole('button', {name: 'Read More'})
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const id = await button.getAttribute('aria-controls')
    const panel = page.locator(`[id="${id}"]`)
    await expect(panel).toBeHidden()
    await expect(panel).toContainText('white-label the whole platform')
    await button.click()
    const less = page.getByRole('button', {name: 'Read Less'})
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await less.click()
    await expect(page.getByRole('button', {name: 'Read More'})).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })
})

test.describe('/leadconnect-digital', () => {
  const timer = (page: Page) => page.getByRole('timer')
  const unit = (page: Page, u: string) => timer(page).locator(`[data-unit="${u}"]`)
  async function expectTime(page: Page, d: string, h: string, m: string, s: string) {
    await expect(unit(page, 'days')).toHaveText(d)
    await expect(unit(page, 'hours')).toHaveText(h)
    await expect(unit(page, 'minutes')).toHaveText(m)
    await expect(unit(page, 'seconds')).toHaveText(s)
  }

  test('shows the $499/month offer, six feature cards, three testimonials and book-a-demo links', async ({page}) => {
    await page.goto('/leadconnect-digital')
    await expect(page.locator('[data-price]')).toHaveText('$499/month')
    await expect(
      page.locator('section', {has: page.locator('h1')}).getByText('Limited-Time Offer: $499/month', {exact: true}),
    ).toBeVisible()
    await expect(page.getByText('Implementation included: we set everything up')).toBeVisible()
    await expect(page.getByText('Ongoing support included')).toBeVisible()
    for (const title of [
      'Missed call recovery',
      'AI qualification',
      'Customizable greetings',
      'CRM integration',
      'Analytics',
      '24/7 capture',
    ]) {
      await expect(page.getByRole('heading', {level: 3, name: title, exact: true})).toHaveCount(1)
    }
    await expect(page.getByText('The problem', {exact: true})).toBeVisible()
    await expect(page.getByText('The solution', {exact: true})).toBeVisible()
    await expect(page.locator('figure blockquote')).toHaveCount(3)
    const hero = page.locator('section', {has: page.locator('h1')})
    const demo = hero.getByRole('link', {name: /Book a Demo/})
    await expect(demo).toHaveAttribute('href', 'https://booking.example.com/leadconnect-demo')
    await expect(demo).toHaveAttribute('target', '_blank')
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer')
    const closing = page
      .locator('main section')
      .last()
      .getByRole('link', {name: /Book a Demo/})
    await expect(closing).toHaveAttribute('href', 'https://booking.example.com/leadconnect-demo')
    await expect(closing).toHaveAttribute('target', '_blank')
  })

  test('the countdown starts at 3 days 23:59:59 in the server HTML and the first render', async ({page, request}) => {
    const html = await (await request.get('/leadconnect-digital')).text()
    expect(html).toMatch(/role="timer"/)
    for (const [u, v] of [
      ['days', '3'],
      ['hours', '23'],
      ['minutes', '59'],
      ['seconds', '59'],
    ]) {
      expect(html).toMatch(new RegExp(`data-unit="${u}"[^>]*>${v}<`))
    }
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await pauseClock(page)
    await page.goto('/leadconnect-digital')
    await expect(timer(page)).toHaveAttribute('aria-label', /\S/)
    await expect(timer(page)).not.toHaveAttribute('aria-live', /polite|assertive/)
    await expectTime(page, '3', '23', '59', '59')
    await expect(timer(page)).toHaveAttribute('data-running', 'true')
    await expectTime(page, '3', '23', '59', '59')
    expect(errors.filter((e) => /hydrat|did not match|mismatch/i.test(e))).toEqual([])
  })

  test('the countdown ticks down every second with the controlled clock and stops at zero', async ({page}) => {
    await pauseClock(page)
    await page.goto('/leadconnect-digital')
    await expect(timer(page)).toHaveAttribute('data-running', 'true')
    await page.clock.runFor(1000)
    await expectTime(page, '3', '23', '59', '58')
    await page.clock.runFor(59_000)
    await expectTime(page, '3', '23', '58', '59')
    await page.clock.runFor(3_600_000)
    await expectTime(page, '3', '22', '58', '59')
    await page.clock.fastForward(100 * 3_600_000)
    await expectTime(page, '0', '00', '00', '00')
    await expect(timer(page)).not.toHaveAttribute('data-running', 'true')
    await page.clock.runFor(5000)
    await expectTime(page, '0', '00', '00', '00')
    await expect(page.locator('[data-ended]')).toBeVisible()
  })
})
