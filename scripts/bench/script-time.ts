/**
 * Main-thread script time on load, against the framework floor: the figure Lighthouse's TBT moves with
 * but, taken as a ratio to the floor in one interleaved run, depends much less on how busy the machine
 * is. Less, not nothing: it is wall time, so on two cores other processes (idle servers included) add
 * to it, and single loads of a route vary widely. Compare changes with many runs (--script-runs 21) on a quiet machine.
 *
 * Each load is a fresh browser context at 390 px, unthrottled: Chromium's own counters
 * (`Performance.getMetrics`: ScriptDuration, the time spent running JavaScript, and TaskDuration, all
 * main-thread tasks) are read from just before the navigation to 1.5 s after the load event, or after
 * the first form control in the page's content is hydrated when that is later (the quiz counts until
 * its first question can be answered), which covers hydration and the islands' first effects. The floor and every route are loaded in turn, RUNS
 * times over (floor, route 1, route 2, ..., floor, route 1, ...), so a noisy minute hits them alike;
 * each figure is the median of its runs.
 *
 * Beside the times, the function calls each page makes as it loads (the least of three loads of its
 * own, after the timed ones: V8's call counters slow the code they count), the figure that a busy
 * machine hardly moves and web/e2e/budgets.spec.ts holds (web/e2e/function-calls.ts).
 */
import {type Browser, chromium} from '@playwright/test'
import {launchOptions} from '@agency/web/e2e/chromium'
import {countFunctionCalls} from '@agency/web/e2e/function-calls'
import {median, type ScriptTime} from './report'

/** How long after the load event the counters keep running: hydration and first effects. */
const SETTLE_MS = 1500

/**
 * True once the first input in the page's main content carries React's props (React writes them on a
 * node as it hydrates it), or when there is none. A plain function (the page's CSP refuses a string);
 * nothing in it is a named function, which tsx would wrap in a helper the page does not have.
 */
export function firstControlHydrated() {
  const control = document.querySelector('main input, main select, main textarea')
  return !control || Object.keys(control).some((key) => key.startsWith('__reactProps$'))
}

async function load(browser: Browser, url: string): Promise<ScriptTime> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, deviceScaleFactor: 1})
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const read = async () => {
      const {metrics} = await cdp.send('Performance.getMetrics')
      const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
      return {script: value('ScriptDuration') * 1000, tasks: value('TaskDuration') * 1000}
    }
    const before = await read()
    await page.goto(url, {waitUntil: 'load'})
    // A page with a form in its content counts until its first control answers (React has attached
    // its handlers: the quiz's first question can be answered), then settles like any other.
    await page.waitForFunction(firstControlHydrated, undefined, {timeout: 30_000})
    await page.waitForTimeout(SETTLE_MS)
    const after = await read()
    // The counters belong to the page's renderer; a navigation that moved the page to a new renderer
    // starts them again from zero, and then the later reading is the whole load.
    const since = (a: number, b: number) => (a >= b ? a - b : a)
    return {script: since(after.script, before.script), tasks: since(after.tasks, before.tasks)}
  } finally {
    await context.close()
  }
}

/**
 * Script and task time of the floor page and of each route, median of `runs` interleaved loads.
 * `floorUrl` and `siteUrl` are origins; `routes` are paths on the site.
 */
export async function measureScriptTime({
  floorUrl,
  siteUrl,
  routes,
  runs,
}: {
  floorUrl: string
  siteUrl: string
  routes: string[]
  runs: number
}): Promise<{floor: ScriptTime; routes: Map<string, ScriptTime>}> {
  const browser = await chromium.launch(launchOptions)
  try {
    const targets = [{key: '(floor)', url: `${floorUrl}/`}, ...routes.map((r) => ({key: r, url: `${siteUrl}${r}`}))]
    // One discarded load of each first: the server's first answer for a route loads its code.
    for (const t of targets) await load(browser, t.url)
    const samples = new Map(targets.map((t) => [t.key, [] as ScriptTime[]]))
    for (let i = 0; i < runs; i++) for (const t of targets) samples.get(t.key)!.push(await load(browser, t.url))
    const calls = new Map<string, number>()
    for (const t of targets) calls.set(t.key, (await countFunctionCalls(browser, t.url, 3)).least)
    const mid = (key: string, xs: ScriptTime[]): ScriptTime => ({
      script: median(xs.map((x) => x.script)),
      tasks: median(xs.map((x) => x.tasks)),
      calls: calls.get(key),
    })
    const {'(floor)': floor, ...rest} = Object.fromEntries([...samples].map(([k, xs]) => [k, mid(k, xs)]))
    return {floor: floor!, routes: new Map(Object.entries(rest))}
  } finally {
    await browser.close()
  }
}
