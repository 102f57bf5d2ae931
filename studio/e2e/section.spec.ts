/**
 * Adding a section to a page: the "Add item" menu of the page's sections (grouped by purpose, with a
 * picture of each section: schemas/sections/insertMenu.ts), the new section's fields, Publish, and the
 * page on the live site shows the section.
 */
import {expect} from '@playwright/test'
import {getDocument, LIVE_BASE, publish, until} from '@agency/web/e2e/live/lake'
import {documentForm, openStructure, publishDocument, test} from './studio'

const PAGE = 'page-cookies'
const HEADING = 'Questions about cookies? Ask a person'

test('a section added from the insert menu, filled and published, is on the page', async ({maya}) => {
  const original = await getDocument(PAGE)
  const {page, errors} = maya
  try {
    await openStructure(page, `pages;pages-all;${PAGE}`)
    await documentForm(page)
    const addItem = page.getByRole('button', {name: 'Add item...'}).last()
    await addItem.click()

    // The menu groups sections by purpose and shows each as a picture.
    const menu = page.getByRole('menu').last()
    await menu.getByRole('tab', {name: 'Forms'}).click()
    await expect(menu.getByRole('menuitem', {name: 'Contact details and hours'})).toBeVisible()
    await expect(menu.getByRole('menuitem', {name: 'Call to action'})).toHaveCount(0)
    await menu.getByRole('tab', {name: 'All'}).click()
    await expect(menu.locator('img[src*="/static/sections/callToAction.svg"]')).toBeVisible()
    // Chosen with the keyboard, as the menu offers: a pointer click aims at where the item was drawn,
    // and the popover is placed again while the grid under "All" settles, so a click could land on the
    // page behind it and close it. Enter acts on the item itself, wherever the menu is.
    await menu.getByRole('menuitem', {name: 'Call to action'}).press('Enter')

    // The new section opens in a dialog: its heading, then one button.
    await expect(menu).toBeHidden()
    const section = page.getByRole('dialog').last()
    await section.getByRole('textbox', {name: 'Heading', exact: true}).fill(HEADING)
    await section.getByRole('button', {name: /^Add item/}).click()
    const button = page.getByRole('dialog').last()
    await button.getByRole('textbox', {name: 'Label', exact: true}).fill('Write to us')
    await button.getByRole('textbox', {name: 'Address', exact: true}).fill('/contact')
    // Close what is open (the button's editor, then the section's).
    const dialogs = page.getByRole('dialog')
    while ((await dialogs.count()) > 0) await dialogs.last().getByRole('button', {name: 'Close dialog'}).click()
    await expect(page.getByText(`Call to action: ${HEADING}`)).toBeVisible()

    await publishDocument(page, PAGE)
    const since = Date.now()
    const shown = await until(`${LIVE_BASE}/cookies`, (status, body) => status === 200 && body.includes(HEADING), since)
    expect(shown.body).toMatch(/<a[^>]*href="\/contact"[^>]*>[^<]*Write to us/)
    console.log(`The new section was on /cookies ${shown.ms} ms after the publish`)
    expect(errors).toEqual([])
  } finally {
    await publish([{createOrReplace: original}])
  }
})
