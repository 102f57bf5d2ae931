/**
 * Two editors in the same document at once: each types into a field of the same testimonial in their
 * own browser, at the same time, and every keystroke of both survives, in the order typed. Each Studio
 * sends its typing as patches the Lake applies to the document as it is by then (@sanity/mutator), and
 * each Studio rebases its unsent typing on the other's changes, so both end with the same document.
 * In one field, two editors taking turns (each starts as soon as the other's words show) keep every
 * word of both.
 *
 * Not tested: both pressing keys into one field at the very same moment. There the Studio itself can
 * drop a key, whatever the server: a text field sends its whole value on every key
 * (`set(event.currentTarget.value)`, sanity's core/form/members/object/fields/PrimitiveField.tsx), and
 * the Studio's buffer turns that into a diff against the document as it holds it
 * (@sanity/mutator's SquashingBuffer.optimiseSetOperation). When the other editor's change has reached
 * the buffer but not yet the screen, the key's value lacks it, and the diff removes it. Hosted Sanity
 * runs the same Studio code, so it drops the same keys.
 */
import {expect, type Locator, type Page} from '@playwright/test'
import {getDocument, publish} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, test, typist} from './studio'

const TESTIMONIAL = 'testimonial-media-podcast-lena'

async function openTestimonial(page: Page) {
  await openStructure(page, `testimonial;${TESTIMONIAL}`)
  await documentForm(page)
}

/** Types `text` into a field that holds `start`, key by key at its end (./studio.ts typist): every key must be taken. */
async function typeAtEnd(field: Locator, start: string, text: string) {
  const keys = typist(field, start)
  for (const key of text) expect(await keys.press(key), `"${key}" typed`).toBe(true)
}

test('two editors typing into the same document at once both keep every keystroke, in order', async ({
  maya,
  newEditor,
}) => {
  const original = await getDocument(TESTIMONIAL)
  const sam = await newEditor('Sam Ortiz')
  const quoteAdded = ' We answer every call within one ring now.'
  const roleAdded = ', Hartmann Dental Group'
  try {
    await Promise.all([openTestimonial(maya.page), openTestimonial(sam.page)])
    const mayaQuote = maya.page.getByRole('textbox', {name: 'Quote', exact: true})
    const samRole = sam.page.getByRole('textbox', {name: 'Title or role', exact: true})
    await mayaQuote.click()
    await mayaQuote.press('ControlOrMeta+End')
    await samRole.click()
    await samRole.press('End')
    // Both type at the same time, key by key: each key is read back from its field before the next,
    // so the two editors' keys interleave.
    await Promise.all([
      typeAtEnd(mayaQuote, String(original.quote), quoteAdded),
      typeAtEnd(samRole, String(original.role), roleAdded),
    ])

    const expected = {quote: `${original.quote}${quoteAdded}`, role: `${original.role}${roleAdded}`}
    const draft = async () => {
      const doc = (await getDocument(`drafts.${TESTIMONIAL}`).catch(() => ({}))) as {quote?: string; role?: string}
      return {quote: doc.quote, role: doc.role}
    }
    await expect.poll(draft, {timeout: 30_000}).toEqual(expected)
    // Each Studio shows the other's typing too.
    await expect(maya.page.getByRole('textbox', {name: 'Title or role', exact: true})).toHaveValue(expected.role)
    await expect(mayaQuote).toHaveValue(expected.quote)
    await expect(sam.page.getByRole('textbox', {name: 'Quote', exact: true})).toHaveValue(expected.quote)
    await expect(samRole).toHaveValue(expected.role)
    expect([...maya.errors, ...sam.errors]).toEqual([])
  } finally {
    await publish([{createOrReplace: original}, {delete: {id: `drafts.${TESTIMONIAL}`}}])
  }
})

test('two editors taking turns in one field keep every word of both, in order', async ({maya, newEditor}) => {
  const original = await getDocument(TESTIMONIAL)
  const sam = await newEditor('Sam Ortiz')
  try {
    await Promise.all([openTestimonial(maya.page), openTestimonial(sam.page)])
    const quoteOf = (page: Page) => page.getByRole('textbox', {name: 'Quote', exact: true})
    let expected = String(original.quote)
    /** One editor adds a phrase at the end; both Studios then show the whole quote. */
    async function turn(writer: Locator, reader: Locator, phrase: string) {
      await writer.click()
      await writer.press('ControlOrMeta+End')
      await writer.pressSequentially(phrase, {delay: 20})
      expected += phrase
      await expect(writer).toHaveValue(expected)
      await expect(reader).toHaveValue(expected)
    }
    const mayaQuote = quoteOf(maya.page)
    const samQuote = quoteOf(sam.page)
    await turn(mayaQuote, samQuote, ' Maya one.')
    await turn(samQuote, mayaQuote, ' Sam one.')
    await turn(mayaQuote, samQuote, ' Maya two.')
    await turn(samQuote, mayaQuote, ' Sam two.')
    await expect
      .poll(async () => ((await getDocument(`drafts.${TESTIMONIAL}`).catch(() => ({}))) as {quote?: string}).quote, {
        timeout: 30_000,
      })
      .toBe(expected)
    expect([...maya.errors, ...sam.errors]).toEqual([])
  } finally {
    await publish([{createOrReplace: original}, {delete: {id: `drafts.${TESTIMONIAL}`}}])
  }
})
