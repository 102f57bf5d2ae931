/**
 * What a Studio test uses: an editor's browser context (logged in to the local Lake, Sanity's CDN
 * blocked as it is offline), the ways into the Studio's screens, and a check that nothing failed.
 * The Lake's control API and the site's address come from the live tests' helpers (web/e2e/live/lake.ts).
 */
import {mkdirSync} from 'node:fs'
import path from 'node:path'
import {test as base, type Browser, type BrowserContext, expect, type Page} from '@playwright/test'
import {LIVE} from '@agency/lake/live-env'

export const STUDIO_BASE = process.env.STUDIO_BASE ?? ''
const CONTROL = process.env.LAKE_CONTROL ?? ''

/** A session token the Lake makes for an editor of this name, as its login page would. */
export async function tokenFor(name: string): Promise<string> {
  const res = await fetch(`${CONTROL}/token`, {method: 'POST', body: JSON.stringify({name})})
  return ((await res.json()) as {token: string}).token
}

export interface Editor {
  context: BrowserContext
  page: Page
  /** Uncaught errors in the Studio's page, as they happen. */
  errors: string[]
}

/**
 * A browser context for one editor, logged in: the Studio finds the token where its own login puts it
 * (localStorage `__studio_auth_token_<project>`). Sanity's CDN (fonts, the version check, the bridge
 * script) and its global API are unreachable offline: those requests are refused at once, as a
 * network without them would.
 */
export async function editor(browser: Browser, name = 'Maya Chen'): Promise<Editor> {
  const context = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1440, height: 900}})
  const token = await tokenFor(name)
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`__studio_auth_token_${LIVE.projectId}`, JSON.stringify({token})],
  )
  await context.route(/^https?:\/\/(?!localhost[:/]|[\w-]+\.localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return {context, page, errors}
}

/**
 * The test function of the Studio's specs, with `maya`: an editor (Maya Chen) logged in to the Studio.
 * When a test fails, a screenshot of each editor's page is attached to its result.
 */
export const test = base.extend<{maya: Editor; newEditor: (name: string) => Promise<Editor>}>({
  newEditor: async ({browser}, use, testInfo) => {
    const opened: Array<{name: string; editor: Editor}> = []
    await use(async (name) => {
      const made = await editor(browser, name)
      opened.push({name, editor: made})
      return made
    })
    for (const {name, editor: made} of opened) {
      if (testInfo.status !== testInfo.expectedStatus)
        await made.page.screenshot({path: testInfo.outputPath(`${name}.png`)}).catch(() => undefined)
      await made.context.close()
    }
  },
  maya: async ({newEditor}, use) => {
    await use(await newEditor('Maya Chen'))
  },
})

/** Opens a structure path (`packages;servicePackage-marketing;pkg-marketing-standard`). */
export async function openStructure(page: Page, structurePath: string) {
  await page.goto(`${STUDIO_BASE}/structure/${structurePath}`)
  await expect(
    page
      .getByRole('link', {name: 'Structure'})
      .or(page.getByRole('button', {name: 'Structure'}))
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  })
}

/**
 * Moves to another Studio address without reloading the Studio (a reload costs 10 s or more): the
 * Studio's router follows the browser's history, as on the back button.
 */
export async function navigate(page: Page, href: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', {state: null}))
  }, href)
}

/** The open document's form: waits until its fields can be typed into. */
export async function documentForm(page: Page) {
  const form = page.getByTestId('document-panel-scroller')
  await expect(form).toBeVisible({timeout: 90_000})
  return form
}

/** The document pane's publish button. */
export const publishButton = (page: Page) => page.getByTestId('action-publish')

/** Clicks Publish and waits until the Studio says the document is published. */
export async function publishDocument(page: Page) {
  await expect(publishButton(page)).toBeEnabled({timeout: 30_000})
  await publishButton(page).click()
  await expect(page.getByText(/was published|Published just now/).first()).toBeVisible({timeout: 30_000})
}

/** Error screens the Studio shows instead of a pane or a form. */
export const ERROR_SCREENS = [
  'An error occurred',
  'Could not fetch list items',
  'Something went wrong',
  'Uncaught error',
  'Unknown document type',
  'Pane returned no child',
]

export async function expectNoErrorScreen(page: Page, where: string) {
  for (const text of ERROR_SCREENS)
    await expect(page.getByText(text, {exact: false}), `${where}: "${text}"`).toHaveCount(0)
}

/** Keeps a screenshot under test-results/studio/ (the test's output). */
export async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.STUDIO_SHOTS ?? 'test-results/studio'
  mkdirSync(dir, {recursive: true})
  await page.screenshot({path: path.join(dir, `${name.replace(/[^\w-]+/g, '-')}.png`)})
}
