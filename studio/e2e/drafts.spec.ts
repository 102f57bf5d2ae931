/**
 * Drafts stay drafts: an edit the editor has not published never reaches the public site (no webhook
 * is sent, the page keeps its words), and discarding it leaves the published page as it was.
 */
import {expect} from '@playwright/test'
import {deliveries, getDocument, LIVE_BASE, timed} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, test} from './studio'

const TESTIMONIAL = 'testimonial-media-research-grace'
const PAGE = '/market-research-agent'

test('an unpublished draft never reaches the site, and discarding it leaves the page as it was', async ({maya}) => {
  const published = await getDocument(TESTIMONIAL)
  const quote = published.quote as string
  const {page, errors} = maya
  const before = await timed(`${LIVE_BASE}${PAGE}`)
  expect(before.body).toContain(quote.slice(0, 40))
  const sentBefore = (await deliveries()).length

  await openStructure(page, `testimonial;${TESTIMONIAL}`)
  await documentForm(page)
  const field = page.getByRole('textbox', {name: 'Quote', exact: true})
  await field.fill('DRAFT ONLY: this sentence must never be shown to visitors.')
  await expect
    .poll(async () => ((await getDocument(`drafts.${TESTIMONIAL}`).catch(() => ({}))) as {quote?: string}).quote)
    .toBe('DRAFT ONLY: this sentence must never be shown to visitors.')
  // What is tested is that nothing happens: no publish, so no webhook, in the 4 s after the draft was
  // saved, a wait far longer than a publish takes to reach the site (the price test: under 2 s).
  await page.waitForTimeout(4_000)
  expect((await deliveries()).length).toBe(sentBefore)
  const during = await timed(`${LIVE_BASE}${PAGE}`)
  expect(during.body).not.toContain('DRAFT ONLY')
  expect(during.body).toContain(quote.slice(0, 40))

  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', {name: 'Discard changes'}).click()
  await page.getByRole('dialog').getByRole('button', {name: 'Discard'}).click()
  await expect
    .poll(() =>
      getDocument(`drafts.${TESTIMONIAL}`).then(
        () => 'draft',
        () => 'none',
      ),
    )
    .toBe('none')
  await expect(field).toHaveValue(quote)
  expect(await getDocument(TESTIMONIAL)).toEqual(published)
  expect((await deliveries()).length).toBe(sentBefore)
  expect((await timed(`${LIVE_BASE}${PAGE}`)).body).toContain(quote.slice(0, 40))
  expect(errors).toEqual([])
})
