/**
 * The Presentation tool: the site in draft mode beside the page's fields. The Studio opens the site
 * through /api/draft-mode/enable with its preview secret (which the site checks with the Lake), the
 * site reads drafts with content source maps (lake/source-map.ts) and hides each text's origin in it
 * (stega), and a click on a text in the preview opens its field in the Studio. "Exit preview" then
 * returns to the same page, published, on the site's own address.
 */
import {expect} from '@playwright/test'
import {LIVE_BASE} from '@agency/web/e2e/live/lake'
import {STUDIO_BASE, test} from './studio'

/** The visible text: stega markers are invisible characters. */
const visible = (text: string) => text.replace(/[\u200B-\u200F\u2060-\u206F\uFEFF]/g, '')

test('Presentation shows the page in draft mode beside its fields; a click on a text opens its field', async ({
  maya,
}) => {
  const {page, errors} = maya
  await page.goto(`${STUDIO_BASE}/presentation?preview=${encodeURIComponent('/about')}`)
  const preview = page.frameLocator('iframe').first()
  const heading = preview.locator('h1')
  await expect(heading).toBeVisible({timeout: 90_000})
  const title = visible(await heading.innerText())
  expect(title.length).toBeGreaterThan(3)
  // Draft mode: the exit link is there, and the text carries its source (stega).
  await expect(preview.getByRole('link', {name: 'Exit preview'})).toBeVisible()
  expect(await heading.innerText()).not.toBe(title)

  // Beside it, the page's own document.
  await expect(page.getByRole('textbox', {name: 'Title', exact: true})).toHaveValue('About', {timeout: 60_000})

  // The field the heading comes from opens: the hero section's title, found through the source map. A
  // click before the preview's overlays have connected to the Studio does nothing, as an editor's
  // would: click again, as they would.
  await expect(async () => {
    await heading.click()
    await expect(page).toHaveURL(/\/presentation\/page\/page-about\/sections\[_key==%22\w+%22\]\.title/, {
      timeout: 3_000,
    })
  }).toPass({timeout: 45_000})
  const field = page.getByRole('textbox', {name: 'Title', exact: true}).last()
  await expect(field).toHaveValue(title)
  await expect(field).toBeFocused()

  // "Exit preview" returns to this page, published, on the address the preview used.
  await preview.getByRole('link', {name: 'Exit preview'}).click()
  const site = new URL(LIVE_BASE)
  await expect.poll(() => page.frames().map((f) => f.url())).toContain(`${site.protocol}//${site.host}/about`)
  await expect(preview.getByRole('link', {name: 'Exit preview'})).toHaveCount(0)
  expect(errors).toEqual([])
})
