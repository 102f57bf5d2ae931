import {expect, type Locator, type Page, test} from '@playwright/test'

/**
 * The industries pages: legal, medical, veterinary, construction, super-agent and fine-tuning. Every
 * price, figure and label the sales-pages specification gives for them must appear exactly.
 */

const main = (page: Page) => page.locator('main#main')
const region = (page: Page, name: string | RegExp) => page.getByRole('region', {name})

/** Every figure appears in the page's main content, exactly as written. */
async function expectTexts(page: Page, texts: string[]) {
  const text = (await main(page).innerText()).replace(/\s+/g, ' ')
  for (const t of texts) expect(text, `"${t}" on ${page.url()}`).toContain(t)
}

/** Every link leaving the site opens in a new tab without an opener; returns how many there are. */
async function expectSafeExternalLinks(scope: Locator) {
  const external = scope.locator('a[href^="http"]')
  const n = await external.count()
  for (let i = 0; i < n; i++) {
    const a = external.nth(i)
    await expect(a).toHaveAttribute('target', '_blank')
    await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
  }
  return n
}

async function expectInternalLinks(page: Page, hrefs: string[]) {
  for (const href of hrefs)
    expect(await main(page).locator(`a[href="${href}"]`).count(), `link to ${href}`).toBeGreaterThan(0)
}

test.describe('/aila-lawyers (law-firm assistant)', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/aila-lawyers')
  })

  test('six-step onboarding, and pricing compares $199.99 per case with $350+ per hour, AILA highlighted', async ({
    page,
  }) => {
    await expect(region(page, /six steps/).locator('ol > li')).toHaveCount(6)
    const pricing = region(page, 'Pay per case, not per hour')
    const columns = pricing.locator('ul').first().locator(':scope > li')
    await expect(columns).toHaveCount(2)
    await expect(columns.nth(0).locator('[data-figure]')).toHaveText('$350+ per hour')
    await expect(columns.nth(1).locator('[data-figure]')).toHaveText('$199.99 per case')
    await expect(columns.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(columns.nth(0)).not.toHaveAttribute('data-highlighted', 'true')
    await expectTexts(page, ['40%'])
  })

  test('the sample case is labelled illustrative and shows number, type, status Active, activity and a recommendation', async ({
    page,
  }) => {
    const card = page.locator('[data-sample-case]')
    await expect(card).toContainText(/Illustrative example/i)
    await expect(card).toContainText('CV-2026-01482')
    await expect(card).toContainText('Commercial lease dispute')
    await expect(card.locator('[data-status]')).toHaveText('Active')
    expect(
      await card.getByRole('heading', {name: 'Recent activity'}).locator('xpath=following-sibling::ul[1]/li').count(),
    ).toBeGreaterThan(1)
    await expect(card.getByRole('heading', {name: 'AI recommendation'})).toBeVisible()
  })

  test('links to /contact and /booking, and to its own site in a new tab', async ({page}) => {
    await expectInternalLinks(page, ['/contact', '/booking'])
    expect(await expectSafeExternalLinks(main(page))).toBeGreaterThan(0)
    await page.locator('main a[href="/booking"]').first().click()
    await expect(page).toHaveURL(/\/booking$/)
  })
})

test.describe('/ai-lawyers-assistant (legal self-help)', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/ai-lawyers-assistant')
  })

  test('six features, six use cases, four audiences, three steps and a three-question FAQ', async ({page}) => {
    await expect(page.locator('#features ul > li:has(h3)')).toHaveCount(6)
    await expect(page.locator('#use-cases ul > li:has(h3)')).toHaveCount(6)
    const audiences = page.locator('#audiences h3')
    await expect(audiences).toHaveText([
      'Self-represented litigants',
      'Small businesses',
      'Landlords and tenants',
      'Fraud victims',
    ])
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(3)
    const faq = page.locator('#faq details')
    await expect(faq).toHaveCount(3)
    await expect(faq.first().locator('p')).toBeHidden()
    await faq.first().locator('summary').click()
    await expect(faq.first().locator('p')).toBeVisible()
  })

  test('a single plan: the Professional Plan at $99/month with unlimited searches, cases, documents and 100+ templates', async ({
    page,
  }) => {
    const plans = page.locator('#plan [data-package]')
    await expect(plans).toHaveCount(1)
    await expect(plans.first().getByRole('heading', {level: 3})).toHaveText('Professional Plan')
    await expect(plans.first().locator('[data-price]')).toHaveText('$99/month')
    for (const item of [
      'Unlimited legal searches',
      'Unlimited cases',
      'Unlimited documents',
      '100+ legal document templates',
    ]) {
      await expect(plans.first()).toContainText(item)
    }
  })

  test('external links open in a new tab with noopener noreferrer', async ({page}) => {
    expect(await expectSafeExternalLinks(main(page))).toBeGreaterThanOrEqual(2)
  })
})

test.describe('/ai-doctors-second-opinion', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/ai-doctors-second-opinion')
  })

  test('internal links to /login, /get-started, /free-trial, /demo and /signup', async ({page}) => {
    await expectInternalLinks(page, ['/login', '/get-started', '/free-trial', '/demo', '/signup'])
  })

  test('four capability cards (the four services), fourteen feature bullets, three testimonials and HIPAA', async ({
    page,
  }) => {
    await expect(page.locator('#services h3')).toHaveText([
      'AI consultations',
      'Document analysis',
      'Medication tracking',
      'Calendar integration',
    ])
    await expect(page.locator('#features li')).toHaveCount(14)
    await expect(page.locator('#testimonials figure')).toHaveCount(3)
    await expectTexts(page, ['HIPAA compliant', 'HIPAA-compliant'])
  })
})

test.describe('/ai-vets-second-opinion', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/ai-vets-second-opinion')
  })

  test('the hero links Sign In, Start Free Trial, Watch Demo and Get Started; the closing block has another Start Free Trial', async ({
    page,
  }) => {
    const hero = main(page).locator('section').first()
    await expect(hero.getByRole('link', {name: 'Sign In'})).toHaveAttribute('href', '/login')
    await expect(hero.getByRole('link', {name: 'Start Free Trial'})).toHaveAttribute('href', '/free-trial')
    await expect(hero.getByRole('link', {name: 'Watch Demo'})).toHaveAttribute('href', '/demo')
    await expect(hero.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/signup')
    const closing = main(page).locator('section').last()
    await expect(closing.getByRole('link', {name: 'Start Free Trial'})).toHaveAttribute('href', '/free-trial')
  })

  test('six feature cards, a 14-item checklist, three testimonials, both audiences and the services', async ({
    page,
  }) => {
    await expect(page.locator('#features ul > li:has(h3)')).toHaveCount(6)
    await expect(page.locator('#checklist li')).toHaveCount(14)
    await expect(page.locator('#testimonials figure')).toHaveCount(3)
    await expect(page.locator('#audiences h3')).toHaveText(['Pet owners', 'Veterinarians and clinics'])
    await expectTexts(page, [
      'AI consultations',
      'Emergency triage',
      'Multi-pet records',
      'Breed information',
      'Photo and video analysis',
      'Vaccination and medication tracking',
      'Specialist referrals',
    ])
  })

  test('trust badges, the 7-day trial and breed counts', async ({page}) => {
    await expect(page.locator('#trust h3')).toHaveText(['AVMA compliant', 'HIPAA secure', '4.9/5 rating'])
    await expect(page.locator('#breeds dd')).toContainText(['200+', '45+'])
    await expectTexts(page, ['7-day free trial', '200+ dog breeds', '45+ cat breeds', 'free for 7 days'])
  })
})

test.describe('/pyramid-block-system', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/pyramid-block-system')
  })

  test('the pitch figures appear exactly', async ({page}) => {
    await expect(page.locator('#key-figures dd')).toHaveText(['10x', 'Zero', '38%', '89%'])
    await expectTexts(page, [
      '10x',
      'zero mortar',
      '38% cost reduction',
      '42cm² contact surface',
      '89% faster',
      '$31,500',
      'Savings per house',
    ])
  })

  test('traditional $31,800 over 38 days against $8,300 over 4 days: $23,500 saved (74%)', async ({page}) => {
    const columns = page.locator('#cost-comparison ul').first().locator(':scope > li')
    await expect(columns).toHaveCount(2)
    await expect(columns.nth(0).locator('[data-figure]')).toHaveText('$31,800')
    await expect(columns.nth(0)).toContainText('over 38 days')
    await expect(columns.nth(1).locator('[data-figure]')).toHaveText('$8,300')
    await expect(columns.nth(1)).toContainText('over 4 days')
    await expect(columns.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(page.locator('#cost-comparison')).toContainText('$23,500 saved (74%)')
  })

  test('investing and contact are external links that open in a new tab', async ({page}) => {
    const invest = main(page)
      .getByRole('link', {name: /Invest/})
      .first()
    await expect(invest).toHaveAttribute('href', /^https:\/\/.+\/invest$/)
    const contact = main(page)
      .getByRole('link', {name: /Contact/})
      .first()
    await expect(contact).toHaveAttribute('href', /^https:\/\/.+\/contact$/)
    expect(await expectSafeExternalLinks(main(page))).toBeGreaterThanOrEqual(4)
  })
})

test.describe('/synapsecore (super agent)', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/synapsecore')
  })

  test('the platform figures appear exactly', async ({page}) => {
    await expect(page.locator('#numbers dd')).toHaveText(['200+', '2,500+', '2,700+', '10,000+'])
    await expectTexts(page, ['Free during launch', 'No credit card', '180+', '60 seconds', 'provider keys', 'MCP URL'])
  })

  test('feature cards, setup steps, a free-launch banner to /contact and a final call to action to /contact', async ({
    page,
  }) => {
    expect(await page.locator('#features ul > li:has(h3)').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('#setup ol > li').count()).toBeGreaterThanOrEqual(2)
    const banner = page.locator('#launch')
    await expect(banner).toContainText('Free during launch')
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/contact')
    await expect(main(page).locator('section').last().getByRole('link')).toHaveAttribute('href', '/contact')
  })

  test('the integrations grid shows AI providers and apps and links to /integrations', async ({page}) => {
    const grid = page.locator('#integrations')
    expect(await grid.locator('[data-integration-type="AI Provider"]').count()).toBeGreaterThan(0)
    expect(await grid.locator('[data-integration-type="App"]').count()).toBeGreaterThan(0)
    await expect(grid.locator('[data-integration-type="AI Provider"]').first()).toContainText('AI Provider')
    await expect(grid.getByRole('link', {name: 'View All Integrations'})).toHaveAttribute('href', '/integrations')
  })
})

test.describe('/llm-fine-tuning', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/llm-fine-tuning')
  })

  test('the figures appear exactly', async ({page}) => {
    await expectTexts(page, ['20-40%', 'Up to 60% lower API costs', '90%', '2-4 weeks', '1-3 months'])
  })

  test('services, benefits, methods, audiences, a six-step process, case results and a six-question FAQ', async ({
    page,
  }) => {
    expect(await page.locator('#services ul > li:has(h3)').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('#benefits dd').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('#methods ul > li:has(h3)').count()).toBeGreaterThanOrEqual(2)
    await expect(page.locator('#who-for h3')).toHaveText(['Enterprises', 'Individuals', 'Industries'])
    await expect(page.locator('#process ol > li')).toHaveCount(6)
    const results = page.locator('#case-results ul > li:has(h3)')
    expect(await results.count()).toBeGreaterThanOrEqual(2)
    await expect(results.first()).toContainText('Healthcare')
    expect(await results.first().locator('ul li').count()).toBeGreaterThan(1)
    await expect(page.locator('#faq details')).toHaveCount(6)
  })

  test('links to /contact and /booking', async ({page}) => {
    await expectInternalLinks(page, ['/contact', '/booking'])
  })
})

test('links to pages the spec leaves out of the site are rendered (they answer 404 by design)', async ({
  page,
  request,
}) => {
  await page.goto('/synapsecore')
  await expectInternalLinks(page, ['/integrations'])
  expect((await request.get('/integrations')).status()).toBe(404)
})
