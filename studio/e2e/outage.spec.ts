/**
 * An editor who keeps typing while the Lake is away: the local Lake refuses connections, as the hosted
 * one is unreachable, for twenty seconds (longer than the client's own retries), then answers again
 * but refuses writes for a few seconds more, while the editor goes on typing into a testimonial's
 * quote, and types on once it saves again.
 *
 * What the Studio does meanwhile is its own (sanity's core/form/useDocumentForm.ts): it says "Trying to
 * connect…" and makes the form read-only while its listener reconnects, so keys pressed then do not
 * enter the field, as on hosted Sanity. What must hold is that every key the field took is kept, in
 * the order typed, with nothing else: after every key the field shows exactly the text so far, and
 * once the Lake is back the Lake holds exactly that text. (Before the Lake resumed listeners, the
 * Studio rebuilt the document from a fresh snapshot on reconnecting and merged the unsent keys back at
 * the wrong places: "…outage. T ypAfter it is back.")
 */
import {expect} from '@playwright/test'
import {getDocument, publish, setFault} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, test, typist} from './studio'

const TESTIMONIAL = 'testimonial-media-research-samuel'
const OUTAGE_MS = 20_000

test('every key an editor types through a 20 s outage and after it is kept, in order, and saved once the Lake is back', async ({
  maya,
}) => {
  test.setTimeout(240_000)
  const original = await getDocument(TESTIMONIAL)
  const {page, errors} = maya
  const draftQuote = async () =>
    ((await getDocument(`drafts.${TESTIMONIAL}`).catch(() => ({}))) as {quote?: string}).quote ?? ''
  try {
    // That the outage reached the Studio: it said so, or a request of its to the Lake's data API (its
    // listener, its saves) failed. Which of the two shows depends on the Studio's own timing: while a
    // listener is open, dropping it makes the Studio say "Trying to connect…"; its saves fail either way.
    let outage = false
    let lakeRequestsFailed = 0
    page.on('requestfailed', (request) => {
      if (outage && new URL(request.url()).pathname.includes('/data/')) lakeRequestsFailed++
    })
    await openStructure(page, `testimonial;${TESTIMONIAL}`)
    await documentForm(page)
    const quote = page.getByRole('textbox', {name: 'Quote', exact: true})
    await quote.click()
    await quote.press('ControlOrMeta+End')
    const keys = typist(quote, String(original.quote))

    // Typing, then the Lake goes away mid-sentence, before the Studio has sent the last keys.
    for (const key of ' Before the outage, ') await keys.press(key)
    await setFault({mode: 'refuse'})
    outage = true
    const outageEnds = Date.now() + OUTAGE_MS
    let sawTryingToConnect = false
    const during = 'typed while the Lake refuses connections, one key after another '
    for (let i = 0; Date.now() < outageEnds; i++) {
      await keys.press(during[i % during.length]!)
      sawTryingToConnect ||= await page.getByText('Trying to connect…').first().isVisible()
    }
    outage = false
    expect(
      sawTryingToConnect || lakeRequestsFailed > 0,
      'the outage reached the Studio: it said it was trying to connect, or its requests to the Lake failed',
    ).toBe(true)
    await expect(page.getByText('The structure tool crashed')).toHaveCount(0)

    // The Lake answers again, but refuses writes for a few seconds more: the Studio reconnects while
    // it still holds keys it could not save, and the editor types straight on.
    await setFault({mode: 'status', status: 503, writesOnly: true})
    const writesBack = Date.now() + 5_000
    const after = 'it is back and still not saving, '
    for (let i = 0; Date.now() < writesBack; i++) await keys.press(after[i % after.length]!)
    // Then it saves: the field may stay read-only while the Studio resends what it held; once it has
    // saved, every key is taken.
    await setFault({mode: 'none'})
    for (const key of 'Saving now, ') await keys.press(key)
    await expect.poll(draftQuote, {timeout: 60_000}).toBe(keys.text)
    await expect(quote).toBeEditable()
    for (const key of 'and typing goes on.') expect(await keys.press(key), `"${key}" typed after the outage`).toBe(true)

    await expect.poll(draftQuote, {timeout: 60_000}).toBe(keys.text)
    await expect(quote).toHaveValue(keys.text)
    expect(keys.text).toBe(`${original.quote}${keys.taken.join('')}`)
    expect(errors).toEqual([])
  } finally {
    await setFault({mode: 'none'})
    await publish([{createOrReplace: original}, {delete: {id: `drafts.${TESTIMONIAL}`}}])
  }
})
