/**
 * Content releases, as an editor prepares prices ahead of a sale: a release made in the Releases tool,
 * the package added to it from its document ("Add to release") with its new price, and the release
 * scheduled or run; a release set aside (archived), brought back and deleted. The site reads the
 * published perspective, so a version in a release never shows before the release is published;
 * after it, the webhook brings the new price within seconds.
 */
import {expect, type Page} from '@playwright/test'
import {lakeOrigin} from '@agency/lake/live-env'
import {getDocument, LIVE_BASE, publish, timed, untilShown} from '@agency/web/e2e/live/lake'
import {documentForm, expectSaved, keepScreenshot, lakeQuery, navigate, STUDIO_BASE, test, tokenFor} from './studio'

const PACKAGE = 'pkg-leadconnect-pro'
const PAGE = '/leadconnect'
const SEED_PRICE = '$99.99'

type ReleaseType = 'As soon as possible' | 'At time'

/**
 * Makes a release in the Releases tool, as an editor does (New release, its title, description and
 * type, Create release); returns its id once the Studio has opened it.
 *
 * Now and then (4 times in about 15 runs, each in the seconds after the Studio first loaded) the
 * dialog vanished by itself, with no input at all (no pointer, key or focus event reached the page,
 * measured): the Studio drew the tool anew, and no release was made. An editor then opens it again:
 * so does the test, once, and says so.
 */
async function createRelease(page: Page, title: string, type: ReleaseType) {
  const releases = () => lakeQuery<number>('count(*[_type == "system.release"])')
  const before = await releases()
  await page.goto(`${STUDIO_BASE}/releases`)
  // The list loaded (its rows, or the empty list's words): the overview draws itself anew when it does.
  await expect(
    page.getByText('Releases are collections of document changes').or(page.getByRole('row').nth(1)).first(),
  ).toBeVisible({timeout: 60_000})
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', {name: 'New release'}).first().click({timeout: 60_000})
    const dialog = page.getByRole('dialog')
    const filled = await (async () => {
      await dialog.getByTestId('release-form-title').fill(title, {timeout: 10_000})
      await dialog.getByTestId('release-form-description').fill(`${title}: the new price of LeadConnect Pro`)
      if (type !== 'As soon as possible') {
        await dialog.locator('button', {hasText: 'As soon as possible'}).click({timeout: 10_000})
        await page.getByRole('menuitem', {name: type}).click({timeout: 10_000})
      }
    })()
      .then(() => true)
      .catch(() => false)
    const submitted =
      filled &&
      (await dialog
        .getByTestId('submit-release-button')
        .click({timeout: 10_000})
        .then(() => true)
        .catch(() => false))
    if (submitted || (await releases()) > before) break
    if (attempt === 2) throw new Error('The New release dialog closed by itself twice')
    console.log('The New release dialog closed before Create release was clicked; opened it again')
  }
  await expect(page).toHaveURL(/\/releases\/[\w-]+/)
  const releaseId = /\/releases\/([\w-]+)/.exec(page.url())![1]!
  await expect(page.getByText(title, {exact: true}).first()).toBeVisible()
  return releaseId
}

/**
 * Opens the package in the release's perspective, adds it to the release and types its new price, as
 * an editor does; waits until the Lake holds the version with that price.
 */
async function addPackageWithPrice(page: Page, releaseId: string, amount: string) {
  await navigate(page, `/structure/packages;packages-all;${PACKAGE}?perspective=${releaseId}`)
  await documentForm(page)
  await page.getByRole('button', {name: 'Add to release'}).click()
  const versionId = `versions.${releaseId}.${PACKAGE}`
  await expect.poll(() => lakeQuery<number>('count(*[_id == $id])', {id: versionId})).toBe(1)
  const field = page.getByRole('spinbutton', {name: 'Amount'}).first()
  await expect(field).toBeEditable()
  await field.fill(amount)
  await expectSaved(page)
  await expect
    .poll(() => lakeQuery<number | null>('*[_id == $id][0].price.amount', {id: versionId}))
    .toBe(Number(amount))
}

/** Opens the release in the Releases tool. */
async function openRelease(page: Page, releaseId: string) {
  await navigate(page, `/releases/${releaseId}`)
  await expect(
    page
      .getByRole('link', {name: /LeadConnect|Pro/})
      .or(page.getByText('Pro', {exact: true}))
      .first(),
  ).toBeVisible()
}

/** "Nov 28, 2026 14:05", as the Studio's date input reads a date in the browser's time zone. */
async function dateInputText(page: Page, at: Date) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const day = new Intl.DateTimeFormat('en-US', {timeZone, month: 'short', day: 'numeric', year: 'numeric'}).format(at)
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
  return `${day} ${time}`
}

const restorePackage = async (original: Record<string, unknown> & {_id: string; _type: string}) =>
  publish([{createOrReplace: original}])

test.describe.configure({timeout: 300_000})

test('a release scheduled a minute ahead changes the site at its time, and not before', async ({maya}) => {
  const original = await getDocument(PACKAGE)
  const {page, errors} = maya
  // The seed's price, waited for rather than read once: price.spec's restore of the same package is
  // published through the webhook, and the first request after it may still get the page from before.
  await untilShown(`${LIVE_BASE}${PAGE}`, (body) => body.includes(SEED_PRICE), Date.now(), 15_000)
  try {
    const releaseId = await createRelease(page, 'Black Friday prices', 'At time')
    await addPackageWithPrice(page, releaseId, '79')
    // The version is in the Lake; the site, reading the published perspective, still shows the old price.
    expect((await timed(`${LIVE_BASE}${PAGE}`)).body).toContain(SEED_PRICE)

    await openRelease(page, releaseId)
    await page.getByTestId('schedule-button').click()
    const dialog = page.getByTestId('confirm-schedule-dialog')
    // The Studio schedules to the minute: the first whole minute at least 60 s from now.
    const publishAt = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
    const input = dialog.getByTestId('date-input')
    await input.fill(await dateInputText(page, publishAt))
    await input.press('Tab')
    await dialog.getByRole('button', {name: 'Yes, schedule'}).click()
    await expect
      .poll(() =>
        lakeQuery<{state: string; publishAt: string} | null>('*[_id == $id][0]{state, publishAt}', {
          id: `_.releases.${releaseId}`,
        }),
      )
      .toEqual({state: 'scheduled', publishAt: publishAt.toISOString()})

    // The Releases tool lists it among the open releases, and its calendar marks the day.
    await navigate(page, '/releases')
    const row = page.getByRole('row').filter({hasText: 'Black Friday prices'})
    await expect(row).toBeVisible()
    // The calendar sets the scheduled day, and no other, in bold.
    const days = page.getByRole('button', {name: /^\w{3} \w{3} \d{2} \d{4}$/})
    const boldDays = () =>
      days.evaluateAll((buttons) =>
        buttons
          .filter((b) => [b, ...b.querySelectorAll('*')].some((el) => getComputedStyle(el).fontWeight === '700'))
          .map((b) => b.getAttribute('aria-label')),
      )
    await expect.poll(boldDays).toEqual([publishAt.toDateString()])
    await keepScreenshot(page, 'releases-scheduled')

    // Until its time the site keeps the published price; within seconds after it, the release's.
    let shownAt = 0
    for (;;) {
      const {body} = await timed(`${LIVE_BASE}${PAGE}`)
      const now = Date.now()
      if (body.includes('$79.00')) {
        shownAt = now
        break
      }
      expect(body).toContain(SEED_PRICE)
      if (now > publishAt.getTime() + 20_000) throw new Error('the site never showed the release’s price')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    console.log(`The scheduled price was on ${PAGE} ${shownAt - publishAt.getTime()} ms after its time`)
    expect(shownAt).toBeGreaterThanOrEqual(publishAt.getTime())
    expect(shownAt - publishAt.getTime()).toBeLessThan(10_000)
    expect(await lakeQuery('*[_id == $id][0].state', {id: `_.releases.${releaseId}`})).toBe('published')
    // Published, it leaves the open releases for the archived ones (where the Studio lists published releases).
    await expect(row).toHaveCount(0)
    await page.getByRole('button', {name: 'Archived', exact: true}).click()
    await expect(page.getByRole('row').filter({hasText: 'Black Friday prices'})).toBeVisible()
    await keepScreenshot(page, 'releases-archived-list')

    // The published package's History lists the release's publish, newest first.
    await navigate(page, `/structure/packages;packages-all;${PACKAGE}`)
    await documentForm(page)
    await page.getByTestId('document-pane').getByRole('button', {name: 'Published', exact: true}).click()
    // The pane draws itself anew for the published version, closing a menu opened meanwhile: retried.
    await expect(async () => {
      await page.getByTestId('document-pane').getByTestId('pane-context-menu-button').click()
      await page.getByRole('menuitem', {name: 'History'}).click({timeout: 5_000})
    }).toPass({timeout: 30_000})
    const entries = page.locator('#history-panel').getByTestId('timeline-item-button')
    await expect(entries.first()).toContainText('Published')
    await expect(entries.first()).toContainText('Black Friday prices')
    await keepScreenshot(page, 'releases-history')
    expect(errors).toEqual([])
  } finally {
    await restorePackage(original as never)
  }
})

test('a release run at once publishes its price, even over a change published after it was added, which Compare versions shows first', async ({
  maya,
}) => {
  const original = await getDocument(PACKAGE)
  const {page, errors} = maya
  try {
    const releaseId = await createRelease(page, 'New Pro price', 'As soon as possible')
    await addPackageWithPrice(page, releaseId, '129')

    // Sam publishes a new subtitle for Pro directly, after it was added to the release.
    const sam = await tokenFor('Sam Ortiz')
    for (const action of [
      {
        actionType: 'sanity.action.document.edit',
        draftId: `drafts.${PACKAGE}`,
        publishedId: PACKAGE,
        patch: {set: {subtitle: 'Up to 3 users'}},
      },
      {actionType: 'sanity.action.document.publish', draftId: `drafts.${PACKAGE}`, publishedId: PACKAGE},
    ]) {
      const res = await fetch(`${lakeOrigin}/v2025-02-19/data/actions/production`, {
        method: 'POST',
        headers: {authorization: `Bearer ${sam}`, 'content-type': 'application/json'},
        body: JSON.stringify({actions: [action]}),
      })
      expect(res.status).toBe(200)
    }
    await untilShown(`${LIVE_BASE}${PAGE}`, (body) => body.includes('Up to 3 users'), Date.now(), 15_000)
    expect((await timed(`${LIVE_BASE}${PAGE}`)).body).toContain(SEED_PRICE)

    // Before running the release, Maya compares its version with the published document: Sam's
    // subtitle is listed as a change the release makes, back to the text it holds.
    await page.getByTestId('pane-context-menu-button').last().click()
    await page.getByRole('menuitem', {name: 'Compare versions'}).click()
    const compare = page.locator('#diffView')
    await expect(compare.getByText('Compare versions', {exact: true})).toBeVisible()
    for (const tab of await compare.getByRole('tab', {name: 'Content'}).all()) await tab.click()
    // The version's subtitle, marked against the published one: Sam's words struck out, "1 user" in.
    await expect(page.locator('del[data-text="Up to 3"]').last()).toBeVisible()
    await expect(compare.getByRole('button', {name: 'Review changes'}).first()).toBeVisible()
    await keepScreenshot(page, 'releases-compare-versions')
    await page.keyboard.press('Escape')

    await openRelease(page, releaseId)
    await page.getByTestId('publish-all-button').click()
    const confirm = page.getByTestId('confirm-publish-dialog')
    await confirm.getByRole('button', {name: 'Run release'}).click()
    const ranAt = Date.now()
    const ms = await untilShown(`${LIVE_BASE}${PAGE}`, (body) => body.includes('$129.00'), ranAt, 10_000)
    console.log(`The release's price was on ${PAGE} ${ms} ms after it was run`)
    // As the hosted API does: the version replaced the published document as it was; Sam's text is
    // the revision before it in the history.
    const published = await getDocument(PACKAGE)
    expect(published).toMatchObject({subtitle: '1 user', price: {amount: 129}})
    expect(errors).toEqual([])
  } finally {
    await restorePackage(original as never)
  }
})

test('a release set aside is archived, brought back with its document, and deleted, as its Activity tells', async ({
  maya,
}) => {
  const {page, errors} = maya
  // A release Maya made earlier, with Pro in it (made through the Lake's Actions API, as the Studio would).
  const token = await tokenFor('Maya Chen')
  const releaseId = `rSpring${Date.now().toString(36)}`
  const versionId = `versions.${releaseId}.${PACKAGE}`
  for (const action of [
    {
      actionType: 'sanity.action.release.create',
      releaseId,
      metadata: {title: 'Spring offers', releaseType: 'undecided'},
    },
    {actionType: 'sanity.action.document.version.create', publishedId: PACKAGE, baseId: PACKAGE, versionId},
  ]) {
    const res = await fetch(`${lakeOrigin}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
      body: JSON.stringify({actions: [action]}),
    })
    expect(res.status).toBe(200)
  }
  const state = () => lakeQuery<string | null>('*[_id == $id][0].state', {id: `_.releases.${releaseId}`})
  const versions = () => lakeQuery<number>('count(*[_id == $id])', {id: versionId})
  const fromMenu = async (item: string, confirm?: string) => {
    await page.getByRole('button', {name: 'Release menu'}).click()
    await page.getByRole('menuitem', {name: item}).click()
    if (confirm) await page.getByRole('button', {name: confirm}).click()
  }

  await page.goto(`${STUDIO_BASE}/releases/${releaseId}`)
  await expect(page.getByText('Pro', {exact: true}).first()).toBeVisible({timeout: 60_000})
  await fromMenu('Archive release', 'Yes, archive release')
  await expect.poll(state).toBe('archived')
  expect(await versions()).toBe(0)
  // Archived, the release still lists the document it held (read from the history).
  await expect(page.getByText('This release is archived')).toBeVisible()
  await expect(page.getByText('Pro', {exact: true}).first()).toBeVisible()

  await fromMenu('Unarchive release')
  await expect.poll(state).toBe('active')
  expect(await versions()).toBe(1)
  await page.getByRole('button', {name: 'Activity'}).click()
  for (const event of ['Created the', 'Archived the', 'Unarchived the'])
    await expect(page.getByText(event).filter({hasText: 'Spring offers'}).first()).toBeVisible()

  await fromMenu('Archive release', 'Yes, archive release')
  await expect.poll(state).toBe('archived')
  await fromMenu('Delete release', 'Yes, delete release')
  await expect.poll(state).toBeNull()
  expect(await getDocument(PACKAGE)).toMatchObject({price: {amount: 99.99}})
  expect(errors).toEqual([])
})
