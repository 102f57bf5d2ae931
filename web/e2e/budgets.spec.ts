import {expect, test} from '@playwright/test'
import {ensureFloorBuilt, startFloor} from './floor'
import {countFunctionCalls} from './function-calls'
import {scriptsReady} from './page-state'

/**
 * What hydration costs grows with a page's DOM and with the RSC payload inlined into its HTML, so both
 * are kept under budgets for the home page, a sales page and /blog, set from the production build with
 * a little room. /blog shows one page of cards however many articles there are. When one breaks, look
 * at what the page ships (an icon drawn inline instead of from the sprite, props an island does not
 * read, a frame rendered twice, an article's text in the page) before raising it.
 */
// Raised once for the menu's groups (a heading and a list each, the first group's icons: about 18
// elements and 1 kB on every page, all static markup React does not hydrate) and the home page's
// picture for phones.
const BUDGETS = [
  {route: '/', elements: 800, payloadKb: 95},
  {route: '/digital-marketing-services', elements: 810, payloadKb: 94},
  {route: '/blog', elements: 855, payloadKb: 116},
]

test.use({javaScriptEnabled: false})

for (const {route, elements, payloadKb} of BUDGETS) {
  test(`${route} stays under ${elements} elements and ${payloadKb} kB of inline RSC payload`, async ({page}) => {
    await page.goto(route)
    const measured = await page.evaluate(() => {
      let payload = 0
      for (const script of Array.from(document.scripts)) {
        const match = script.textContent?.match(/^self\.__next_f\.push\((\[[\s\S]*\])\)$/)
        if (!match) continue
        const [, chunk] = JSON.parse(match[1]!) as [number, unknown]
        if (typeof chunk === 'string') payload += new TextEncoder().encode(chunk).length
      }
      return {elements: document.getElementsByTagName('*').length, payloadKb: payload / 1024}
    })
    expect(measured.payloadKb, `${route}: inline RSC payload in kB`).toBeGreaterThan(10)
    expect(measured.payloadKb, `${route}: inline RSC payload in kB`).toBeLessThanOrEqual(payloadKb)
    expect(measured.elements, `${route}: elements in the server-rendered DOM`).toBeLessThanOrEqual(elements)
  })
}

/**
 * The JavaScript each page fetches as it loads: every script from navigation to 1.5 s after the load
 * event, as a first-time visitor at phone width. What a page's islands load costs more script time
 * than its DOM or payload, and bytes, unlike time, do not move with a busy machine. Set from the
 * production build with about 7 kB of room; when one breaks, find the island or library that now
 * loads with the page (the toast library, for one, loads only with the first toast: layout/toast.ts).
 */
/**
 * What React hydrates on load: the elements that carry React's fiber key 1.5 s after the load event,
 * at phone width. Everything without an island is static markup React skips
 * (components/StaticMarkup.client.tsx), so the count is about a dozen elements a page, the quiz more.
 * Set with room for a small island; when one breaks, look for a section marked as hydrating
 * (sections/registry.tsx) that need not be, or an island that renders more than its controls.
 */
const HYDRATION_BUDGETS = [
  {route: '/', elements: 25},
  {route: '/about', elements: 25},
  {route: '/ai-readiness-quiz', elements: 60},
  {route: '/digital-marketing-services', elements: 25},
  {route: '/blog', elements: 25},
]

/**
 * The JavaScript work each page does as it loads, counted as function calls (./function-calls.ts), as a
 * multiple of the framework floor's count measured in the same run (./floor.ts: one paragraph built with
 * the site's Next config and compile hints). It hardly moves with a busy machine and counts what the
 * other budgets miss (payload parsing, React's work, effects, the on-screen prefetch): the figure that
 * judges a change to the site's client code (docs/performance.md). A framework upgrade moves the floor
 * too, so it breaks no budget the site did not break. Each budget is the measured ratio plus about 10%,
 * for a patch release's work that grows with a page and for the loads' own spread. When one breaks,
 * compare the coverage of the page and of the last good build, functions called most first.
 */
const CALL_BUDGETS = [
  {route: '/', floors: 2.25},
  {route: '/about', floors: 1.98},
  {route: '/ai-readiness-quiz', floors: 1.9},
  {route: '/digital-marketing-services', floors: 1.98},
  {route: '/blog', floors: 2.0},
]

// Raised once to 483 for the funnel's page view and the visit's origin (funnel/visit.ts) and the phone
// menu's dialog, which every page loads; the forms' rules and supabase-js load with the first send.
const SCRIPT_BUDGETS = [
  {route: '/', scriptKb: 483},
  {route: '/about', scriptKb: 483},
  {route: '/ai-readiness-quiz', scriptKb: 491},
  {route: '/digital-marketing-services', scriptKb: 483},
  {route: '/blog', scriptKb: 483},
]

test.describe('JavaScript on load', () => {
  test.use({javaScriptEnabled: true, viewport: {width: 390, height: 844}})
  for (const {route, scriptKb} of SCRIPT_BUDGETS) {
    // Every file also carries the compile hint web's postbuild adds (scripts/build/compile-hints.ts):
    // without it, compiling the functions on the main thread was half of a page's script time.
    test(`${route} runs at most ${scriptKb} kB of JavaScript as it loads, each file compile-hinted`, async ({page}) => {
      const scripts = new Map<string, Promise<{size: number; firstLine: string}>>()
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return
        scripts.set(
          new URL(response.url()).pathname,
          response.body().then(
            (body) => ({size: body.length, firstLine: body.subarray(0, 80).toString().split('\n')[0]!}),
            () => ({size: 0, firstLine: ''}),
          ),
        )
      })
      await page.goto(route, {waitUntil: 'load'})
      // The budget is a measure over a fixed window: what the page fetches as it loads and in the 1.5 s
      // after, its idle-time work included.
      await page.waitForTimeout(1500)
      const files = await Promise.all([...scripts].map(async ([path, file]) => ({path, ...(await file)})))
      const kb = files.reduce((sum, {size}) => sum + size, 0) / 1024
      console.log(`${route}: ${kb.toFixed(1)} kB of JavaScript in ${files.length} files`)
      expect(files.length, `${route}: scripts fetched`).toBeGreaterThan(3)
      expect(
        kb,
        `${route}: kB of JavaScript fetched on load (${files.map(({path}) => path).join(', ')})`,
      ).toBeLessThanOrEqual(scriptKb)
      expect(
        files.filter(({firstLine}) => firstLine !== '//# allFunctionsCalledOnLoad').map(({path}) => path),
        `${route}: scripts loaded without the compile hint`,
      ).toEqual([])
    })
  }

  for (const {route, elements} of HYDRATION_BUDGETS) {
    test(`${route} hydrates at most ${elements} elements`, async ({page}) => {
      await page.goto(route, {waitUntil: 'load'})
      // Hydrated (the root layout's island marks <html> in its first effect), then the islands' first
      // effects: the budget is measured 1.5 s on, the window its limit was set in.
      await scriptsReady(page)
      await page.waitForTimeout(1500)
      const measured = await page.evaluate(() => {
        const all = Array.from(document.body.querySelectorAll('*'))
        const hydrated = all.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))
        return {all: all.length, hydrated: hydrated.length}
      })
      console.log(`${route}: ${measured.hydrated} of ${measured.all} elements hydrated`)
      // React is on the page and hydrated its frame: the count is not zero for want of React.
      expect(measured.hydrated, `${route}: elements React hydrated`).toBeGreaterThan(5)
      expect(measured.hydrated, `${route}: elements React hydrated`).toBeLessThanOrEqual(elements)
    })
  }
})

test.describe('JavaScript function calls on load, against the framework floor', () => {
  // The file's tests read pages without JavaScript; these count the JavaScript a load runs (the floor's
  // included: browser.newContext in a test takes the test's options).
  test.use({javaScriptEnabled: true})
  // In order in one worker: the floor is counted once, before the routes (again only if a failure
  // restarts the worker).
  test.describe.configure({mode: 'default'})
  let floorCalls = 0

  test.beforeAll(async ({browser}) => {
    // Building the floor (when its inputs changed) takes about a minute.
    test.setTimeout(300_000)
    ensureFloorBuilt()
    const floor = await startFloor()
    try {
      const {least, counts} = await countFunctionCalls(browser, floor.url)
      floorCalls = least
      console.log(`the framework floor: ${least} function calls (${counts.join(', ')})`)
    } finally {
      floor.stop()
    }
  })

  for (const {route, floors} of CALL_BUDGETS) {
    test(`${route} makes at most ${floors} times the floor's JavaScript function calls as it loads`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000)
      // The floor ran the framework's code: its count is not low for want of coverage.
      expect(floorCalls, 'the framework floor: JavaScript function calls on load').toBeGreaterThan(5_000)
      // The least of five loads, with reduced motion: ./function-calls.ts says why.
      const {least: made, counts} = await countFunctionCalls(browser, `${baseURL}${route}`)
      console.log(
        `${route}: ${made} function calls, ${(made / floorCalls).toFixed(2)} times the floor's ${floorCalls} (${counts.join(', ')})`,
      )
      expect(made, `${route}: JavaScript function calls on load`).toBeLessThanOrEqual(Math.round(floors * floorCalls))
    })
  }
})
