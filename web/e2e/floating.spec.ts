import {expect, type Page, test} from '@playwright/test'
import {coveredControls} from './floating-check'
import {scriptsReady} from './page-state'

/**
 * Nothing floating covers a control where a visitor first meets it (./floating-check.ts says where
 * that is): every route at phone and laptop width is a page probe (./page-probes.spec.ts); here, every
 * question of the quiz and its results at widths from 320 to 1920 px, and how the chat button and the
 * news tab behave. The visitor has answered the cookie banner (while it is open it is the question on
 * screen).
 *
 * This is what used to fail: the chat button in the bottom right corner covered 34 controls by a
 * fifth or more at 390 or 1440 px, among them the quiz's Next button on every question.
 */
test.use({reducedMotion: 'reduce'})
test.describe.configure({timeout: 120_000})

const PHONE = {width: 390, height: 844}
const LAPTOP = {width: 1440, height: 900}

async function open(page: Page, route: string, viewport: {width: number; height: number}) {
  await page.setViewportSize(viewport)
  const response = await page.goto(route, {waitUntil: 'load'})
  expect(response?.status(), `${route} loads`).toBe(200)
  // The floating elements are placed by the root layout's island: wait until it runs.
  await scriptsReady(page)
}

test.beforeEach(async ({page, baseURL}) => {
  await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
})

/**
 * The quiz changes what is on screen with every answer: one walk through its ten questions and its
 * results, each step checked at every width from a small phone to a large desktop.
 */
test("the quiz: every question's answers and buttons, and the results, are clear of floating elements at six screen sizes", async ({
  page,
}) => {
  const viewports = [
    {width: 320, height: 640},
    PHONE,
    {width: 768, height: 1024},
    {width: 1024, height: 768},
    LAPTOP,
    {width: 1920, height: 1080},
  ]
  await open(page, '/ai-readiness-quiz', PHONE)
  const failures: string[] = []
  const checkEverySize = async (step: string) => {
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      for (const line of await coveredControls(page))
        failures.push(`${viewport.width} × ${viewport.height}, ${step}: ${line}`)
    }
  }
  for (let question = 1; question <= 10; question++) {
    await expect(page.getByText(`Question ${question} of 10`, {exact: true})).toBeVisible()
    // Each answer and the buttons, where they come into view.
    await checkEverySize(`question ${question}`)
    await page.locator('main form label').first().click()
    await page.getByRole('button', {name: question === 10 ? 'See Results' : 'Next'}).click()
  }
  await expect(page.getByTestId('quiz-areas')).toBeVisible()
  await checkEverySize('results')
  expect(failures, failures.join('\n')).toEqual([])
})

test('the chat button steps aside over a control and comes back when its corner is clear', async ({page}) => {
  await open(page, '/ai-readiness-quiz', PHONE)
  const chat = page.getByRole('button', {name: 'Chat with our AI agent'})
  const next = page.getByRole('button', {name: 'Next'})
  // Next at the bottom edge of the screen, under the chat button's corner: the button gives way.
  await next.evaluate((el) => {
    const r = el.getBoundingClientRect()
    window.scrollTo({top: r.bottom + window.scrollY - window.innerHeight + 8, behavior: 'instant'})
  })
  await expect(chat).toHaveAttribute('data-give-way', '')
  await expect(chat).toHaveCSS('opacity', '0')
  await expect(chat).toHaveCSS('pointer-events', 'none')
  // Scrolled on until nothing is under it: it shows, and it can be pressed.
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}))
  await page.getByRole('contentinfo').evaluate((footer) => {
    // The end of the footer's content is kept clear of the button (its bottom padding).
    footer.scrollIntoView({block: 'end', behavior: 'instant'})
  })
  await expect(chat).not.toHaveAttribute('data-give-way')
  await expect(chat).toHaveCSS('opacity', '1')
  // From the keyboard it shows even where it gives way: focus is never lost on an invisible button.
  await next.evaluate((el) => {
    const r = el.getBoundingClientRect()
    window.scrollTo({top: r.bottom + window.scrollY - window.innerHeight + 8, behavior: 'instant'})
  })
  await expect(chat).toHaveAttribute('data-give-way', '')
  await chat.focus()
  await expect(chat).toHaveCSS('opacity', '1')
})

test('on a wide screen the chat button sits at the foot of the sidebar, below its last link', async ({page}) => {
  await open(page, '/about', LAPTOP)
  const chat = page.getByRole('button', {name: 'Chat with our AI agent'})
  await expect(chat).toBeVisible()
  const box = (await chat.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(256)
  expect(box.y + box.height).toBeGreaterThan(LAPTOP.height - 30)
  const nav = page.getByRole('navigation', {name: /main/i}).first()
  const navBox = (await nav.boundingBox())!
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(box.y)
})

test("the TODAY AI NEWS tab is in the site's violet, as the chat button is, not an off-palette red", async ({page}) => {
  await open(page, '/', PHONE)
  const colour = (name: string) =>
    page
      .getByRole(name === 'TODAY AI NEWS' ? 'link' : 'button', {name})
      .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await colour('TODAY AI NEWS')).toBe(await colour('Chat with our AI agent'))
})
