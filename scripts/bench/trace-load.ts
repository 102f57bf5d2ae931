/**
 * npm run long-tasks: the long tasks of each route's load on a phone's CPU, from a Chromium trace, to
 * find what Lighthouse's Total Blocking Time is made of before changing anything.
 *
 * Each load is a fresh browser context with Lighthouse's mobile screen (412 x 823 at 1.75x) and the CPU
 * throttled 4x, as Lighthouse's mobile preset simulates it. The context first opens the server's
 * /robots.txt, so the page's renderer is already running (and throttled) when the page is navigated to;
 * the trace runs from that navigation until the page is hydrated and its main thread has been quiet
 * (no long task) for 5 s, as Lighthouse's interactive time waits. Then, for the framework floor (the
 * one-paragraph app `npm run bench` compares with) and every route, interleaved --runs times:
 *   - a table: the median of the runs' blocking time (each long task's part past 50 ms) and of their
 *     long-task count, and the long tasks' time by event, summed and divided by the runs;
 *   - the long tasks of the run with the median blocking time, one line each (./long-tasks.ts).
 * The figures are real time on this machine's throttled CPU, not Lighthouse's simulation: larger, and
 * as noisy as the machine, so compare changes in runs interleaved on one build.
 * It measures the site's existing build and refuses one older than its sources (./freshness.ts).
 *   Options: --routes /,/about  --runs 3  --any-build  (NEXT_DIST_DIR picks the build)
 */
import {type Browser, chromium} from '@playwright/test'
import {launchOptions} from '@agency/web/e2e/chromium'
import {ensureFloorBuilt, FLOOR_DIR} from '@agency/web/e2e/floor'
import {refuseStaleBuild} from './freshness'
import {type LongTask, longTasks, type TraceEvent, taskLine} from './long-tasks'
import {option} from './option'
import {median} from './report'
import {firstControlHydrated} from './script-time'
import {root, startServer} from './server'

const ROUTES = (
  option('routes') ?? '/,/ai-readiness-quiz,/digital-marketing-services,/about,/web-design,/ai-voice-agents'
).split(',')
const RUNS = Number(option('runs') ?? 3)
/**
 * The trace ends once the page is hydrated and its main thread has then run no long task for this long:
 * the quiet window of Lighthouse's interactive time, before which every task that counts for Total
 * Blocking Time runs.
 */
const QUIET_MS = 5000
/** A page that never goes quiet is traced for this long after its load event. */
const QUIET_WAIT_MAX_MS = 20_000

/**
 * Resolves once no long task has run for `quietMs` (a PerformanceObserver of long tasks, the ones
 * before it was made included), or after `maxMs`. A plain function with no named function inside it,
 * as the page runs it (./script-time.ts, firstControlHydrated).
 */
function mainThreadQuiet([quietMs, maxMs]: [number, number]) {
  return new Promise<void>((resolve) => {
    const started = performance.now()
    let lastEnd = started
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastEnd = Math.max(lastEnd, entry.startTime + entry.duration)
    }).observe({type: 'longtask', buffered: true})
    const timer = setInterval(() => {
      const now = performance.now()
      if (now - lastEnd < quietMs && now - started < maxMs) return
      clearInterval(timer)
      resolve()
    }, 100)
  })
}

/** One traced load of `url`: its long tasks. */
async function traceLoad(browser: Browser, origin: string, route: string): Promise<LongTask[]> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4})
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,loading,v8.execute',
      transferMode: 'ReportEvents',
    })
    await page.goto(`${origin}${route}`, {waitUntil: 'load'})
    await page.waitForFunction(firstControlHydrated, undefined, {timeout: 30_000})
    await page.evaluate(mainThreadQuiet, [QUIET_MS, QUIET_WAIT_MAX_MS] as [number, number])
    await cdp.send('Tracing.end')
    await complete
    return longTasks(events)
  } finally {
    await context.close()
  }
}

const blocking = (tasks: readonly LongTask[]) => tasks.reduce((sum, task) => sum + task.blockingMs, 0)

/** The long tasks' time by event over all runs, divided by the runs: "Layout 412, RunTask 390, ...". */
function timeByEvent(runs: readonly LongTask[][], shown = 6): string {
  const total = new Map<string, number>()
  for (const part of runs.flat().flatMap((task) => task.parts))
    total.set(part.name, (total.get(part.name) ?? 0) + part.selfMs)
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .map(([name, ms]) => `${name} ${Math.round(ms / runs.length)}`)
    .join(', ')
}

async function main() {
  refuseStaleBuild(root)
  ensureFloorBuilt()
  const floor = await startServer({}, {cwd: FLOOR_DIR})
  const site = await startServer({})
  const browser = await chromium.launch(launchOptions)
  const pages = [
    {label: 'floor', origin: floor.url, route: '/'},
    ...ROUTES.map((route) => ({label: route, origin: site.url, route})),
  ]
  const runs = new Map<string, LongTask[][]>(pages.map((p) => [p.label, []]))
  try {
    // A first load of each, untimed: no measured run pays for the server loading a route's code.
    for (const p of pages) await fetch(`${p.origin}${p.route}`).then((r) => r.arrayBuffer())
    for (let run = 0; run < RUNS; run++)
      for (const p of pages) runs.get(p.label)!.push(await traceLoad(browser, p.origin, p.route))
  } finally {
    await browser.close()
    floor.stop()
    site.stop()
  }
  console.log(`Long tasks on load, CPU 4x throttled, ${RUNS} runs each (ms of real time on this machine)\n`)
  console.log('| page | blocking (median) | long tasks (median) | long tasks time by event, per run |')
  console.log('|---|---|---|---|')
  for (const p of pages) {
    const mine = runs.get(p.label)!
    console.log(
      `| ${p.label} | ${Math.round(median(mine.map(blocking)))} | ${median(mine.map((tasks) => tasks.length))} | ${timeByEvent(mine)} |`,
    )
  }
  for (const p of pages) {
    const mine = runs.get(p.label)!
    const typical = [...mine].sort((a, b) => blocking(a) - blocking(b))[Math.floor(mine.length / 2)]!
    console.log(`\n${p.label}: the run with the median blocking time (${Math.round(blocking(typical))} ms)`)
    for (const task of typical) console.log(taskLine(task))
  }
  process.exit(0)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
