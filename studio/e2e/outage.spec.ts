/**
 * The Lake going away while an editor types: the local Lake refuses connections, as the hosted one is
 * unreachable, for twenty seconds (longer than the Sanity client's own retries, about 3 s). The Studio
 * shows its own "Trying to connect…" state, keeps what the editor typed on screen, and once the Lake is
 * back saves the typing it had not sent yet: nothing is lost.
 */
import {expect} from '@playwright/test'
import {getDocument, publish, setFault} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, test} from './studio'

const TESTIMONIAL = 'testimonial-media-research-samuel'

test('typing the Studio had not saved when the Lake went away is saved once it is back; meanwhile it is trying to connect', async ({
  maya,
}) => {
  const original = await getDocument(TESTIMONIAL)
  const {page, errors} = maya
  const added = ' Our analysts now start from a draft brief, not a blank page.'
  const draftQuote = async () =>
    ((await getDocument(`drafts.${TESTIMONIAL}`).catch(() => ({}))) as {quote?: string}).quote ?? ''
  try {
    await openStructure(page, `testimonial;${TESTIMONIAL}`)
    await documentForm(page)
    const quote = page.getByRole('textbox', {name: 'Quote', exact: true})
    await quote.click()
    await quote.press('ControlOrMeta+End')
    // The Studio sends typing at most once a second: the Lake goes away just after the last key,
    // before the Studio has sent the last second of it.
    await quote.pressSequentially(added, {delay: 5})
    await setFault({mode: 'refuse'})
    await expect(page.getByText('Trying to connect…').first()).toBeVisible({timeout: 60_000})
    expect(await draftQuote(), 'some of the typing was not saved when the Lake went away').not.toBe(
      `${original.quote}${added}`,
    )
    // What the editor typed stays on screen, and the Studio holds on.
    await expect(quote).toHaveValue(`${original.quote}${added}`)
    await page.waitForTimeout(20_000)
    await expect(page.getByText('The structure tool crashed')).toHaveCount(0)

    await setFault({mode: 'none'})
    await expect(page.getByText('Trying to connect…')).toHaveCount(0, {timeout: 60_000})
    await expect.poll(draftQuote, {timeout: 60_000}).toBe(`${original.quote}${added}`)
    await expect(quote).toHaveValue(`${original.quote}${added}`)
    expect(errors).toEqual([])
  } finally {
    await setFault({mode: 'none'})
    await publish([{createOrReplace: original}, {delete: {id: `drafts.${TESTIMONIAL}`}}])
  }
})
