import {expect, test} from '@playwright/test'
import {layoutShifts, watchLayoutShifts} from './layout-shifts'
import {framesDrawn, scriptsReady} from './page-state'

/**
 * Nothing moves while a page loads, on a slow phone. Every route's shifts at normal speed are a page
 * probe (./page-probes.spec.ts); this is the one page whose shifts were only ever seen on a slow CPU.
 */
test.use({reducedMotion: 'reduce'})

/**
 * The article grid never moves while /blog loads on a slow phone. Under main-thread load (CPU slowed
 * 20 times), /blog's first section after the hero (heading, intro and grid) was painted once with
 * other styles and laid out again after the first paint (layout shift 0.0062 in CI). Each load has a
 * small chance of hitting it, so /blog is loaded many times.
 * Only the section's own elements are checked: the hero and top bar are checked at normal speed above.
 */
test('/blog on a slow CPU: the article section never moves while the page loads', async ({page, context, baseURL}) => {
  const LOADS = 24
  // Each load waits for its scripts to have run under the 20x slower CPU: 10-13 s with both test
  // workers busy, so 25 s a load leaves room for a busier machine.
  test.setTimeout(LOADS * 25_000)
  await context.addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
  await page.setViewportSize({width: 1280, height: 800})
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 20})
  await watchLayoutShifts(page, 'main > section:has([data-blog-grid])')
  const shifted: string[] = []
  for (let i = 0; i < LOADS; i++) {
    await page.goto('/blog')
    // Its scripts have run, and two frames were drawn since, so a shift the last of them caused is recorded.
    await scriptsReady(page)
    await framesDrawn(page, 2)
    const shifts = await layoutShifts(page)
    if (shifts.length) shifted.push(`load ${i + 1}: ${shifts.join('; ')}`)
  }
  expect(shifted, `loads of /blog in which the article section moved (of ${LOADS})`).toEqual([])
})
