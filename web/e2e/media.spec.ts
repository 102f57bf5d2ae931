import {expect, test, type Locator, type Page} from '@playwright/test'

/** The <section> whose h2 is `name`. */
const sectionOf = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', {level: 2, name}).locator('xpath=ancestor::section[1]')

async function expectNewTab(link: Locator, href: RegExp) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

/** Every frame in the page content: lazy, titled, on a reserved example domain. Returns the frames. */
async function framesOf(page: Page) {
  const frames = page.locator('main iframe')
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('title', /\S/)
    await expect(frame).toHaveAttribute('src', /^https:\/\/[a-z0-9-]+\.example\.com\//)
  }
  return frames
}

const CHECKOUT = /^https:\/\/checkout\.example\.com\/pay\//

/** Mean colourfulness of a loaded image (0 grey .. 255), measured on a canvas at 200 px wide. */
async function colourfulness(img: Locator): Promise<number> {
  return img.evaluate(async (el: HTMLImageElement) => {
    const probe = new Image()
    probe.src = el.currentSrc || el.src
    await probe.decode()
    const canvas = document.createElement('canvas')
    canvas.width = 200
    canvas.height = Math.round((200 * probe.naturalHeight) / probe.naturalWidth)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(probe, 0, 0, canvas.width, canvas.height)
    const {data} = ctx.getImageData(0, 0, canvas.width, canvas.height)
    let sum = 0
    for (let i = 0; i < data.length; i += 4)
      sum += Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!)
    return sum / (data.length / 4)
  })
}

test('/image-restoration: each "before" is a faded, near-greyscale print and its "after" the same picture in colour', async ({
  page,
}) => {
  await page.goto('/image-restoration')
  const pairs = sectionOf(page, 'Before and after').locator('figure[data-before-after]')
  expect(await pairs.count()).toBeGreaterThanOrEqual(3)
  for (const pair of await pairs.all()) {
    const [before, after] = await pair.locator('img').all()
    const b = await colourfulness(before!)
    const a = await colourfulness(after!)
    expect(b, 'before: sepia, nearly grey').toBeLessThan(45)
    expect(a, 'after: in colour').toBeGreaterThan(b * 2)
    // Both reserve the same space: the width and height come from the files.
    expect(await before!.getAttribute('width')).toBe(await after!.getAttribute('width'))
    expect(Number(await before!.getAttribute('height'))).toBeGreaterThan(0)
  }
})

test('/image-restoration: How It Works in four steps, before-and-after pairs, call to action and an external examples link', async ({
  page,
}) => {
  await page.goto('/image-restoration')
  await expect(page.locator('h1')).toHaveText('Bring your old photos back to life')
  const steps = sectionOf(page, 'How It Works').locator('ol > li')
  await expect(steps).toHaveCount(4)
  await expect(steps.locator('h3')).toHaveText([/Upload$/, /AI Processing$/, /Quick Results$/, /Share$/])

  const pairs = sectionOf(page, 'Before and after').locator('figure[data-before-after]')
  expect(await pairs.count()).toBeGreaterThanOrEqual(3)
  for (const pair of await pairs.all()) {
    await expect(pair.locator('img')).toHaveCount(2)
    for (const alt of await pair.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
      expect(alt).toMatch(/\w{4}/)
    await expect(pair.getByText('Before', {exact: true})).toBeVisible()
    await expect(pair.getByText('After', {exact: true})).toBeVisible()
    await expect(pair.locator('figcaption')).toHaveText(/\w/)
  }
  const examples = page.locator('main a[href^="https://restore.example.com/"]')
  expect(await examples.count()).toBeGreaterThanOrEqual(1)
  for (const a of await examples.all()) await expectNewTab(a, /^https:\/\/restore\.example\.com\/examples$/)
  const closing = page.locator('main section').last()
  await expect(closing.getByRole('link', {name: 'Restore Your Photos'})).toHaveAttribute('href', '/contact')
})

test('/web-mobile-app: process cards, service lists, seven featured projects on external sites, call to action', async ({
  page,
}) => {
  await page.goto('/web-mobile-app')
  await expect(sectionOf(page, 'Our development process').locator('ol > li')).toHaveCount(4)
  const services = sectionOf(page, 'Services')
  await expect(services.locator('h3')).toHaveText(['Web Applications', 'Mobile Apps', 'AI Features'])
  // The section's list of cards is its first list (the cards hold lists of their own).
  const projects = sectionOf(page, 'Featured projects').locator('ul').first().locator(':scope > li')
  await expect(projects).toHaveCount(7)
  const hosts = new Set<string>()
  for (const card of await projects.all()) {
    await expect(card.locator('h3')).toHaveText(/\w/)
    await expect(card.locator('img')).toHaveCount(1)
    const link = card.getByRole('link')
    await expectNewTab(link, /^https:\/\/[a-z]+\.example\.com$/)
    hosts.add((await link.getAttribute('href'))!)
  }
  expect(hosts.size).toBe(7)
  await expect(page.getByRole('link', {name: 'See Our Work'})).toHaveAttribute('href', '#projects')
  await expect(page.locator('main section').last().getByRole('link', {name: 'Get a Free Quote'})).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('/podcast: Subscribe link, eight episode cards, production services, three five-star testimonials, call to action', async ({
  page,
}) => {
  await page.goto('/podcast')
  const hero = page.locator('main section').first()
  await expectNewTab(hero.getByRole('link', {name: /^Subscribe/}), /^https:\/\/podcast\.example\.com\/subscribe$/)
  const episodes = sectionOf(page, 'Latest episodes').locator('[data-episodes] > li')
  await expect(episodes).toHaveCount(8)
  for (const ep of await episodes.all()) {
    await expect(ep.locator('h3')).toHaveText(/\w/)
    await expect(ep).toContainText(/(January|February|March) \d{1,2}, 2025/)
    await expect(ep).toContainText(/\d+ min/)
    await expectNewTab(
      ep.getByRole('link', {name: /^Listen now/}),
      /^https:\/\/podcast\.example\.com\/episodes\/[a-z-]+$/,
    )
  }
  const production = page.locator('main section#production')
  await expect(production.getByRole('heading', {level: 2})).toHaveText('We produce your podcast, end to end')
  await expect(production.locator('h3')).toHaveCount(4)
  await expect(hero.getByRole('link', {name: 'Start Your Podcast'})).toHaveAttribute('href', '#production')
  const testimonials = sectionOf(page, 'What our podcast clients say').locator('figure')
  await expect(testimonials).toHaveCount(3)
  for (const t of await testimonials.all()) {
    await expect(t.getByRole('img', {name: '5 out of 5 stars'})).toBeVisible()
    await expect(t.getByRole('img', {name: '5 out of 5 stars'}).locator('svg')).toHaveCount(5)
    await expect(t.locator('blockquote')).toHaveText(/\S.{40,}/)
  }
  await expect(
    sectionOf(page, 'Ready to launch your own show?').getByRole('link', {name: 'Get a Free Quote'}),
  ).toHaveAttribute('href', '/contact')
})

test('/ask-ai: title Ask AI Assistant and a lazy chatbot frame at least 700px tall with clipboard read and write', async ({
  page,
}) => {
  await page.goto('/ask-ai')
  await expect(page.locator('h1')).toHaveText('Ask AI Assistant')
  const frames = await framesOf(page)
  await expect(frames).toHaveCount(1)
  const frame = frames.first()
  await expect(frame).toHaveAttribute('allow', 'clipboard-read; clipboard-write')
  await expect(frame).toHaveAttribute('height', '700')
  await expect(frame).toHaveAttribute('src', /^https:\/\/chat\.example\.com\//)
  await frame.scrollIntoViewIfNeeded()
  expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(700)
  expect(await frame.evaluate((f) => getComputedStyle(f).minHeight)).toBe('700px')
})

test('/ai-teaching: an 800px assistant frame and Tips for Better Learning with Best Practices and Learning Areas', async ({
  page,
}) => {
  await page.goto('/ai-teaching')
  const frames = await framesOf(page)
  await expect(frames).toHaveCount(1)
  await expect(frames.first()).toHaveAttribute('height', '800')
  await frames.first().scrollIntoViewIfNeeded()
  expect(Math.round((await frames.first().boundingBox())!.height)).toBe(800)
  const tips = sectionOf(page, 'Tips for Better Learning')
  await expect(tips.locator('h3')).toHaveText(['Best Practices', 'Learning Areas'])
  const lists = tips.locator('h3 + ul')
  await expect(lists.nth(0).locator('li')).toHaveText([
    /specific, focused questions/i,
    /context/i,
    /Break complex topics into smaller parts/i,
    /Take notes/i,
  ])
  await expect(lists.nth(1).locator('li')).toHaveText([
    'Technical concepts and terminology',
    'Problem-solving strategies',
    'Best practices and patterns',
    'Real-world applications',
  ])
})

test('/ai-implementation-course: Special Price $199.00 badge, two checkout buttons in a new tab, every section the spec lists', async ({
  page,
}) => {
  await page.goto('/ai-implementation-course')
  await expect(page.locator('h1')).toHaveText('AI Implementation: From Concept to Action')
  await expect(page.locator('main section').first()).toContainText('Special Price $199.00')
  await expectNewTab(
    page.getByRole('link', {name: /^Enroll Now for \$199\.00/}),
    /^https:\/\/checkout\.example\.com\/pay\/ai-implementation-course$/,
  )
  await expectNewTab(
    page.getByRole('link', {name: /^Secure Your Spot Now/}),
    /^https:\/\/checkout\.example\.com\/pay\/ai-implementation-course$/,
  )
  await expect(sectionOf(page, "What You'll Learn").locator('h3')).toHaveText([
    'Demystifying AI',
    'Identifying Opportunities',
    'Ethical Considerations',
  ])
  await expect(sectionOf(page, 'Course Format').locator('li')).toHaveText([
    'Live online session with Q&A',
    'Practical tool demos',
    'Downloadable resources',
    'Templates and tool lists',
  ])
  await expect(sectionOf(page, 'Perfect For').locator('h3')).toHaveText([
    'Business owners',
    'Marketing professionals',
    'Operations managers',
    'Entrepreneurs',
  ])
  expect(await sectionOf(page, 'By The End Of This Course').locator('li').count()).toBeGreaterThanOrEqual(4)
  const includes = sectionOf(page, 'Course Includes')
  await expect(includes.locator('ul li')).toHaveText([
    '2 hours of live instruction',
    'Comprehensive materials',
    'Lifetime access to recordings',
    '30-day money-back guarantee',
  ])
  await expect(includes.locator('[data-price]')).toHaveText('$199.00')
})

test('/online-course: limited-time offer, skills, free tools, audience, instructor, two $599.00 checkout buttons in a new tab', async ({
  page,
}) => {
  await page.goto('/online-course')
  await expect(page.locator('main section').first()).toContainText('Limited-Time Offer')
  expect(await sectionOf(page, 'Skills you will master').locator('h3').count()).toBeGreaterThanOrEqual(4)
  await expect(sectionOf(page, '1 month free of AI tools worth $299/month')).toBeVisible()
  expect(await sectionOf(page, 'Who this course is for').locator('h3').count()).toBeGreaterThanOrEqual(3)
  await expect(sectionOf(page, 'Learn from a practitioner')).toContainText('Daniel Brooks')
  const buy = page.locator(`main a[href^="https://checkout.example.com/"]`)
  await expect(buy).toHaveCount(2)
  for (const a of await buy.all()) {
    await expectNewTab(a, /^https:\/\/checkout\.example\.com\/pay\/online-course$/)
    await expect(a).toContainText('$599.00')
  }
  await expect(page.locator('main section').last()).toContainText('30-day money-back guarantee')
})

test('/live-session: offer box with struck $399, $199 and Save $200, checkout in a new tab, satisfaction guarantee, closing call to action', async ({
  page,
}) => {
  await page.goto('/live-session')
  const offer = page.locator('main section#offer')
  await expect(offer.locator('s')).toHaveText('$399')
  await expect(offer.locator('[data-price]')).toHaveText('$199')
  await expect(offer.getByText('Save $200')).toBeVisible()
  const buy = page.locator('main a[href^="https://checkout.example.com/"]')
  expect(await buy.count()).toBeGreaterThanOrEqual(2)
  for (const a of await buy.all()) await expectNewTab(a, /^https:\/\/checkout\.example\.com\/pay\/live-session$/)
  await expect(sectionOf(page, '100% satisfaction guarantee')).toBeVisible()
  const closing = sectionOf(page, 'Ready to build your AI plan?')
  await expectNewTab(closing.getByRole('link', {name: /^Book Your Session/}), CHECKOUT)
})

test("/market-research-agent: free trial link, 800px agent frame, pain points, features, three testimonials, the site's own newsletter sign-up, call to action", async ({
  page,
}) => {
  await page.goto('/market-research-agent')
  const trial = page.locator('main a[href="https://research-agent.example.com/free-trial"]')
  expect(await trial.count()).toBeGreaterThanOrEqual(2)
  for (const a of await trial.all()) await expectNewTab(a, /free-trial$/)
  const frames = await framesOf(page)
  await expect(frames).toHaveCount(1)
  const agent = page.locator('main section#agent iframe')
  await expect(agent).toHaveAttribute('height', '800')
  // No newsletter provider is set: the section shows the site's own sign-up instead of a frame.
  const newsletter = sectionOf(page, 'Get market insights in your inbox')
  await expect(newsletter.getByRole('textbox', {name: 'Email for the newsletter'})).toBeVisible()
  await expect(newsletter.getByRole('button', {name: 'Subscribe'})).toBeVisible()
  await expect(sectionOf(page, 'Research should not slow you down').locator('h3')).toHaveCount(4)
  expect(await sectionOf(page, 'What the agent does for you').locator('h3').count()).toBeGreaterThanOrEqual(4)
  const testimonials = sectionOf(page, 'What our users say').locator('figure')
  await expect(testimonials).toHaveCount(3)
  await expect(testimonials.getByRole('img', {name: '5 out of 5 stars'})).toHaveCount(3)
  await expect(
    sectionOf(page, 'Start researching smarter today').getByRole('link', {name: /^Start Free Trial/}),
  ).toHaveCount(1)
})

const PARTNER = 'https://partner.example.com/'

test('/gohighlevel: three plans, disclosure, #features anchor, and every call to action carries the referral and a tracked event', async ({
  page,
}) => {
  await page.goto('/gohighlevel')
  const plans = page.locator('main [data-package]')
  await expect(plans).toHaveCount(3)
  await expect(plans.locator('[data-price]')).toHaveText(['$97/month', '$297/month', '$497/month'])
  await expect(plans.nth(0)).toContainText('Up to 1,000 contacts')
  await expect(plans.nth(1)).toContainText('Most Popular')
  await expect(page.locator('main')).toContainText('14-day free trial, no credit card')
  await expect(sectionOf(page, 'Affiliate disclosure')).toContainText('commission')

  const partnerLinks = page.locator(`main a[href^="${PARTNER}"]`)
  expect(await partnerLinks.count()).toBeGreaterThanOrEqual(5)
  for (const a of await partnerLinks.all()) {
    const url = new URL((await a.getAttribute('href'))!)
    expect(url.searchParams.get('fp_ref')).toBe('helixai')
    await expect(a).toHaveAttribute('data-event', 'gohighlevel_click')
  }

  await page.getByRole('link', {name: 'See Features'}).click()
  await expect(page).toHaveURL(/#features$/)
  await expect(page.locator('#features')).toBeInViewport()
  await expect(page.locator('#features h2')).toHaveText('Everything your agency needs in one place')
})

test('/gohighlevel: a call to action sends the gtag event first, then navigates to the partner with the referral', async ({
  page,
}) => {
  const log: string[] = []
  await page.exposeFunction('__recordGtag', (name: string, label: string) => {
    log.push(`gtag ${name} ${label}`)
  })
  await page.addInitScript(() => {
    const w = window as unknown as {gtag: unknown; __recordGtag: (n: string, l: string) => Promise<void>}
    w.gtag = (_cmd: string, name: string, params?: {event_label?: string; event_callback?: () => void}) => {
      void w.__recordGtag(name, params?.event_label ?? '').then(() => setTimeout(() => params?.event_callback?.(), 50))
    }
  })
  await page.route(`${PARTNER}**`, async (route) => {
    log.push(`navigate ${route.request().url()}`)
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Partner</title><h1>Partner sign-up</h1>',
    })
  })
  await page.goto('/gohighlevel')
  await page.locator('main section').first().getByRole('link', {name: 'Start Your Free Trial'}).click()
  await expect(page).toHaveURL(`${PARTNER}signup?fp_ref=helixai`)
  expect(log[0]).toBe(`gtag gohighlevel_click ${PARTNER}signup?fp_ref=helixai`)
  expect(log[1]).toBe(`navigate ${PARTNER}signup?fp_ref=helixai`)

  // A plan card's button does the same.
  log.length = 0
  await page.goto('/gohighlevel')
  await page.locator('main [data-package="plan-ghl-pro"]').getByRole('link').click()
  await expect(page).toHaveURL(`${PARTNER}signup?fp_ref=helixai`)
  expect(log.map((l) => l.split(' ')[0])).toEqual(['gtag', 'navigate'])
})

test('/gohighlevel: without the analytics tool the call to action is a plain link to the partner', async ({page}) => {
  let reached = ''
  await page.route(`${PARTNER}**`, (route) => {
    reached = route.request().url()
    return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title>'})
  })
  await page.goto('/gohighlevel')
  expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined')
  // The call to action of the section before the last (the closing one).
  const sections = page.locator('main section')
  await sections
    .nth((await sections.count()) - 2)
    .getByRole('link', {name: 'Start Your Free Trial'})
    .click()
  await expect(page).toHaveURL(/partner\.example\.com\/signup\?fp_ref=helixai$/)
  expect(reached).toContain('fp_ref=helixai')
})

test('/booking: Schedule a Consultation, 30-Minute Strategy Session, 100% Free Consultation and an 800px calendar frame', async ({
  page,
}) => {
  await page.goto('/booking')
  await expect(page.locator('h1')).toHaveText('Schedule a Consultation')
  await expect(page.locator('main')).toContainText('30-Minute Strategy Session')
  await expect(page.locator('main')).toContainText('100% Free Consultation')
  const frames = await framesOf(page)
  await expect(frames).toHaveCount(1)
  await expect(frames.first()).toHaveAttribute('height', '800')
  await expect(frames.first()).toHaveAttribute('src', /^https:\/\/calendar\.example\.com\//)
  await page.getByRole('link', {name: 'Pick a Time'}).click()
  await expect(page).toHaveURL(/#calendar$/)
})
