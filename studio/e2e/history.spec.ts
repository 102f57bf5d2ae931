/**
 * An editor undoes a publish from the document's History: a testimonial's quote is edited and
 * published twice, History (⋯ → History) lists both publishes by her name, she selects the earlier
 * one and reverts to it; the Lake then holds that text as the draft, and once published the live site
 * shows it. The History inspector reads the Lake's History API (lake/history.ts).
 */
import {expect} from '@playwright/test'
import {getDocument, LIVE_BASE, lakeRequests, publish, untilShown} from '@agency/web/e2e/live/lake'
import {documentForm, keepScreenshot, openStructure, publishDocument, test} from './studio'

const TESTIMONIAL = 'testimonial-media-research-grace'
const DRAFT = `drafts.${TESTIMONIAL}`
const PAGE = '/market-research-agent'
const FIRST_START = 'We launched with the agent’s research brief'
const FIRST = `${FIRST_START} and it paid for itself in the first week.`
const SECOND = 'Every launch starts with the agent now: it finds what our competitors changed overnight.'

/** The draft's quote in the Lake, or undefined while there is no draft. */
const draftQuote = () =>
  getDocument(DRAFT).then(
    (doc) => doc.quote as string,
    () => undefined,
  )

test('History lists each publish by its editor, and reverting to the earlier one brings its text back', async ({
  maya,
}) => {
  const original = await getDocument(TESTIMONIAL)
  const {page, errors} = maya
  const historyCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.includes('/data/history/')) historyCalls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  const since = Date.now()
  try {
    await openStructure(page, `testimonial;${TESTIMONIAL}`)
    await documentForm(page)
    const quote = page.getByRole('textbox', {name: 'Quote', exact: true})

    // The first text in two edits: the draft's creation, then an edit to it.
    await quote.fill(FIRST_START)
    await expect.poll(draftQuote).toBe(FIRST_START)
    await quote.press('End')
    await quote.pressSequentially(FIRST.slice(FIRST_START.length))
    await expect.poll(draftQuote).toBe(FIRST)
    await publishDocument(page, TESTIMONIAL)
    await quote.fill(SECOND)
    await expect.poll(draftQuote).toBe(SECOND)
    await publishDocument(page, TESTIMONIAL)
    expect((await getDocument(TESTIMONIAL)).quote).toBe(SECOND)

    await page.getByTestId('document-pane').getByTestId('pane-context-menu-button').click()
    await page.getByRole('menuitem', {name: 'History'}).click()
    const panel = page.locator('#history-panel')
    const entries = panel.getByTestId('timeline-item-button')
    const publishes = entries.filter({hasText: 'Published'})
    // Newest first: the second publish, then the first (each expandable to the edits before it).
    await expect(publishes).toHaveCount(2)
    await expect(entries.first()).toContainText('Published')
    // Each by the editor who made it: her avatar names her.
    await publishes.first().getByText('MC').hover()
    await expect(page.getByText('Maya Chen', {exact: true}).first()).toBeVisible()
    await keepScreenshot(page, 'history-list')

    // Expanded, the earlier publish shows the edits it published.
    await expect(entries.filter({hasText: 'Edited'})).toHaveCount(0)
    await publishes.nth(1).locator('xpath=..').getByRole('button').last().click()
    await expect(entries.filter({hasText: 'Edited'}).first()).toBeVisible()

    // The earlier publish: the form shows its text, read-only, and the footer offers to revert to it.
    await publishes.nth(1).click()
    await expect(quote).toHaveValue(FIRST)
    const revert = page.getByRole('button', {name: 'Revert to revision'})
    await expect(revert).toBeEnabled()
    await keepScreenshot(page, 'history-earlier-revision')
    // Review changes, from the draft's first creation to it: the quote grew by the second edit's words.
    await page.getByRole('tab', {name: 'Review changes'}).click()
    const review = page.getByTestId('review-changes-pane')
    await review.getByTestId('timeline-menu-open-button').first().click()
    await page
      .getByTestId('timeline-menu')
      .getByTestId('timeline-item-button')
      .filter({hasText: 'Draft created'})
      .last()
      .click()
    await expect(review.getByText('Quote', {exact: true})).toBeVisible()
    await expect(review.getByText('and it paid for itself', {exact: false}).first()).toBeVisible()
    await keepScreenshot(page, 'history-review-changes')
    await revert.click()
    await page.getByRole('button', {name: 'Confirm'}).click()

    // Restored as the draft; the published text stays until she publishes it.
    await expect.poll(draftQuote).toBe(FIRST)
    expect((await getDocument(TESTIMONIAL)).quote).toBe(SECOND)
    await expect(quote).toHaveValue(FIRST)
    await publishDocument(page, TESTIMONIAL)
    expect((await getDocument(TESTIMONIAL)).quote).toBe(FIRST)
    await untilShown(`${LIVE_BASE}${PAGE}`, (body) => body.includes(FIRST.slice(0, 40)), Date.now(), 15_000)
    expect(errors).toEqual([])
  } finally {
    console.log(`History calls the Studio made:\n${[...new Set(historyCalls)].join('\n')}`)
    const answered = (await lakeRequests()) as unknown as Array<{
      at: number
      method: string
      path: string
      status: number
    }>
    const history = answered.filter((r) => r.at >= since && r.path.includes('/data/history/'))
    console.log(
      `The Lake's answers: ${[...new Set(history.map((r) => `${r.method} ${r.path.replace(/\/v[\w-]+/, '')} → ${r.status}`))].join('\n')}`,
    )
    await publish([{createOrReplace: original}, {delete: {id: DRAFT}}])
  }
})
