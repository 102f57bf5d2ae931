import {expect, test, type Page} from '@playwright/test'

/** Every link in the page's main content that leaves the site opens in a new tab without an opener. */
async function expectExternalLinksSafe(page: Page) {
  const external = page.locator('main a[href^="http"]')
  expect(await external.count()).toBeGreaterThan(0)
  for (const a of await external.all()) {
    await expect(a).toHaveAttribute('target', '_blank')
    await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
  }
}

test.describe('/life-quest-ai', () => {
  test('the hero anchor jumps to the #subscription price box of 14.99 USD/month, cancel anytime', async ({page}) => {
    await page.goto('/life-quest-ai')
    const box = page.locator('section#subscription')
    await expect(box).toHaveCount(1)
    await expect(box.locator('[data-price]')).toHaveText('14.99 USD/month')
    await expect(box).toContainText('cancel anytime')
    for (const item of ['24/7 AI coaching', 'Goal tracking', 'Step-by-step plans', 'Scheduling and email reminders'])
      await expect(box).toContainText(item)
    await expect(box).not.toBeInViewport()
    const hero = page.locator('main section').first()
    await hero.locator('a[href="#subscription"]').click()
    await expect(page).toHaveURL(/#subscription$/)
    await expect(box.getByRole('heading', {level: 2})).toBeInViewport()
  })

  test('subscribe buttons open the external checkout in a new tab', async ({page}) => {
    await page.goto('/life-quest-ai')
    const checkouts = page.locator('main a[href^="https://checkout.example.com/"]')
    expect(await checkouts.count()).toBeGreaterThanOrEqual(2)
    for (const a of await checkouts.all()) {
      await expect(a).toHaveAttribute('href', 'https://checkout.example.com/pay/life-quest-ai')
      await expect(a).toHaveAttribute('target', '_blank')
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(page.locator('#subscription').getByRole('link', {name: /Subscribe Now/})).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(page.getByRole('link', {name: /Subscribe for 14\.99 USD\/month/})).toHaveCount(1)
  })

  test('use cases, why it works, features, science, four steps, key features, three testimonials, four FAQs, closing call', async ({
    page,
  }) => {
    await page.goto('/life-quest-ai')
    const main = page.locator('main')
    for (const heading of [
      'One coach for every kind of goal',
      'Motivation fades. A plan and a coach do not.',
      'Everything you need to follow through',
      'Built on what research says about reaching goals',
      'From idea to done in four steps',
      'What your subscription includes',
      'People finishing what they started',
      'Frequently asked questions',
      'Your next chapter starts with one step',
    ])
      await expect(main.getByRole('heading', {level: 2, name: heading})).toHaveCount(1)
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(4)
    await expect(main.locator('figure blockquote')).toHaveCount(3)
    const faq = main
      .getByRole('heading', {level: 2, name: 'Frequently asked questions'})
      .locator('xpath=ancestor::section[1]')
    await expect(faq.locator('details')).toHaveCount(4)
    const first = faq.locator('details').first()
    await expect(first).not.toHaveAttribute('open')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expectExternalLinksSafe(page)
  })
})

test('/life-quest is dark throughout, sells the same subscription and links out to the app', async ({page}) => {
  await page.goto('/life-quest')
  expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(6)
  // Every section has a dark background (slate-950) or, for the closing call, a transparent frame around a dark card.
  const luminance = await page.locator('main section').evaluateAll((els) => {
    // Computed colours may be oklch(); a canvas turns any CSS colour into RGBA.
    const ctx = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1)
      ctx.fillStyle = color
      ctx.fillRect(0, 0, 1, 1)
      return ctx.getImageData(0, 0, 1, 1).data
    }
    return els.map((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const [r = 0, g = 0, b = 0, a = 0] = rgba(getComputedStyle(node).backgroundColor)
        if (a > 0) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
      return 1
    })
  })
  expect(luminance.filter((l) => l >= 0.2)).toEqual([])
  await expect(page.locator('main [data-price]')).toHaveText('14.99 USD/month')
  await expect(page.locator('main')).toContainText('cancel anytime')
  const app = page.locator('main a[href^="https://lifequest.example.com"]')
  expect(await app.count()).toBeGreaterThanOrEqual(2)
  await expectExternalLinksSafe(page)
})

test('/chartopia: preview image, four feature cards, three steps, launch links in a new tab', async ({page}) => {
  await page.goto('/chartopia')
  const preview = page.locator('[data-gallery] img')
  await expect(preview).toHaveCount(1)
  await expect(preview).toHaveAttribute('loading', 'lazy')
  expect(await preview.getAttribute('alt')).toMatch(/\w{4,}/)
  await expect(
    page
      .getByRole('heading', {level: 2, name: 'Why teams chart with Chartopia'})
      .locator('xpath=ancestor::section[1]')
      .locator('ul > li'),
  ).toHaveCount(4)
  await expect(page.locator('#how-it-works ol > li')).toHaveCount(3)
  expect(await page.locator('main a[href^="https://chartopia.example.com/app"]').count()).toBeGreaterThanOrEqual(2)
  await expectExternalLinksSafe(page)
})

test('/aimindflow: intro, features, five benefits, four audiences, three getting-started steps, external links', async ({
  page,
}) => {
  await page.goto('/aimindflow')
  const main = page.locator('main')
  await expect(main.getByRole('heading', {level: 2, name: 'From question to answer without the busywork'})).toHaveCount(
    1,
  )
  await expect(
    main
      .getByRole('heading', {level: 2, name: 'Five reasons teams switch to AI MindFlow'})
      .locator('xpath=ancestor::section[1]')
      .locator('ol > li'),
  ).toHaveCount(5)
  const audiences = main
    .getByRole('heading', {level: 2, name: 'Built for four kinds of teams'})
    .locator('xpath=ancestor::section[1]')
  await expect(audiences.getByRole('heading', {level: 3})).toHaveText([
    'Business professionals',
    'Data analysts',
    'Researchers',
    'IT teams',
  ])
  await expect(page.locator('#getting-started ol > li')).toHaveCount(3)
  expect(await page.locator('main a[href^="https://aimindflow.example.com"]').count()).toBeGreaterThanOrEqual(2)
  await expectExternalLinksSafe(page)
})

const packageLists = [
  {
    route: '/ai-content-creation',
    titles: ['Starter', 'Professional', 'Enterprise'],
    prices: ['$499/month', '$999/month', '$1,999/month'],
    badge: 'Most Popular',
  },
  {
    route: '/ai-image-generation',
    titles: ['Basic', 'Premium', 'Enterprise'],
    prices: ['$299/month', '$599/month', '$999/month'],
    badge: 'Most Popular',
  },
  {
    route: '/ai-chatbot-development',
    titles: ['Basic', 'Business', 'Enterprise'],
    prices: ['$1,499', '$2,999', 'Custom'],
    badge: null,
  },
]

for (const {route, titles, prices, badge} of packageLists) {
  test(`${route}: three packages at ${prices.join(', ')} with the middle one highlighted`, async ({page}) => {
    await page.goto(route)
    const cards = page.locator('#packages article[data-package]')
    await expect(cards).toHaveCount(3)
    await expect(cards.locator('h3')).toHaveText(titles)
    await expect(cards.locator('[data-price]')).toHaveText(prices)
    await expect(cards.nth(0)).not.toHaveAttribute('data-highlighted')
    await expect(cards.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(cards.nth(2)).not.toHaveAttribute('data-highlighted')
    if (badge) await expect(cards.nth(1)).toContainText(badge)
    // Display-only prices: no checkout link, so every package button goes to /contact.
    for (const card of await cards.all()) await expect(card.getByRole('link')).toHaveAttribute('href', '/contact')
  })

  test(`${route} links to /contact and /services, and /services lands on /`, async ({page}) => {
    await page.goto(route)
    const main = page.locator('main')
    expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(1)
    const services = main.locator('a[href="/services"]')
    await expect(services).toHaveCount(1)
    await services.click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.locator('h1')).toHaveCount(1)
  })
}

test('/ai-chatbot-development lists its use cases', async ({page}) => {
  await page.goto('/ai-chatbot-development')
  const useCases = page
    .getByRole('heading', {level: 2, name: 'Where a chatbot pays for itself'})
    .locator('xpath=ancestor::section[1]')
  await expect(useCases.getByRole('heading', {level: 3})).toContainText([
    'Customer support',
    'Lead qualification',
    'Appointment booking',
  ])
})

test('/ai-image-generation: a six-image gallery with alt text and captions, loaded lazily at a fixed size', async ({
  page,
}) => {
  await page.goto('/ai-image-generation')
  const images = page.locator('[data-gallery] img')
  await expect(images).toHaveCount(6)
  const alts = new Set<string>()
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy')
    const alt = (await img.getAttribute('alt')) ?? ''
    expect(alt.length).toBeGreaterThan(10)
    alts.add(alt)
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    // Vector illustrations: the file itself, sharp at any width, so no srcset.
    expect(await img.getAttribute('src')).toMatch(/^\/seed\/products-gallery-[a-z]+\.svg$/)
  }
  expect(alts.size).toBe(6)
  await expect(page.locator('[data-gallery] figcaption')).toHaveCount(6)
})

test('$999/month shows on both the content and the image page', async ({page}) => {
  for (const route of ['/ai-content-creation', '/ai-image-generation']) {
    await page.goto(route)
    await expect(page.locator('main [data-price]', {hasText: /^\$999\/month$/})).toHaveCount(1)
  }
})
