/**
 * Every list in the structure (studio/structure.ts, pageAreas.ts) opens with its items and no error
 * screen, and one document of each type opens its form, with no uncaught error in the page. A
 * screenshot of each list and each document, at 1440 px, is kept under test-results/studio/.
 */
import {expect, type Page} from '@playwright/test'
import {documentTypes} from '@agency/schemas'
import {getDocument} from '@agency/web/e2e/live/lake'
import {documentForm, expectNoErrorScreen, keepScreenshot, navigate, openStructure, test} from './studio'

/** The items of the pane at `depth` (0: the root list): their links and titles, once they have loaded. */
async function paneItems(page: Page, depth: number, title: string) {
  // A list of lists is a structure-tool-list-pane with its header inside; a list of documents is a
  // pane whose header sits beside its document-list-pane, so the pane around both is taken.
  const panes = page.locator(
    '[data-testid="structure-tool-list-pane"], [data-testid="pane"]:has([data-testid="document-list-pane"])',
  )
  await expect(panes).toHaveCount(depth + 1, {timeout: 60_000})
  const pane = panes.nth(depth)
  await expect(pane.getByTestId('pane-header')).toContainText(title)
  // A list with no documents (Other pages, while every page belongs to an area) says so.
  await expect(
    pane.locator('a[data-testid^="pane-item-"]').first().or(pane.getByText('No documents of this type')),
  ).toBeVisible({timeout: 60_000})
  return pane
    .locator('a[data-testid^="pane-item-"]')
    .evaluateAll((links) => links.map((a) => ({href: a.getAttribute('href') ?? '', title: a.textContent ?? ''})))
}

test('every list opens with its items, and one document of each type opens its form', async ({maya}) => {
  test.setTimeout(600_000)
  const {page, errors} = maya
  await openStructure(page, '')
  const root = await paneItems(page, 0, 'Content')
  expect(root.map((item) => item.title)).toEqual([
    'Site settings',
    'Quiz settings',
    'Pages',
    'Packages and offers',
    'Add-ons',
    'Testimonials',
    'Service cards',
    'Blog articles',
    'Blog categories',
    'Quiz questions',
    'Quiz areas',
    'Team',
    'Podcast episodes',
    'Redirects',
  ])

  const typesOpened = new Map<string, string>()
  const lists: string[] = []
  /** Opens a list; returns the document paths it shows, or descends into a list of lists. */
  async function visit(href: string, title: string) {
    await navigate(page, href)
    const depth = href.split(';').length
    const items = await paneItems(page, depth, title.split(' › ').at(-1)!)
    await expectNoErrorScreen(page, title)
    lists.push(title)
    // Quiz questions by number, 1 to 10 (not 1, 10, 2 ...); the previews fill in after the list.
    if (title === 'Quiz questions')
      await expect(page.locator('[data-testid="document-list-pane"] a[data-testid^="pane-item-"]')).toHaveText(
        items.map((_, i) => new RegExp(`^\\s*${i + 1}\\. `)),
      )
    // A top-level list can blank for a moment after it first shows (its screenshots came out empty):
    // the screenshot waits for its items to show again.
    await paneItems(page, depth, title.split(' › ').at(-1)!)
    await keepScreenshot(page, `list-${title}`)
    const lastSegment = (item: {href: string}) => decodeURIComponent(item.href.split(';').at(-1) ?? '')
    const documents = []
    for (const item of items) {
      const id = lastSegment(item)
      const doc = await getDocument(id).catch(() => undefined)
      if (doc) documents.push({...item, id, type: doc._type})
      else await visit(item.href, `${title} › ${item.title}`)
    }
    const unopened = documents.find((d) => !typesOpened.has(d.type))
    if (unopened) {
      typesOpened.set(unopened.type, unopened.id)
      await navigate(page, unopened.href)
      await documentForm(page)
      await expectNoErrorScreen(page, `${title} › ${unopened.title}`)
      await keepScreenshot(page, `document-${unopened.type}`)
    }
  }

  for (const item of root) {
    // Site settings and Quiz settings open their one document at once.
    if (item.title.endsWith('settings')) {
      await navigate(page, item.href)
      await documentForm(page)
      await expectNoErrorScreen(page, item.title)
      typesOpened.set(item.href.split('/').at(-1)!, item.href)
      await keepScreenshot(page, `document-${item.title}`)
      continue
    }
    await visit(item.href, item.title)
  }

  // One document of every type the Studio's schema has.
  expect([...typesOpened.keys()].sort()).toEqual(documentTypes.map((type) => type.name).sort())
  console.log(`${lists.length} lists and ${typesOpened.size} document types opened`)
  expect(errors, 'uncaught errors in the Studio').toEqual([])
})
