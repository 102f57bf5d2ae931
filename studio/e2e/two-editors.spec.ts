/**
 * Two editors in the same document at once: each types into a field of the same testimonial in their
 * own browser, at the same time, and every keystroke of both survives, in the order typed. Each Studio
 * sends its typing as patches the Lake applies to the document as it is by then (@sanity/mutator), and
 * each Studio rebases its unsent typing on the other's changes, so both end with the same document.
 *
 * (Both typing at the very same place in one field is not tested for every keystroke: diff-match-patch,
 * the patch format the Studio sends and the Lake applies, merges such typing by context and can drop a
 * character, as it can on the hosted Lake.)
 */
import {expect, type Page} from '@playwright/test'
import {getDocument, publish} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, test} from './studio'

const TESTIMONIAL = 'testimonial-media-podcast-lena'

async function openTestimonial(page: Page) {
  await openStructure(page, `testimonial;${TESTIMONIAL}`)
  await documentForm(page)
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
    // Both type at the same time, key by key.
    await Promise.all([
      mayaQuote.pressSequentially(quoteAdded, {delay: 30}),
      samRole.pressSequentially(roleAdded, {delay: 40}),
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
