/**
 * Site settings, the singleton every page reads: a link address the site would refuse
 * (schemas/lib/url.ts) is refused by the field's validation and cannot be published; and a singleton
 * offers only Publish, Discard changes and Restore (studio/sanity.config.ts), never Delete, Duplicate or
 * Unpublish, which a testimonial offers.
 */
import {expect, type Page} from '@playwright/test'
import {getDocument, lakeRequests} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, publishButton, test} from './studio'

/**
 * The document's actions as the pane shows them now: the main button's label, then the action menu's
 * items. The menu button stays disabled until the document's listener is connected
 * (DocumentStatusBarActions.tsx), the Studio fills the menu's items in as they resolve, and it closes the
 * menu when the pane is drawn again; so each read opens the menu if it is not open and never throws,
 * and a test polls the reads until they hold what it expects.
 */
async function documentActions(page: Page): Promise<string[]> {
  if (!(await publishButton(page).isVisible())) return []
  const main = (await publishButton(page).textContent())?.trim() ?? ''
  const menu = page.getByRole('menu').last()
  const menuButton = page.getByTestId('action-menu-button')
  if (!(await menu.isVisible())) {
    if (!(await menuButton.isEnabled())) return [main]
    await menuButton.click({timeout: 1_000}).catch(() => undefined)
  }
  const items = await menu
    .getByRole('menuitem')
    .allTextContents()
    .catch(() => [])
  return [main, ...items.map((t) => t.trim()).filter(Boolean)]
}

/** Closes the action menu if it is open. */
async function closeActionMenu(page: Page) {
  const menu = page.getByRole('menu').last()
  if (await menu.isVisible()) await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
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
  // The menu's pages are in groups: the group opens, then the link in it.
  await page
    .getByTestId('field-sidebarGroups')
    .getByRole('button', {name: /AI agents and automation/})
    .first()
    .click()
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', {name: /Synapse/})
    .first()
    .click()
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
  // What is tested is that nothing happens: no publish is sent in the 2 s after the shortcut, which is
  // longer than the Studio takes to send one (it sends at once, as the price test's publish shows).
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
  // The singleton's menu holds only Discard changes once it is filled in; the menu closed and opened
  // again shows that nothing was added later.
  await expect.poll(() => documentActions(page)).toEqual(['Publish', 'Discard changes'])
  await closeActionMenu(page)
  await expect.poll(() => documentActions(page)).toEqual(['Publish', 'Discard changes'])
  await closeActionMenu(page)
  await discardDraft(page)
  await expectNoDraft('siteSettings')

  await openStructure(page, 'testimonial')
  await page.locator('a[data-testid^="pane-item-"][href*="/structure/testimonial;"]').first().click()
  await documentForm(page)
  const offersDuplicateAndDelete = async () => {
    const labels = await documentActions(page)
    return labels.includes('Duplicate') && labels.some((label) => label.startsWith('Delete'))
  }
  await expect
    .poll(offersDuplicateAndDelete, {
      message: "the testimonial's menu offers Duplicate and Delete",
    })
    .toBe(true)
  await closeActionMenu(page)
  expect(errors).toEqual([])
})
