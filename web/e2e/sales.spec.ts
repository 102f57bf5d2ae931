import {expect, test, type Page} from '@playwright/test'
import {axeProblems} from './axe'

/** The visible price texts of the package cards and add-ons in `scope`. */
const prices = (page: Page, scope: string) => page.locator(`${scope} [data-price]`).allInnerTexts()

test.describe('/digital-marketing-services', () => {
  test('four packages show the monthly price, the struck one-time price in <s>, the free website and the 12-month discount', async ({
    page,
  }) => {
    await page.goto('/digital-marketing-services')
    const packages = page.locator('section#packages [data-package]')
    await expect(packages).toHaveCount(4)
    expect(await prices(page, 'section#packages')).toEqual([
      '$701/month',
      '$1,111/month',
      '$2,000/month',
      '$2,778/month',
    ])
    expect(await page.locator('section#packages s').allInnerTexts()).toEqual(['$1,389', '$2,222', '$3,333', '$5,556'])
    for (const [i, pct] of [5, 10, 15, 20].entries()) {
      await expect(packages.nth(i)).toContainText('$0 (free)')
      await expect(packages.nth(i)).toContainText(`Save ${pct}% with a 12-month contract`)
    }
    await expect(packages.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(packages.nth(0)).toContainText('up to 5')
    await expect(packages.nth(3)).toContainText('unlimited')
  })

  test('eight add-ons with their exact prices, no Buy Now buttons, the problem/cost/solution block, testimonials and /contact', async ({
    page,
  }) => {
    await page.goto('/digital-marketing-services')
    expect(await prices(page, 'section#add-ons')).toEqual([
      'from $1,000',
      'from $667 per language',
      '15% of spend, minimum $333',
      '15% of spend, minimum $267',
      'from $167 each',
      'from $333 per campaign',
      '$67 per page',
      'from $500 per month',
    ])
    await expect(page.getByRole('link', {name: 'Buy Now'})).toHaveCount(0)
    const why = page.locator('section#why')
    for (const word of ['The problem', 'The cost', 'The solution']) await expect(why).toContainText(word)
    await expect(page.getByRole('heading', {name: 'What our marketing clients say'})).toBeVisible()
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThanOrEqual(2)
  })
})

test.describe('/ai-voice-agents', () => {
  test('Information is the default tab; the call panel is hidden until its tab is chosen', async ({page}) => {
    await page.goto('/ai-voice-agents')
    const tablist = page.getByRole('tablist', {name: 'Voice agent information and live demo'})
    const tabs = tablist.getByRole('tab')
    await expect(tabs).toHaveText(['Information', 'Call from here'])
    const info = tabs.nth(0)
    const call = tabs.nth(1)
    await expect(info).toHaveAttribute('aria-selected', 'true')
    await expect(call).toHaveAttribute('aria-selected', 'false')
    await expect(info).toHaveAttribute('tabindex', '0')
    await expect(call).toHaveAttribute('tabindex', '-1')
    const infoPanel = page.locator(`#${await info.getAttribute('aria-controls')}`)
    const callPanel = page.locator(`#${await call.getAttribute('aria-controls')}`)
    await expect(infoPanel).toHaveAttribute('role', 'tabpanel')
    await expect(infoPanel).toBeVisible()
    await expect(callPanel).toBeHidden()
    await expect(callPanel).toHaveAttribute('hidden', '')
    await call.click()
    await expect(call).toHaveAttribute('aria-selected', 'true')
    await expect(info).toHaveAttribute('aria-selected', 'false')
    await expect(callPanel).toBeVisible()
    await expect(infoPanel).toBeHidden()
  })

  test('arrow keys, Home and End move the selection and focus with a roving tabindex', async ({page}) => {
    await page.goto('/ai-voice-agents')
    const tabs = page.getByRole('tab')
    await tabs.nth(0).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0')
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(0)).toBeFocused()
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(tabs.nth(0)).toBeFocused()
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toContainText('Joy')
  })

  test('the Information tab has three packages with setup and 18 cents per minute usage, seven add-ons, four steps', async ({
    page,
  }) => {
    await page.goto('/ai-voice-agents')
    const panel = page.getByRole('tabpanel')
    const packages = panel.locator('[data-package]')
    await expect(packages).toHaveCount(3)
    expect(await packages.locator('[data-price]').allInnerTexts()).toEqual(['$99/month', '$199/month', '$399/month'])
    for (const [i, setup] of ['$199', '$399', '$699'].entries()) {
      await expect(packages.nth(i)).toContainText(`Setup: ${setup}`)
      await expect(packages.nth(i)).toContainText('Usage: 18 cents per minute')
    }
    await expect(packages.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(panel).toContainText('500 minutes')
    expect(await panel.locator('[data-addon] [data-price]').allInnerTexts()).toEqual([
      'from $20/month each',
      'from $299',
      '$99/month',
      '$149/month',
      'by quote',
      'from $499',
      '$199',
    ])
    for (const [i, step] of ['Incoming call', 'AI conversation', 'Processing', 'Resolution'].entries())
      await expect(panel.getByRole('heading', {name: `Step ${i + 1}: ${step}`, exact: true})).toBeVisible()
    await expect(panel.getByRole('heading', {name: 'Businesses that never miss a call'})).toBeVisible()
    await expect(page.getByRole('link', {name: 'Buy Now'})).toHaveCount(0)
  })

  test('the call tab presents Joy with the formatted number, a tel: link and the call-rates note', async ({page}) => {
    await page.goto('/ai-voice-agents')
    await page.getByRole('tab', {name: 'Call from here'}).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', {name: 'Joy', exact: true})).toBeVisible()
    const number = panel.getByRole('link', {name: '+1 (555) 010-0188'})
    await expect(number).toHaveAttribute('href', 'tel:+15550100188')
    await expect(panel.getByRole('link', {name: 'Call Joy now'})).toHaveAttribute('href', 'tel:+15550100188')
    await expect(panel).toContainText('Standard call rates may apply.')
  })
})

test.describe('/ai-education', () => {
  test('three sessions, five add-ons each with a Buy Now checkout button, the four steps and the free agent month', async ({
    page,
  }) => {
    await page.goto('/ai-education')
    const sessions = page.locator('section#sessions [data-package]')
    expect(await sessions.locator('[data-price]').allInnerTexts()).toEqual(['$99', '$179', '$349'])
    await expect(sessions.nth(1)).toHaveAttribute('data-highlighted', 'true')
    await expect(sessions.nth(1)).toContainText('2-week email support')
    await expect(sessions.nth(2)).toContainText('30-minute follow-up call within 3 weeks')
    expect(await prices(page, 'section#add-ons')).toEqual(['$79', '$99', '$249', '$129', '$149'])
    const buy = page.getByRole('link', {name: /^Buy Now/})
    await expect(buy).toHaveCount(5)
    for (const a of await buy.all()) {
      expect(await a.getAttribute('href')).toMatch(/^https:\/\/checkout\.example\.com\/pay\//)
      await expect(a).toHaveAttribute('target', '_blank')
      await expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(page.getByRole('heading', {name: '30 days free of one of two AI agents'})).toBeVisible()
    for (const [i, step] of ['Book', 'Needs assessment', 'Personalized session', 'Implementation support'].entries())
      await expect(page.getByRole('heading', {name: `Step ${i + 1}: ${step}`, exact: true})).toBeVisible()
    await expect(page.getByRole('heading', {name: 'What our students say'})).toBeVisible()
  })
})

test.describe('/presentation-service', () => {
  test('the upload form has a required, presentation-only file field, a required email and the hidden form-name', async ({
    page,
  }) => {
    await page.goto('/presentation-service')
    const form = page.locator('form[name="presentation-upload"]')
    await expect(form).not.toHaveAttribute('data-netlify')
    await expect(form.locator('input[type="hidden"][name="form-name"]')).toHaveAttribute('value', 'presentation-upload')
    await expect(form.getByLabel('Your email')).toHaveAttribute('required', '')
    await expect(form.getByLabel('Your email')).toHaveAttribute('type', 'email')
    const file = form.getByLabel('Your presentation or notes')
    await expect(file).toHaveAttribute('type', 'file')
    await expect(file).toHaveAttribute('required', '')
    await expect(file).toHaveAttribute('accept', '.ppt,.pptx,.key,.odp,.pdf')
    // The browser refuses to send the form without a file.
    await form.getByRole('button', {name: 'Upload Presentation'}).click()
    expect(await file.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await expect(page).toHaveURL(/\/presentation-service$/)
  })

  test('the pricing box shows $99.00 and $499.00 with checkout links', async ({page}) => {
    await page.goto('/presentation-service')
    expect(await prices(page, 'section#pricing')).toEqual(['$99.00', '$499.00'])
    await expect(page.getByRole('link', {name: /Buy for \$99\.00/})).toHaveAttribute(
      'href',
      'https://checkout.example.com/pay/presentation-single',
    )
    await expect(page.getByRole('link', {name: /Buy 10 for \$499\.00/})).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', {name: 'Buy Now'})).toHaveCount(0)
  })

  test('the example tabs switch which presentation is embedded; frames are lazy and titled', async ({page}) => {
    await page.goto('/presentation-service')
    const examples = page.locator('#examples')
    const tabs = examples.getByRole('tab')
    await expect(tabs).toHaveCount(2)
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    const visibleFrame = examples.locator('[role="tabpanel"]:not([hidden]) iframe')
    await expect(visibleFrame).toHaveCount(1)
    await expect(visibleFrame).toHaveAttribute('src', /investor-pitch-deck/)
    await expect(visibleFrame).toHaveAttribute('loading', 'lazy')
    await expect(visibleFrame).toHaveAttribute('title', 'Example presentation: investor pitch deck')
    await tabs.nth(1).click()
    await expect(visibleFrame).toHaveAttribute('src', /quarterly-business-review/)
    await expect(visibleFrame).toHaveAttribute('title', 'Example presentation: quarterly business review')
    await tabs.nth(1).press('ArrowLeft')
    await expect(visibleFrame).toHaveAttribute('src', /investor-pitch-deck/)
  })
})

test.describe('/ai-news-podcast', () => {
  const entries = [
    'Executive summary',
    'The main fears',
    'Fear of losing work',
    'Fear of losing control',
    'Fear of misinformation and lost privacy',
    'Strategic response',
    'Conclusion',
  ]

  test('the contents list links to each report section, with the three fears nested under the main fears', async ({
    page,
  }) => {
    await page.goto('/ai-news-podcast')
    const nav = page.getByRole('navigation', {name: 'Contents'})
    await expect(nav.getByRole('link')).toHaveText(entries)
    await expect(nav.locator(':scope > ol > li')).toHaveCount(4)
    await expect(nav.locator('li:has(> a[href="#main-fears"]) ol a')).toHaveCount(3)
    for (const a of await nav.getByRole('link').all()) {
      const href = (await a.getAttribute('href')) ?? ''
      expect(href).toMatch(/^#[a-z-]+$/)
      await expect(page.locator(href)).toHaveCount(1)
    }
    await nav.getByRole('link', {name: 'Strategic response'}).click()
    await expect(page).toHaveURL(/#strategic-response$/)
    await expect(page.getByRole('heading', {name: 'Strategic response'})).toBeInViewport()
  })

  test('on a small screen a button with aria-expanded shows and hides the contents', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844})
    await page.goto('/ai-news-podcast')
    const nav = page.getByRole('navigation', {name: 'Contents'})
    const toggle = nav.getByRole('button', {name: 'Contents'})
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(list).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(list).toBeHidden()
    await toggle.click()
    await nav.getByRole('link', {name: 'Conclusion'}).click()
    await expect(page).toHaveURL(/#conclusion$/)
    await expect(list).toBeHidden()
  })

  test('on a wide screen the list is always shown and the toggle is not', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900})
    await page.goto('/ai-news-podcast')
    const nav = page.getByRole('navigation', {name: 'Contents'})
    await expect(nav.getByRole('button')).toBeHidden()
    await expect(nav.getByRole('link', {name: 'Executive summary'})).toBeVisible()
  })

  test('video frame with an outside link, a Share button that does nothing, and several hundred words of report', async ({
    page,
  }) => {
    await page.goto('/ai-news-podcast')
    const frame = page.locator('#report iframe')
    await expect(frame).toHaveAttribute('title', /AI fears report/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    const watch = page.getByRole('link', {name: /Watch the episode on YouTube/})
    await expect(watch).toHaveAttribute('target', '_blank')
    await expect(watch).toHaveAttribute('rel', 'noopener noreferrer')
    const share = page.getByRole('button', {name: 'Share'})
    await expect(share).toHaveAttribute('aria-disabled', 'true')
    const url = page.url()
    // aria-disabled keeps it focusable and announced; a forced click proves it does nothing.
    await share.click({force: true})
    // What is tested is that nothing happens: no navigation and no dialog in the 200 ms after the click.
    await page.waitForTimeout(200)
    expect(page.url()).toBe(url)
    await expect(page.locator('dialog[open], [role="dialog"]')).toHaveCount(0)
    const words = (await page.locator('#report article').innerText()).split(/\s+/).length
    expect(words).toBeGreaterThan(600)
  })
})

test('Buy Now buttons appear only on /ai-education', async ({page}) => {
  for (const route of [
    '/digital-marketing-services',
    '/ai-voice-agents',
    '/presentation-service',
    '/ai-news-podcast',
  ]) {
    await page.goto(route)
    await expect(page.getByRole('link', {name: /Buy Now/})).toHaveCount(0)
  }
})

// One test per hidden state: each axe scan takes seconds on a busy machine, and three in one test
// came within a second or two of its 30 s limit (and once past it).
test('the hidden states are accessible too: the call tab', async ({page}) => {
  await page.goto('/ai-voice-agents')
  await page.getByRole('tab', {name: 'Call from here'}).click()
  expect(await axeProblems(page)).toEqual([])
})

test('the hidden states are accessible too: the second example', async ({page}) => {
  await page.goto('/presentation-service')
  await page.getByRole('tab', {name: 'Quarterly business review'}).click()
  expect(await axeProblems(page)).toEqual([])
})

test('the hidden states are accessible too: the open contents on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844})
  await page.goto('/ai-news-podcast')
  await page.getByRole('button', {name: 'Contents'}).click()
  expect(await axeProblems(page)).toEqual([])
})
