/**
 * An editor finds a document by a word of its body, as on hosted Sanity: "roadmap" is in two
 * testimonials' quotes (Amara Okafor's and Leo Fischer's), not in their titles. The Studio's global
 * search and the Testimonials list's own search both find them; a quoted phrase finds the one quote
 * that has it, and an excluded word leaves a quote out.
 */
import {expect, type Page} from '@playwright/test'
import {openStructure, test} from './studio'

/** The global search's input: opened from the navbar's "Open search" the first time. */
async function globalSearch(page: Page, terms: string) {
  // Labelled "Recent searches" while empty and "Search results" once typed into.
  const input = page.getByPlaceholder('Search', {exact: true})
  if (!(await input.isVisible())) await page.getByRole('button', {name: 'Open search'}).click()
  await input.fill(terms)
}

/** A hit in the global search's results, by the name its preview shows. */
const hit = (page: Page, name: string) => page.getByRole('option', {name: new RegExp(`^${name}`)})

test('global search and a list’s search find a word of a quote; phrases and exclusions narrow it', async ({maya}) => {
  const {page, errors} = maya
  await openStructure(page, '')
  await expect(page.getByRole('listbox', {name: 'Content'}).getByText('Testimonials')).toBeVisible()

  await globalSearch(page, 'roadmap')
  await expect(hit(page, 'Amara Okafor')).toBeVisible({timeout: 30_000})
  await expect(hit(page, 'Leo Fischer')).toBeVisible()

  await globalSearch(page, '"realistic AI roadmap"')
  await expect(hit(page, 'Leo Fischer')).toHaveCount(0, {timeout: 30_000})
  await expect(hit(page, 'Amara Okafor')).toBeVisible()

  await globalSearch(page, 'roadmap -hype')
  await expect(hit(page, 'Amara Okafor')).toHaveCount(0, {timeout: 30_000})
  await expect(hit(page, 'Leo Fischer')).toBeVisible()
  await page.keyboard.press('Escape')

  await openStructure(page, 'testimonial')
  const list = page.getByTestId('document-list-pane')
  const items = list.locator('a[data-testid^="pane-item-"]')
  // The search field is typed into once the list has loaded: the pane draws it anew as the list
  // arrives, and what was typed before is gone (CI saw the whole list, the field empty). The field is
  // typed into again if the pane was drawn anew since. The unfiltered list shows until the search
  // answers (Amara Okafor is in it): wait for the two hits.
  await expect(items.first()).toBeVisible({timeout: 30_000})
  const listSearch = page.getByPlaceholder('Search list')
  await expect(async () => {
    if ((await listSearch.inputValue()) !== 'roadmap') await listSearch.fill('roadmap')
    await expect(items).toHaveCount(2, {timeout: 5_000})
  }).toPass({timeout: 45_000})
  await expect(list.getByText('Amara Okafor')).toBeVisible()
  await expect(list.getByText('Leo Fischer')).toBeVisible()
  await expect(list.getByText('No results found')).toHaveCount(0)
  expect(errors).toEqual([])
})
