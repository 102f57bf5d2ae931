import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, type Page, test} from '@playwright/test'
import {ALIKE_BELOW, closestPairs, contactSheet, thumbnail} from './first-screen-diff'
import {SPEC_ROUTES} from './routes'

/**
 * What each page shows before the visitor scrolls: every service and sales page opens with
 * its own picture of what it sells, and no two first screens look alike. The policy pages are alike
 * on purpose (one reading layout) and are left out of the comparison.
 *
 * Each run writes every route's first screen at 1440 and 390 px, and a contact sheet of each width,
 * under test-results/ (this test's output folder), for a person to look at.
 */

const LEGAL = new Set(['/terms', '/privacy', '/cookies'])

/**
 * The pages whose hero has no picture by design: the policy pages; the home page, whose hero is a
 * video over its poster; the quiz, whose first screen is the quiz itself (its dial picture is the
 * quiz section's, web/sections/Quiz.tsx); and /blog, whose first screen shows the articles' own
 * pictures (on a phone the first card's is its largest element, blog.spec.ts).
 */
const WITHOUT_PICTURE = new Set([...LEGAL, '/', '/ai-readiness-quiz', '/blog'])

const SCREENS = [
  {name: 'desktop', width: 1440, height: 900},
  {name: 'phone', width: 390, height: 844},
] as const

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1))

test.use({reducedMotion: 'reduce'})

/** The first screen as a visitor sees it once it has painted: pictures in view loaded, fonts in. */
async function firstScreen(page: Page, route: string): Promise<Buffer> {
  const response = await page.goto(route, {waitUntil: 'load'})
  expect(response?.status(), route).toBe(200)
  // Pictures shown on the first screen; one the page hides at this width (display: none, a zero box)
  // is never fetched when it is lazy, so it is not waited for.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  )
  await page.evaluate(() => document.fonts.ready)
  return page.screenshot()
}

for (const screen of SCREENS) {
  test(`no two first screens look alike at ${screen.width} px (contact sheet in the test output)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000)
    // A returning visitor: the consent banner is answered, as on the layout tests.
    await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
    await page.setViewportSize({width: screen.width, height: screen.height})
    const shots: Array<{label: string; png: Buffer}> = []
    const thumbs = new Map<string, Uint8Array>()
    for (const route of SPEC_ROUTES) {
      const png = await firstScreen(page, route)
      const file = testInfo.outputPath(String(screen.width), `${fileName(route)}.png`)
      mkdirSync(path.dirname(file), {recursive: true})
      writeFileSync(file, png)
      shots.push({label: route, png})
      if (!LEGAL.has(route)) thumbs.set(route, await thumbnail(png))
    }
    const sheet = await contactSheet(
      shots,
      screen.width > 800 ? {columns: 6, tileWidth: 360} : {columns: 8, tileWidth: 195},
    )
    const sheetFile = testInfo.outputPath(`contact-sheet-${screen.width}.png`)
    writeFileSync(sheetFile, sheet)
    await testInfo.attach(`contact sheet at ${screen.width} px`, {path: sheetFile, contentType: 'image/png'})

    const pairs = closestPairs(thumbs)
    const alike = pairs.filter((p) => p.difference < ALIKE_BELOW)
    const closest = pairs
      .slice(0, 5)
      .map((p) => `${p.a} and ${p.b}: ${p.difference.toFixed(1)}`)
      .join('\n')
    testInfo.annotations.push({type: `closest first screens at ${screen.width} px`, description: closest})
    expect(alike, `first screens alike (difference under ${ALIKE_BELOW} of 255); the closest:\n${closest}\n`).toEqual(
      [],
    )
  })
}

test('every service and sales page opens with its picture: beside the title, loaded first, sized, described', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({width: 1440, height: 900})
  for (const route of SPEC_ROUTES.filter((r) => !WITHOUT_PICTURE.has(r))) {
    await page.goto(route)
    const hero = page.locator('main section:has(h1)')
    const picture = hero.locator('img').first()
    await expect(picture, `${route}: hero picture`).toBeVisible()
    // The largest element of the first screen: fetched first and never lazy, with its size in the
    // markup so nothing moves when it arrives, and words for people who cannot see it.
    await expect(picture, route).toHaveAttribute('fetchpriority', 'high')
    expect(await picture.getAttribute('loading'), route).not.toBe('lazy')
    expect(Number(await picture.getAttribute('width')), route).toBeGreaterThan(0)
    expect(Number(await picture.getAttribute('height')), route).toBeGreaterThan(0)
    expect((await picture.getAttribute('alt'))?.length ?? 0, `${route}: alt text`).toBeGreaterThan(20)
    const src = await picture.getAttribute('src')
    expect(await page.locator(`link[rel="preload"][as="image"][href="${src}"]`).count(), `${route}: preloaded`).toBe(1)
    // Beside the headline on a wide screen, inside the first screen.
    const [h1, box] = await Promise.all([hero.locator('h1').boundingBox(), picture.boundingBox()])
    expect(box!.y + box!.height, `${route}: picture inside the first screen`).toBeLessThanOrEqual(900)
    expect(Math.abs(box!.y + box!.height / 2 - (h1!.y + h1!.height / 2)), `${route}: beside the title`).toBeLessThan(
      box!.height,
    )
    expect(box!.x >= h1!.x + h1!.width || box!.x + box!.width <= h1!.x, `${route}: beside, not over, the title`).toBe(
      true,
    )
  }
})

test('on a phone the hero picture is under the copy, as wide as the column, and starts in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844})
  for (const route of [
    '/web-design',
    '/ai-voice-agents',
    '/chartopia',
    '/image-restoration',
    '/pyramid-block-system',
  ]) {
    await page.goto(route)
    const hero = page.locator('main section:has(h1)')
    const buttons = await hero.getByRole('link').last().boundingBox()
    const box = await hero.locator('img').first().boundingBox()
    expect(box!.y, `${route}: under the buttons`).toBeGreaterThan(buttons!.y + buttons!.height)
    expect(box!.y, `${route}: begins in the first screen`).toBeLessThan(844)
    expect(box!.width, route).toBeGreaterThan(340)
  }
})
