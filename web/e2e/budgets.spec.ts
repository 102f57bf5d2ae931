import {expect, test} from '@playwright/test'
import {ensureFloorBuilt, startFloor} from './floor'
import {countFunctionCalls} from './function-calls'

/**
 * What hydration costs grows with a page's DOM and with the RSC payload inlined into its HTML, so both
 * are kept under budgets for the home page, a sales page and /blog. The budgets were set from
 * measurements of the production build, with a little room: when a change breaks one, look at what
 * the page ships (an icon drawn inline instead of from the sprite, props a client island does not
 * read, a frame rendered twice, an article's text in the page) before raising it. /blog shows at most
 * one page of cards however many articles there are (measured with 11: 761 elements, 85 kB; a twelfth
 * card adds about 40 elements and 3.5 kB). The frame's buttons became static markup (issue 30), which
 * sends their markup in the payload instead of an island's props, and the consent banner arrives
 * hidden in the HTML: 2.4 kB and 10 elements more on every page (/ 93.1 kB and 772 elements, the sales
 * page 87.0 kB and 783), for one client component where there were seven. /blog's eleven Read More
 * dialogs became static markup too: their markup travels in the payload where the islands' props did,
 * 108.7 kB where it was 91 (with their utilities made one class per part, app/globals.css; 122 kB
 * before), for 17 elements hydrated instead of 253 and 20,700 function calls instead of 37,700.
 */
const BUDGETS = [
  {route: '/', elements: 785, payloadKb: 95},
  {route: '/digital-marketing-services', elements: 795, payloadKb: 89},
  {route: '/blog', elements: 830, payloadKb: 111},
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
 * The JavaScript each page runs as it loads: every script it fetches from navigation to 1.5 s after
 * the load event (the framework's chunks, the page's, and the islands' that load right after), as a
 * first-time visitor at phone width. Issue 30 measured that this, more than the DOM or the payload,
 * is what separates a page's main-thread script time from the framework floor's (a page of 900
 * server-rendered elements and no islands runs 1.5x the floor's script time; the site's pages ran
 * 2.4-3.5x), and script bytes, unlike script time, do not move with a busy machine. Set from the
 * production build with about 7 kB of room (measured: / 475, /about and the sales page 474, the quiz
 * 484, /blog 474, once its Read More dialogs no longer loaded an island; the toast library was 11 kB
 * of every page, and 22 kB of the quiz, whose lead form imported it too); when one breaks, find the
 * island or library that now loads with the page (the toast library, for one, loads only with the
 * first toast: layout/toast.ts).
 */
/**
 * What React hydrates on load, counted as the elements that carry React's fiber key 1.5 s after the
 * load event, at phone width. Issue 30: hydrating a page's elements and links was the largest part of
 * the script time a page cost over the framework floor (/ hydrated 711 of its 720 elements, and ran
 * 2.6x the floor's script time). Everything without an island is now static markup React skips
 * (components/StaticMarkup.client.tsx), and this count, unlike script time, does not move with a busy
 * machine. Set from the production build with room for a small island (measured: / 12, /about 10,
 * the quiz 46, the sales page 10, /blog 10; / was 16 before its hero's video became plain DOM work
 * (sections/hero-video.ts); before consecutive static sections shared one StaticMarkup
 * and the footer went inside the frame's last one, / 23, /about 17, the quiz 49, the sales page 18,
 * /blog 17; before the frame's buttons became static markup, / 48 and /blog 279, and before its eleven
 * Read More dialogs did, /blog 253); when one breaks, look for a section listed as hydrated
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
 * The JavaScript work each page does as it loads, counted as function calls (V8's precise coverage,
 * read over CDP) from navigation to 1.5 s after the load event, at phone width (./function-calls.ts).
 * Unlike script time it hardly moves with a busy machine (three loads of a route agree within 2%, and
 * within 7% with both cores busy), and it counts everything the other budgets miss: the payload's
 * parsing, React's work, the islands' effects and the on-screen prefetch (a page prefetched on load
 * costs about 2,500 calls; / prefetches two). It is the figure that judges a change to the site's
 * client code (docs/ARCHITECTURE.md, "Static markup"), and `npm run bench` prints it beside script time.
 *
 * Each budget is a multiple of the framework floor's count, measured in the same run (./floor.ts: one
 * paragraph built with the site's Next config and compile hints; about 8,800 calls). What the site's own
 * code adds over the framework is what a change here moves; what the framework itself does on every
 * page moves the floor too, so an upgrade of Next or React that changes its own work does not break a
 * budget the site did not break. Measured on the production build, least of five loads each: / 2.04
 * times the floor, /about 1.80, the quiz 1.73 (its results and lead form are a chunk of their own,
 * asked for at the first answer: quiz/Quiz.client.tsx), the sales page 1.80, /blog 1.82. The room above those is
 * 10%, for two things: a framework patch release also changes work the floor does not do, which
 * grows with a page (hydrating more elements, reviving a longer payload, prefetching a link: a patch
 * release of Next moved the site's pages and the floor by different amounts, see below); and the
 * loads' own spread (2% idle, up to 7% on a busy machine). When one breaks, take the coverage of the
 * page and of the last good build and compare the functions called most.
 *
 * What the pages cost before (issue 30), as absolute counts with a floor of about 8,800: / made about
 * 1,100 more when it shared the other pages' catch-all route (layout/ContentPage.tsx) and about 800 more
 * when its hero's video was a client component (sections/hero-video.ts); before the frame's markup and
 * each run of static sections went into payload rows of their own (components/OwnPayloadRow.tsx), each
 * page made about 1,100 more; before StaticMarkup stopped asking React to render the page again after
 * hydrating it, about 1,600 more; before consecutive static sections shared one StaticMarkup, / 25,300,
 * /about 20,500, the quiz 21,500, the sales page 21,600 and /blog 20,700; the frame's seven islands,
 * before they became one, cost every page about 3,500, and /blog's eleven Read More dialogs, before they
 * became static markup, 17,000.
 */
const CALL_BUDGETS = [
  {route: '/', floors: 2.25},
  {route: '/about', floors: 1.98},
  {route: '/ai-readiness-quiz', floors: 1.9},
  {route: '/digital-marketing-services', floors: 1.98},
  {route: '/blog', floors: 2.0},
]

const SCRIPT_BUDGETS = [
  {route: '/', scriptKb: 480},
  {route: '/about', scriptKb: 479},
  {route: '/ai-readiness-quiz', scriptKb: 489},
  {route: '/digital-marketing-services', scriptKb: 479},
  {route: '/blog', scriptKb: 481},
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
      await page.locator('html[data-scripts-ready]').waitFor({state: 'attached'})
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
