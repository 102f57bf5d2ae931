import {readFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import sharp from 'sharp'

/**
 * The home page tells a story and the service pages show their work: the service cards in
 * four to six groups with the lead services first and pictured, a phone reaching the testimonials
 * within a few screens, the launched websites as pictures of the sites, each case with its result, and
 * the voice demo one tap from the first screen.
 */

const published = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; _type: string; href?: string; highlight?: boolean})
const serviceCards = published.filter((d) => d._type === 'serviceCard' && !d._id.startsWith('drafts.'))

test.use({reducedMotion: 'reduce'})

test('home: the same service cards and links, in four to six groups, each lead service larger and pictured', async ({
  page,
}) => {
  await page.setViewportSize({width: 1440, height: 900})
  await page.goto('/')
  const services = page
    .getByRole('heading', {name: 'AI services for every part of your business'})
    .locator('xpath=ancestor::section[1]')
  const groups = services.locator('h3')
  expect(await groups.count()).toBeGreaterThanOrEqual(4)
  expect(await groups.count()).toBeLessThanOrEqual(6)
  // Every service card document, once, with its own link.
  const cards = services.locator('ul > li')
  await expect(cards).toHaveCount(serviceCards.length)
  const hrefs = await cards.evaluateAll((lis) => lis.map((li) => li.querySelector('h4 a')?.getAttribute('href')))
  expect(hrefs.sort()).toEqual(serviceCards.map((c) => c.href).sort())
  // The lead services: highlighted, pictured, and bigger than the others.
  const leads = services.locator('li[data-lead]')
  expect(await leads.count()).toBeGreaterThanOrEqual(3)
  const other = await services.locator('ul > li:not([data-lead])').first().boundingBox()
  for (const lead of await leads.all()) {
    const picture = lead.locator('img')
    await expect(picture).toHaveAttribute('alt', /.{20,}/)
    await expect(picture).toHaveAttribute('loading', 'lazy')
    const box = await lead.boundingBox()
    expect(box!.width * box!.height).toBeGreaterThan(2 * other!.width * other!.height)
  }
})

test('home on a 390 px phone: the testimonials begin within 5,000 px (10,672 before the services were grouped)', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844})
  await page.goto('/')
  const heading = page.getByRole('heading', {name: 'What our clients say'})
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top + window.scrollY)
  expect(top).toBeLessThan(5000)
  // The services that do not lead scroll sideways on a phone, and the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Each lead service's picture keeps its 7 rem beside the words (it gives way only to a long word).
  const pictureWidths = await page
    .locator('li[data-lead] img')
    .evaluateAll((imgs) => imgs.map((img) => Math.round(img.getBoundingClientRect().width)))
  expect(pictureWidths.length).toBeGreaterThanOrEqual(3)
  for (const width of pictureWidths) expect(width, `lead pictures' widths: ${pictureWidths.join(', ')}`).toBe(112)
})

test('home: the offers use the brand palette (violet, indigo, slate and white), not the rainbow', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900})
  await page.goto('/')
  const banners = page
    .getByRole('heading', {name: 'More value in every package'})
    .locator('xpath=ancestor::section[1]')
    .locator('ul > li')
  await expect(banners).toHaveCount(5)
  // Each banner's average colour: a violet or indigo hue (225-295°), or hardly any colour (white, slate).
  for (const banner of await banners.all()) {
    const [r, g, b] = await averageColour(await banner.screenshot())
    const max = Math.max(r, g, b)
    const d = max - Math.min(r, g, b)
    if (d < 30) continue
    const hue = max === r ? ((g - b) / d) * 60 : max === g ? ((b - r) / d) * 60 + 120 : ((r - g) / d) * 60 + 240
    expect((hue + 360) % 360, `${await banner.locator('h3').textContent()}: rgb(${r}, ${g}, ${b})`).toBeGreaterThan(225)
    expect((hue + 360) % 360).toBeLessThan(295)
  }
})

async function averageColour(png: Buffer): Promise<[number, number, number]> {
  const raw = await sharp(png).resize(1, 1, {fit: 'fill'}).removeAlpha().raw().toBuffer()
  return [raw[0]!, raw[1]!, raw[2]!]
}

test('/web-design: each launched website is a picture of the site, with what it achieved', async ({page}) => {
  await page.goto('/web-design')
  const portfolio = page.locator('#portfolio')
  const cards = portfolio.locator('ul > li')
  await expect(cards).toHaveCount(5)
  for (const card of await cards.all()) {
    const picture = card.locator('img')
    await expect(picture).toHaveAttribute('src', /\/seed\/site-.+\.svg$/)
    await expect(picture).toHaveAttribute('alt', /website|store/)
  }
})

test('every case study and featured project shows its result', async ({page}) => {
  for (const [route, anchor, n] of [
    ['/consulting', '#case-studies', 3],
    ['/research', '#case-studies', 3],
    ['/web-mobile-app', '#projects', 7],
    ['/web-design', '#portfolio', 5],
  ] as const) {
    await page.goto(route)
    const cards = page.locator(`${anchor} ul > li`)
    await expect(cards, route).toHaveCount(n)
    const results = await cards.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('svg[data-icon="trending-up"]')?.parentElement?.textContent ?? ''),
    )
    expect(
      results.filter((r) => !/\d/.test(r)),
      `${route}: cases without a result`,
    ).toEqual([])
  }
})

for (const viewport of [
  {width: 390, height: 844},
  {width: 1440, height: 900},
])
  test(`/ai-voice-agents at ${viewport.width} px: the live demo is one tap from the first screen`, async ({page}) => {
    await page.setViewportSize(viewport)
    await page.goto('/ai-voice-agents')
    const hero = page.locator('main section').first()
    const call = hero.locator('a[href="tel:+15550100188"]')
    await expect(call).toContainText('Joy')
    const box = await call.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
    // The same number the call tab gives.
    await page.getByRole('tab', {name: 'Call from here'}).click()
    await expect(page.getByRole('tabpanel').getByRole('link', {name: 'Call Joy now'})).toHaveAttribute(
      'href',
      'tel:+15550100188',
    )
  })
