/**
 * What a Studio test uses: an editor's browser context (logged in to the local Lake, Sanity's CDN
 * blocked as it is offline), the ways into the Studio's screens, and a check that nothing failed.
 * The Lake's control API and the site's address come from the live tests' helpers (web/e2e/live/lake.ts).
 */
import {mkdirSync} from 'node:fs'
import path from 'node:path'
import {test as base, type Browser, type BrowserContext, expect, type Locator, type Page} from '@playwright/test'
import {LIVE, lakeOrigin} from '@agency/lake/live-env'
import {control} from '@agency/web/e2e/live/lake'

export const STUDIO_BASE = process.env.STUDIO_BASE ?? ''

/** A session token the Lake makes for an editor of this name, as its login page would. */
export async function tokenFor(name: string): Promise<string> {
  return (await control<{token: string}>('POST', '/token', {name})).token
}

export interface Editor {
  context: BrowserContext
  page: Page
  /** Uncaught errors in the Studio's page, as they happen. */
  errors: string[]
  /** The Lake's refusals the Studio met (status 400 and over), for a failing test's report. */
  refusals: string[]
  /** What the Studio logged as errors (a crashed tool logs its error here), for a failing test's report. */
  consoleErrors: string[]
}

/**
 * A browser context for one editor, logged in: the Studio finds the token where its own login puts it
 * (localStorage `__studio_auth_token_<project>`). Sanity's CDN (fonts, the version check, the bridge
 * script) and its global API are unreachable offline: those requests are refused at once, as a
 * network without them would.
 */
export async function editor(browser: Browser, name = 'Maya Chen'): Promise<Editor> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: {width: 1440, height: 900},
    // The clipboard lets a failing test read a crashed tool's error details.
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const token = await tokenFor(name)
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`__studio_auth_token_${LIVE.projectId}`, JSON.stringify({token})],
  )
  await context.route(/^https?:\/\/(?!localhost[:/]|[\w-]+\.localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  const refusals: string[] = []
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource|WebSocket|ERR_|Failed to fetch version/.test(message.text())
    )
      consoleErrors.push(message.text().slice(0, 2000))
  })
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`))
  page.on('requestfailed', (request) => {
    if (/localhost:\d+\/v/.test(request.url()))
      refusals.push(
        `${new Date().toISOString().slice(11, 23)} ${request.method()} ${request.url().slice(0, 200)} → ${request.failure()?.errorText}`,
      )
  })
  page.on('response', async (response) => {
    if (response.status() < 400 || !/localhost:\d+\/v/.test(response.url())) return
    const body = await response.text().catch(() => '')
    refusals.push(`${response.request().method()} ${response.url()} → ${response.status()} ${body.slice(0, 300)}`)
  })
  return {context, page, errors, refusals, consoleErrors}
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
      if (testInfo.status !== testInfo.expectedStatus) {
        await made.page.screenshot({path: testInfo.outputPath(`${name}.png`)}).catch(() => undefined)
        if (made.refusals.length) console.log(`What the Lake refused ${name}:\n${made.refusals.join('\n')}`)
        if (made.errors.length) console.log(`Uncaught errors in ${name}'s Studio:\n${made.errors.join('\n')}`)
        if (made.consoleErrors.length) console.log(`${name}'s Studio logged:\n${made.consoleErrors.join('\n')}`)
        // A crashed tool keeps its error behind "Copy error details".
        const copy = made.page.getByRole('button', {name: 'Copy error details'})
        if (await copy.count().catch(() => 0)) {
          await copy.first().click()
          console.log(
            `${name}'s Studio crashed:\n${await made.page.evaluate(() => navigator.clipboard.readText()).catch(String)}`,
          )
        }
      }
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

/**
 * Presses one key at the end of a text field holding `before`, as an editor does, and returns what the
 * field shows after it. The Studio may mount a field anew (as its document settles, when another
 * editor's change arrives, while it reconnects), and the new field takes focus with the caret at its
 * start: an editor puts the caret back at the end, and so does this. The field is marked before the
 * key, to tell the same field from a new one: a new field mounted between the caret check and the key
 * took the key at its start with the rest intact, and the editor deletes it and types it again at the
 * end. Anything else the field shows is returned as it is, for the typist to hold against the text.
 */
async function pressAtEnd(field: Locator, key: string, before: string): Promise<string> {
  const keyName = key === ' ' ? 'Space' : key
  const atEnd = await field.evaluate((el: HTMLTextAreaElement | HTMLInputElement) => {
    el.dataset.typist = 'typing'
    return el.selectionStart === el.value.length
  })
  if (!atEnd) await field.press('ControlOrMeta+End')
  await field.page().keyboard.press(keyName)
  const shown = await field.inputValue()
  const replaced = await field.evaluate((el: HTMLElement) => el.dataset.typist !== 'typing')
  if (!replaced || shown !== key + before) return shown
  await field.page().keyboard.press('Backspace')
  await field.press('ControlOrMeta+End')
  await field.page().keyboard.press(keyName)
  return field.inputValue()
}

/**
 * An editor typing into a text field that holds `start`, one key at a time at its end (pressAtEnd), held
 * to what the field took: after each key it shows the text before it plus the key (`press` resolves
 * true) or, read-only, without it (false), and never anything else.
 */
export function typist(field: Locator, start: string) {
  let text = start
  const taken: string[] = []
  return {
    get text() {
      return text
    },
    taken,
    async press(key: string) {
      const shown = await pressAtEnd(field, key, text)
      if (shown === text + key) {
        text = shown
        taken.push(key)
        return true
      }
      expect(shown, `after pressing "${key}" the field shows other text than was typed`).toBe(text)
      return false
    },
  }
}

/** The document pane's publish button. */
export const publishButton = (page: Page) => page.getByTestId('action-publish')

/**
 * Says the open document has been saved: the Studio's status line no longer says "Saving...". The
 * Studio shows "Saving..." from an edit until the Lake has answered every write of it and sent it back
 * through the listener (the document is consistent), and keeps showing it for one second more, longer
 * than its autosave waits after an edit (operationEvents.ts: AUTOCOMMIT_INTERVAL), so once it has gone
 * no edit is waiting to be sent.
 */
export async function expectSaved(page: Page) {
  await expect(page.getByTestId('pane-footer-document-status-pulse').filter({hasText: 'Saving'})).toHaveCount(0)
}

/**
 * How long publishDocument waits for the first click's outcome before clicking once more: once in CI a
 * click brought neither the publish nor the refusal in 30 s (the draft and the enabled button stayed).
 */
const NO_ANSWER_MS = 15_000

/**
 * Clicks Publish once the Studio has saved every edit (expectSaved) and the draft is in the Lake, and
 * waits until the Lake holds the published document (a new revision) and no draft of it, then until the
 * button shows there is nothing left to publish. Confirmed from the Lake, not from the Studio's
 * "Published" text, which can come and go unseen.
 *
 * The Studio can refuse a click, and says so: when its validation of the latest edit has not finished,
 * PublishAction.tsx schedules the publish, and drops it with a "Validation errors" toast when that
 * validation reports errors. Seen in the section test (3 runs of 4): the toast came although the
 * document was valid, and a second later the Validation panel said "No validation errors". So the
 * test waits for the publish or for that refusal; after a refusal it waits until the form shows no
 * validation error and clicks once more, as an editor would, and logs it; so it does when the first
 * click brought no answer at all (NO_ANSWER_MS). A second click that publishes nothing fails.
 */
export async function publishDocument(page: Page, documentId: string) {
  const revision = () => lakeQuery<string | null>('*[_id == $id][0]._rev', {id: documentId})
  const drafts = () => lakeQuery<number>('count(*[_id == $draft])', {draft: `drafts.${documentId}`})
  const before = await revision()
  await expect.poll(drafts, {message: `a draft of ${documentId} is in the Lake`}).toBe(1)
  await expectSaved(page)
  await expect(publishButton(page)).toBeEnabled({timeout: 10_000})
  const refused = page.locator('[data-ui="Toast"]').filter({hasText: 'Validation errors'})
  const published = async () => (await revision()) !== before && (await drafts()) === 0
  const outcome = async () => ((await published()) ? 'published' : (await refused.count()) > 0 ? 'refused' : 'waiting')
  await publishButton(page).click()
  let first = 'waiting'
  await expect
    .poll(async () => (first = await outcome()), {
      message: `${documentId} published, or the Studio's refusal`,
      timeout: NO_ANSWER_MS,
    })
    .not.toBe('waiting')
    .catch(() => undefined)
  if (first !== 'published') {
    await expect(page.getByTestId('input-validation-icon-error'), 'the form shows no validation error').toHaveCount(0)
    await expect(refused).toHaveCount(0)
    if (!(await published())) {
      const why = first === 'refused' ? '"Validation errors"' : `no answer in ${NO_ANSWER_MS / 1000} s`
      console.log(`The Studio did not publish ${documentId} on the first click on Publish (${why}); clicked again`)
      await publishButton(page).click()
    }
  }
  await expect.poll(published, {message: `${documentId} published with no draft left`}).toBe(true)
  await expect(publishButton(page)).toBeDisabled({timeout: 10_000})
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
  // The pictures the screen shows, loaded (previews load theirs lazily).
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {timeout: 10_000})
    .catch(() => undefined)
  const dir = process.env.STUDIO_SHOTS ?? 'test-results/studio'
  mkdirSync(dir, {recursive: true})
  await page.screenshot({path: path.join(dir, `${name.replace(/[^\w-]+/g, '-')}.png`)})
}

/** A GROQ query of the Lake's data API, as the site reads it (the read token sees drafts with `raw`). */
export async function lakeQuery<T>(
  query: string,
  params: Record<string, unknown> = {},
  perspective = 'raw',
): Promise<T> {
  const search = new URLSearchParams({query, perspective})
  for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value))
  const res = await fetch(`${lakeOrigin}/v2025-02-19/data/query/${LIVE.dataset}?${search}`, {
    headers: {authorization: `Bearer ${LIVE.readToken}`},
  })
  if (!res.ok) throw new Error(`Lake query failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as {result: T}).result
}
