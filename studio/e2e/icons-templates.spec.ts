/**
 * The Studio's own inputs and templates: an icon field is a grid of the site's icons
 * (studio/IconInput.tsx), the chosen one pressed; "New marketing package" (studio/templates.ts)
 * creates a package whose kind is already set.
 */
import {ICON_NAMES} from '@agency/schemas/lib/icons'
import {expect} from '@playwright/test'
import {getDocument, publish} from '@agency/web/e2e/live/lake'
import {documentForm, lakeQuery, openStructure, test} from './studio'

test('an icon field shows every icon as a picture, the chosen one pressed; choosing another saves it', async ({
  maya,
}) => {
  const {page, errors} = maya
  const [card] = await lakeQuery<Array<{_id: string; icon: string}>>(
    '*[_type == "serviceCard" && defined(icon) && !(_id in path("drafts.**"))] | order(_id)[0..0]{_id, icon}',
  )
  expect(card).toBeDefined()
  try {
    await openStructure(page, `serviceCard;${card!._id}`)
    await documentForm(page)
    const field = page.getByTestId('field-icon')
    // One button per icon (the field's own menu buttons aside), each with its drawing.
    const icons = field.locator('button[aria-pressed]')
    await expect(icons).toHaveCount(ICON_NAMES.length)
    await expect(field.locator('button[aria-pressed] svg')).toHaveCount(ICON_NAMES.length)
    await expect(field.getByRole('button', {pressed: true})).toHaveAttribute('title', card!.icon)
    await expect(field.getByText(`Chosen: ${card!.icon}`)).toBeVisible()

    const other = ICON_NAMES.find((name) => name !== card!.icon)!
    await field.getByRole('button', {name: other, exact: true}).click()
    await expect(field.getByRole('button', {pressed: true})).toHaveAttribute('title', other)
    await expect
      .poll(async () => ((await getDocument(`drafts.${card!._id}`).catch(() => ({}))) as {icon?: string}).icon)
      .toBe(other)
    expect(errors).toEqual([])
  } finally {
    await publish([{delete: {id: `drafts.${card!._id}`}}])
  }
})

test('"New marketing package" creates a package whose kind is marketing', async ({maya}) => {
  const {page, errors} = maya
  let created: string[] = []
  try {
    await openStructure(page, '')
    await page.getByTestId('new-document-button').click()
    const search = page.getByPlaceholder(/Search/).last()
    await search.fill('marketing package')
    await page.getByText('New marketing package', {exact: true}).click()
    await documentForm(page)
    // A package opens on its prices, what editors change most; its name is under Content.
    await page.getByRole('tab', {name: 'Content', exact: true}).click()
    await page.getByRole('textbox', {name: 'Name', exact: true}).fill('Growth Plus')
    await expect
      .poll(async () => {
        created = await lakeQuery<string[]>('*[_type == "servicePackage" && title == "Growth Plus"]._id')
        return created.length
      })
      .toBe(1)
    const draft = await getDocument(created[0]!)
    expect(draft._id).toMatch(/^drafts\./)
    expect(draft.kind).toBe('marketing')
    // It is listed with the other marketing packages at once.
    await openStructure(page, 'packages;servicePackage-marketing')
    await expect(page.getByRole('link', {name: /Growth Plus/})).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    if (created.length) await publish(created.map((id) => ({delete: {id}})))
  }
})
