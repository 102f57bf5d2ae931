import {expect, test} from '@playwright/test'

/**
 * The brand where a phone visitor looks for it: the logo and name in the phone's top bar
 * beside the menu button and the two contact links, the brand on the 404 page, whose words end on a
 * full line, and footer links big enough to tap.
 */

test.use({reducedMotion: 'reduce'})

for (const width of [320, 375, 390, 768])
  test(`the top bar at ${width} px shows the logo and the name, clear of the menu and both links`, async ({page}) => {
    await page.setViewportSize({width, height: 800})
    await page.goto('/about')
    const bar = page.getByRole('banner')
    const brand = bar.locator('a[data-brand]')
    await expect(brand).toBeVisible()
    await expect(brand).toHaveText('Helix AI')
    await expect(brand).toHaveAttribute('href', '/')
    const mark = await brand.locator('svg').boundingBox()
    expect(mark!.width).toBeGreaterThanOrEqual(16)
    const boxes = await Promise.all([
      page.getByRole('button', {name: 'Open menu'}).boundingBox(),
      brand.boundingBox(),
      bar.getByRole('link', {name: 'Text INFO'}).boundingBox(),
      bar.getByRole('link', {name: 'Call Us 24/7'}).boundingBox(),
    ])
    // Left to right, none over another, all inside the screen.
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i]!.x, `item ${i} starts after item ${i - 1} ends`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.x + boxes[i - 1]!.width,
      )
    expect(boxes[3]!.x + boxes[3]!.width).toBeLessThanOrEqual(width)
    // The name is drawn whole, not cut off.
    expect(await brand.evaluate((a) => a.scrollWidth <= a.clientWidth + 1)).toBe(true)
  })

test('from 1024 px the sidebar carries the brand and the top bar leaves it out', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800})
  await page.goto('/about')
  await expect(page.getByRole('banner').locator('a[data-brand]')).toBeHidden()
  await expect(page.locator('aside a[href="/"]')).toContainText('Helix AI')
})

for (const width of [390, 1440])
  test(`the 404 page at ${width} px carries the brand and its text ends on a full line`, async ({page}) => {
    await page.setViewportSize({width, height: 900})
    const response = await page.goto('/no-such-page-here')
    expect(response?.status()).toBe(404)
    const brand = page.locator('a[data-brand]')
    await expect(brand).toBeVisible()
    await expect(brand).toHaveText('Helix AI')
    await expect(brand.locator('svg')).toBeVisible()
    // The words on the paragraph's last line: more than one (it ended on "it." alone before).
    const lastLine = await page
      .getByRole('heading', {level: 1})
      .locator('xpath=following-sibling::p[1]')
      .evaluate((p) => {
        const text = p.firstChild!
        const words: Array<{word: string; top: number}> = []
        const range = document.createRange()
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          range.setStart(text, match.index!)
          range.setEnd(text, match.index! + match[0].length)
          words.push({word: match[0], top: Math.round(range.getBoundingClientRect().top)})
        }
        const last = Math.max(...words.map((w) => w.top))
        return words.filter((w) => w.top === last).map((w) => w.word)
      })
    expect(lastLine.length, `last line: ${lastLine.join(' ')}`).toBeGreaterThanOrEqual(3)
  })

for (const [width, least] of [
  [390, 44],
  [1440, 24],
] as const)
  test(`every footer link and button is at least ${least} px tall at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900})
    await page.goto('/about')
    const heights = await page
      .getByRole('contentinfo')
      .locator('a, button')
      .evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => ({
            text: (el.textContent ?? '').trim() || el.getAttribute('href'),
            h: el.getBoundingClientRect().height,
          })),
      )
    expect(heights.length).toBeGreaterThan(10)
    expect(heights.filter((t) => t.h < least)).toEqual([])
  })
