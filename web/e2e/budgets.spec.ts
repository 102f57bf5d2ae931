import {expect, test} from '@playwright/test'
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
 * read over CDP) from navigation to 1.5 s after the load event, at phone width (./function-calls.ts). Unlike script time
 * it hardly moves with a busy machine (three loads of a route agree within 2%, and within 7% with
 * both cores busy), and it counts everything the other budgets miss: the payload's parsing, React's
 * work, the islands' effects and the on-screen prefetch (a page prefetched on load costs about 2,500
 * calls; / prefetches two). Issue 30: the framework floor (`scripts/bench/floor`, one paragraph)
 * makes about 8,800 calls; measured on the production build: / 17,900, /about 15,800, the quiz
 * 15,200, the sales page 15,800, /blog 16,000. The quiz made 18,100 while its results and lead form
 * loaded with its first question; they are a chunk of their own now, asked for at the first answer
 * (quiz/Quiz.client.tsx). / made about 1,100 more when it shared the other pages'
 * catch-all route (one more route segment to hydrate; layout/ContentPage.tsx) and about 800 more
 * when its hero's video was a client component (sections/hero-video.ts): 19,900. Before the frame's markup and each run of static
 * sections went into payload rows of their own (components/OwnPayloadRow.tsx), which the browser never
 * parses on a first load, each was about 1,100 more: / 21,000, /about 16,800, the quiz 19,200, the
 * sales page 16,900, /blog 17,100. Before StaticMarkup stopped asking React to render the
 * page again after hydrating it (its useSyncExternalStore), each was about 1,600 more: / 22,700, /about
 * 18,400, the quiz 20,800, the sales page 18,600, /blog 18,700. Before consecutive static sections shared one
 * StaticMarkup (sections/Sections.tsx), and the footer one with the chat button and consent banner
 * (layout/SiteShell.tsx), they were / 25,300, /about 20,500, the quiz 21,500, the sales
 * page 21,600 and /blog 20,700, most of the difference the browser parsing each section's markup as it
 * read the StaticMarkup element around it; the frame's seven islands, before they became one, cost
 * every page about 3,500, and /blog's eleven Read More dialogs, before they became static markup,
 * 17,000. Set with about 12% room; when one breaks, take the coverage of the page and of the last good
 * build and compare the functions called most. `npm run bench` prints the same count beside script time.
 */
const CALL_BUDGETS = [
  {route: '/', calls: 20_000},
  {route: '/about', calls: 17_700},
  {route: '/ai-readiness-quiz', calls: 17_100},
  {route: '/digital-marketing-services', calls: 17_800},
  {route: '/blog', calls: 17_900},
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

  for (const {route, calls} of CALL_BUDGETS) {
    test(`${route} makes at most ${calls} JavaScript function calls as it loads`, async ({browser, baseURL}) => {
      test.setTimeout(90_000)
      // The least of five loads, with reduced motion: ./function-calls.ts says why.
      const {least: made, counts} = await countFunctionCalls(browser, `${baseURL}${route}`)
      console.log(`${route}: ${made} function calls (${counts.join(', ')})`)
      // The page ran the framework's code: the count is not low for want of coverage.
      expect(made, `${route}: JavaScript function calls on load`).toBeGreaterThan(5_000)
      expect(made, `${route}: JavaScript function calls on load`).toBeLessThanOrEqual(calls)
    })
  }

  for (const {route, elements} of HYDRATION_BUDGETS) {
    test(`${route} hydrates at most ${elements} elements`, async ({page}) => {
      await page.goto(route, {waitUntil: 'load'})
      // Hydrated (the root layout's island marks <html> in its first effect), then the islands' first effects.
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
