import type {Browser} from '@playwright/test'

/** How long after the load event the count keeps running: hydration, the islands' first effects, the on-screen prefetch. */
const CALLS_SETTLE_MS = 1500

/**
 * The JavaScript function calls one first visit to `url` makes, from navigation to 1.5 s after the load
 * event, at phone width: V8's precise coverage with call counts, read over CDP. Unlike script time, the
 * count hardly moves with a busy machine, and it counts all the work a load does: the payload's
 * parsing, React's, the islands' effects and the prefetches.
 *
 * With reduced motion: the home page's video starts 1.5 s after the load event, at the window's edge,
 * where a busy machine would count it on some loads and not others. The least of `loads` loads is
 * returned: now and then a load has React render the router's tree over and over as it hydrates, and
 * such a load only ever adds calls. The cause: the scripts can run before the browser has read the
 * document's last payload scripts (`self.__next_f.push`, after all of the page's markup); React then
 * waits for a row that has not arrived, and Next's layout router, whose `useDeferredValue(rsc, initialRsc)` spawns a new deferred
 * render each time the hydration suspends, has it start again from the root every few milliseconds
 * until the parser catches up (docs/performance.md, "Loads that do far more work"). Used by
 * web/e2e/budgets.spec.ts and by `npm run bench` (scripts/bench/script-time.ts).
 */
export async function countFunctionCalls(
  browser: Browser,
  url: string,
  loads = 5,
): Promise<{least: number; counts: number[]}> {
  const counts: number[] = []
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, reducedMotion: 'reduce'})
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.startPreciseCoverage', {callCount: true, detailed: false})
      await page.goto(url, {waitUntil: 'load'})
      await page.waitForTimeout(CALLS_SETTLE_MS)
      const {result} = await cdp.send('Profiler.takePreciseCoverage')
      // A function's first range covers the whole function: its count is how often it was called.
      counts.push(
        result.reduce((sum, script) => sum + script.functions.reduce((n, fn) => n + (fn.ranges[0]?.count ?? 0), 0), 0),
      )
    } finally {
      await context.close()
    }
  }
  return {least: Math.min(...counts), counts}
}
