/**
 * Two editors in one document see each other, as in the hosted Studio: each Studio keeps its presence
 * WebSocket to the Lake open (lake/presence.ts), and the navbar's "Who is here" menu lists the other
 * editor in the document they have open. When one leaves, the other's list empties.
 */
import {expect, type Page} from '@playwright/test'
import {documentForm, openStructure, test} from './studio'

const TESTIMONIAL = 'testimonial-media-podcast-lena'

async function whoIsHere(page: Page) {
  await page.getByRole('button', {name: 'Global presence'}).click()
  return page.getByRole('menu')
}

test('two editors in one document see each other in the Studio’s presence, and one leaving is seen', async ({
  maya,
  newEditor,
}) => {
  const sam = await newEditor('Sam Ortiz')
  await Promise.all(
    [maya.page, sam.page].map(async (page) => {
      await openStructure(page, `testimonial;${TESTIMONIAL}`)
      await documentForm(page)
    }),
  )
  const mayaSees = await whoIsHere(maya.page)
  await expect(mayaSees.getByText('Sam Ortiz')).toBeVisible({timeout: 30_000})
  await maya.page.keyboard.press('Escape')
  const samSees = await whoIsHere(sam.page)
  await expect(samSees.getByText('Maya Chen')).toBeVisible({timeout: 30_000})
  await sam.page.keyboard.press('Escape')

  await sam.context.close()
  const afterwards = await whoIsHere(maya.page)
  await expect(afterwards.getByText('No one else is here')).toBeVisible({timeout: 30_000})
  expect([...maya.errors, ...sam.errors]).toEqual([])
})
