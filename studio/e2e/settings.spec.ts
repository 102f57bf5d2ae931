/**
 * Site settings, the singleton every page reads: a link address the site would refuse
 * (schemas/lib/url.ts) is refused by the field's validation and cannot be published; and a singleton
 * offers only Publish, Discard changes and Restore (studio/sanity.config.ts), never Delete, Duplicate or
 * Unpublish, which a testimonial offers.
 */
import {expect, type Page} from '@playwright/test'
import {getDocument, lakeRequests} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, publishButton, test} from './studio'

/** The labels of the document's actions: the main button, then the menu beside it. */
/**
 * The document's actions: the main button's label, then the action menu's items. Read again until the
 * menu lists something: in one run the menu was read while the form was changing to another document,
 * and came back empty.
 */
async function documentActions(page: Page): Promise<string[]> {
  let actions: string[] = []
  await expect(async () => {
    const main = (await publishButton(page).textContent())?.trim() ?? ''
    await page.getByTestId('action-menu-button').click()
    const menu = page.getByRole('menu').last()
    await expect(menu.getByRole('menuitem').first()).toBeVisible({timeout: 5_000})
    const items = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim()).filter(Boolean)
    await page.keyboard.press('Escape')
    expect(items.length).toBeGreaterThan(0)
    actions = [main, ...items]
  }).toPass({timeout: 30_000})
  return actions
}

async function discardDraft(page: Page) {
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', {name: 'Discard changes'}).click()
  await page.getByRole('dialog').getByRole('button', {name: 'Discard'}).click()
}

/** Waits until the Lake holds no draft of the document `id`. */
async function expectNoDraft(id: string) {
  await expect
    .poll(() =>
      getDocument(`drafts.${id}`).then(
        () => 'draft',
        () => 'none',
      ),
    )
    .toBe('none')
}

test('a link to javascript:alert(1) is refused by validation and cannot be published', async ({maya}) => {
  const published = await getDocument('siteSettings')
  const {page, errors} = maya
  await openStructure(page, 'siteSettings')
  await documentForm(page)
  await page.getByRole('tab', {name: 'Sidebar'}).click()
  const firstLink = page
    .getByTestId('field-sidebarPages')
    .getByRole('button', {name: /Synapse/})
    .first()
  await firstLink.click()
  const link = page.getByRole('dialog').last()
  const address = link.getByRole('textbox', {name: 'Address', exact: true})
  await address.fill('javascript:alert(1)')
  // The field is marked invalid, and its icon tells why.
  const invalid = link.getByTestId('input-validation-icon-error')
  await expect(invalid).toBeVisible()
  await invalid.hover()
  await expect(
    page.getByText(
      'Start with / (a page of this site), # (a section of this page), https://, mailto: or tel:, without spaces',
    ),
  ).toBeVisible()
  await link.getByRole('button', {name: 'Close dialog'}).click()

  const since = (await lakeRequests()).length
  await expect(publishButton(page)).toBeDisabled()
  await publishButton(page).hover()
  await expect(page.getByText(/validation errors/i).first()).toBeVisible()
  // The keyboard shortcut cannot publish it either.
  await page.keyboard.press('Control+Alt+P')
  await page.waitForTimeout(2_000)
  const publishes = (await lakeRequests()).slice(since).filter((r) => JSON.stringify(r).includes('document.publish'))
  expect(publishes).toEqual([])
  expect(await getDocument('siteSettings')).toEqual(published)

  await discardDraft(page)
  await expectNoDraft('siteSettings')
  expect(errors).toEqual([])
})

test('a singleton offers only Publish, Discard changes and Restore; a testimonial offers more', async ({maya}) => {
  const {page, errors} = maya
  await openStructure(page, 'siteSettings')
  await documentForm(page)
  await page.getByRole('textbox', {name: 'Site name', exact: true}).fill('Helix AI Agency')
  await expect(publishButton(page)).toBeEnabled()
  const singleton = await documentActions(page)
  expect(singleton[0]).toBe('Publish')
  expect(singleton.slice(1)).toEqual(['Discard changes'])
  await discardDraft(page)
  await expectNoDraft('siteSettings')

  await openStructure(page, 'testimonial')
  await page.locator('a[data-testid^="pane-item-"][href*="/structure/testimonial;"]').first().click()
  await documentForm(page)
  const listed = await documentActions(page)
  expect(listed).toContain('Duplicate')
  expect(listed.some((label) => label.startsWith('Delete'))).toBe(true)
  expect(errors).toEqual([])
})
