import path from 'node:path'
import {expect, type Page, test} from '@playwright/test'
import {axeProblems} from './axe'
import {earlyPaintProblems} from './early-paints-check'
import {keepFirstScreen} from './first-screen-diff'
import {coveredControls, coveredText} from './floating-check'
import {layoutProblems} from './layout-check'
import {layoutShifts, watchLayoutShifts} from './layout-shifts'
import {framesDrawn, scriptsReady} from './page-state'
import {FIRST_SCREENS_DIR, LEGAL, PHONE_HERO_ROUTES, PROBED, type Probe, WITHOUT_PICTURE} from './probe-routes'

/**
 * The page probes: every page, loaded once on a phone and once on a laptop, and checked by every
 * probe its route needs (./probe-routes.ts) on that one load, as a returning visitor (the consent
 * banner, answered, has its own tests in integrations.spec.ts). A probe that fails names the page,
 * the width and what it found; the others still run (soft assertions).
 *
 * - shifts: nothing moves while the page loads (CLS 0), read on the load itself;
 * - early paints: nothing a busy browser could paint early moves when the rest arrives
 *   (./early-paints-check.ts), at the load's size;
 * - layout: no sideways scroll, no text out of its box, no overlapping controls, tap targets of 24 px
 *   (./layout-check.ts), the viewport resized through the screen's share of the common widths; on a
 *   phone also in DejaVu Sans, a system font 15% wider than the Roboto these tests use;
 * - floating: nothing fixed or stuck to the screen covers a control where a visitor first meets it
 *   (./floating-check.ts), at 390 x 844 and 1440 x 900, nor, on the phone, a line of text at any
 *   scroll position;
 * - first screen: every service and sales page opens with its picture (beside the title on a laptop,
 *   under the copy on a phone), and no two first screens of a run look alike (./first-screen-diff.ts;
 *   the contact sheet is written when the run ends, ./contact-sheets.ts);
 * - basics and axe (laptop): status, title, description, keywords, one h1, landmarks, no serious axe
 *   violation, no section heading inside a size container (a size container is laid out again after
 *   the first paint: a heading there moved on /video-production at 1280 px);
 * - no page loads or preloads a font file: text is set in the device's own typeface.
 */
test.use({reducedMotion: 'reduce'})

const SCREENS = [
  {
    name: 'phone',
    load: {width: 375, height: 667},
    layoutWidths: [320, 375, 768],
    meet: {width: 390, height: 844},
  },
  {
    name: 'laptop',
    load: {width: 1280, height: 800},
    layoutWidths: [1024, 1280, 1440, 1920],
    meet: {width: 1440, height: 900},
  },
] as const

type Screen = (typeof SCREENS)[number]

for (const {route, probes} of PROBED) {
  for (const screen of SCREENS) {
    const runs = (probe: Probe) => probes.has(probe)
    test(`${route} on a ${screen.name}: ${[...probes].filter((p) => screen.name === 'laptop' || !['basics', 'axe'].includes(p)).join(', ')}`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000)
      await context.addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
      const fonts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url())
      })
      await watchLayoutShifts(page)
      await page.setViewportSize(screen.load)
      await test.step('load', async () => {
        const response = await page.goto(route, {waitUntil: 'load'})
        expect(response?.status(), `${route} loads`).toBe(200)
        // Loaded all it will: the page's scripts have run, and two frames have been drawn since, so a
        // shift the last of them caused has been recorded.
        await scriptsReady(page)
        await framesDrawn(page, 2)
      })
      const at = `${route} at ${screen.load.width} x ${screen.load.height}`

      if (runs('shifts'))
        await test.step('shifts', async () =>
          expect.soft(await layoutShifts(page), `${at}: layout shifts while loading`).toEqual([]))
      if (runs('early paints'))
        await test.step('early paints', async () =>
          expect
            .soft(await earlyPaintProblems(page), `${at}: early paints that move when the rest arrives`)
            .toEqual([]))
      if (screen.name === 'laptop' && runs('basics')) await test.step('basics', () => checkBasics(page, route))
      if (screen.name === 'laptop' && runs('axe'))
        await test.step('axe', async () =>
          expect.soft(await axeProblems(page), `${at}: serious axe violations`).toEqual([]))

      if (runs('layout'))
        await test.step('layout', async () => {
          const failures = await layoutProblems(page, route, screen.layoutWidths)
          expect.soft(failures, `layout problems on ${route}:\n${failures.join('\n')}\n`).toEqual([])
        })
      if (screen.name === 'phone' && runs('wide font'))
        await test.step('wide font', async () => {
          const font = await page.addStyleTag({content: ":root { --font-sans: 'DejaVu Sans', sans-serif; }"})
          const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
          expect(family, 'the font family under test').toContain('DejaVu Sans')
          const failures = (await layoutProblems(page, route, [320, 375])).map((f) => `DejaVu Sans: ${f}`)
          expect.soft(failures, `layout problems on ${route} in DejaVu Sans:\n${failures.join('\n')}\n`).toEqual([])
          await font.evaluate((style) => (style as HTMLStyleElement).remove())
        })

      await page.setViewportSize(screen.meet)
      const met = `${route} at ${screen.meet.width} x ${screen.meet.height}`
      if (runs('floating'))
        await test.step('floating', async () => {
          const covered = await coveredControls(page)
          expect.soft(covered, `${met}: controls under a floating element\n${covered.join('\n')}`).toEqual([])
          // On a phone, where the page's column fills the screen, no floating element covers its words either.
          if (screen.name !== 'phone') return
          const words = await coveredText(page)
          expect.soft(words, `${met}: text under a floating element\n${words.join('\n')}`).toEqual([])
        })
      if (runs('first screen'))
        await test.step('first screen', async () => {
          if (screen.name === 'laptop' && !WITHOUT_PICTURE.has(route)) await checkHeroBesideTitle(page, route)
          if (screen.name === 'phone' && PHONE_HERO_ROUTES.has(route)) await checkHeroUnderCopy(page, route)
          await checkFirstScreenOwnLook(page, route, screen, testInfo.project.outputDir)
        })

      expect.soft(fonts, `${route}: font files requested`).toEqual([])
      expect.soft(await page.locator('link[rel="preload"][as="font"]').count(), `${route}: font preloads`).toBe(0)
    })
  }
}

/** Status aside, what every page has: its own title and words for search engines, one h1, landmarks. */
async function checkBasics(page: Page, route: string) {
  await expect.soft(page, route).toHaveTitle(/\S/)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect.soft(description?.length, `${route}: description`).toBeGreaterThan(40)
  expect.soft(await page.locator('meta[name="keywords"]').getAttribute('content'), `${route}: keywords`).toMatch(/\w/)
  await expect.soft(page.locator('h1'), `${route}: one h1`).toHaveCount(1)
  await expect.soft(page.locator('header').first(), `${route}: top bar`).toBeVisible()
  await expect.soft(page.getByRole('navigation', {name: 'Main'}), `${route}: main navigation`).toBeAttached()
  await expect.soft(page.locator('main#main'), `${route}: one main`).toHaveCount(1)
  await expect.soft(page.getByRole('contentinfo'), `${route}: one footer`).toHaveCount(1)
  expect.soft(await page.content(), `${route}: words from missing data`).not.toMatch(/>undefined<|>null<|NaN/)
  const inSizeContainer = await page.evaluate(() => {
    const out: string[] = []
    for (const heading of document.querySelectorAll('main h1, main section header h2')) {
      for (let el = heading.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).containerType !== 'normal') {
          out.push(`"${heading.textContent?.trim().slice(0, 40)}" is inside a size container`)
          break
        }
      }
    }
    return out
  })
  expect.soft(inSizeContainer, `${route}: headings in a size container`).toEqual([])
}

/**
 * A service or sales page's hero picture on a laptop (1440 x 900): beside the headline, inside the
 * first screen, fetched first and never lazy, sized in the markup so nothing moves when it arrives,
 * preloaded, and described for people who cannot see it.
 */
async function checkHeroBesideTitle(page: Page, route: string) {
  const hero = page.locator('main section:has(h1)')
  const picture = hero.locator('img').first()
  await expect.soft(picture, `${route}: hero picture`).toBeVisible()
  await expect.soft(picture, route).toHaveAttribute('fetchpriority', 'high')
  expect.soft(await picture.getAttribute('loading'), route).not.toBe('lazy')
  expect.soft(Number(await picture.getAttribute('width')), route).toBeGreaterThan(0)
  expect.soft(Number(await picture.getAttribute('height')), route).toBeGreaterThan(0)
  expect.soft((await picture.getAttribute('alt'))?.length ?? 0, `${route}: alt text`).toBeGreaterThan(20)
  const src = await picture.getAttribute('src')
  expect
    .soft(await page.locator(`link[rel="preload"][as="image"][href="${src}"]`).count(), `${route}: preloaded`)
    .toBe(1)
  const [h1, box] = await Promise.all([hero.locator('h1').boundingBox(), picture.boundingBox()])
  expect.soft(box!.y + box!.height, `${route}: picture inside the first screen`).toBeLessThanOrEqual(900)
  expect
    .soft(Math.abs(box!.y + box!.height / 2 - (h1!.y + h1!.height / 2)), `${route}: beside the title`)
    .toBeLessThan(box!.height)
  expect
    .soft(box!.x >= h1!.x + h1!.width || box!.x + box!.width <= h1!.x, `${route}: beside, not over, the title`)
    .toBe(true)
}

/** On a phone (390 x 844) the hero picture is under the copy's buttons, as wide as the column, and starts in the first screen. */
async function checkHeroUnderCopy(page: Page, route: string) {
  const hero = page.locator('main section:has(h1)')
  const buttons = await hero.getByRole('link').last().boundingBox()
  const box = await hero.locator('img').first().boundingBox()
  expect.soft(box!.y, `${route}: under the buttons`).toBeGreaterThan(buttons!.y + buttons!.height)
  expect.soft(box!.y, `${route}: begins in the first screen`).toBeLessThan(844)
  expect.soft(box!.width, route).toBeGreaterThan(340)
}

/**
 * The first screen as a visitor sees it once it has painted (the pictures in view loaded), kept for
 * the run's contact sheet and compared with every other page's: no two look alike.
 */
async function checkFirstScreenOwnLook(page: Page, route: string, screen: Screen, outputDir: string) {
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}))
  // A picture the page hides at this width (display: none, a zero box) is never fetched when it is
  // lazy, so it is not waited for.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  )
  await page.evaluate(() => document.fonts.ready)
  const size = `${screen.meet.width}x${screen.meet.height}`
  const dir = path.join(outputDir, FIRST_SCREENS_DIR, size)
  const alike = await keepFirstScreen(dir, route, await page.screenshot(), {compared: !LEGAL.has(route)})
  expect
    .soft(
      alike.map((a) => `${a.route} (difference ${a.difference.toFixed(1)})`),
      `${route}: first screens at ${size} that look like it (screenshots in ${dir})`,
    )
    .toEqual([])
}
