/**
 * npm run bench: Lighthouse (mobile preset, simulated throttling) against the production build.
 *   1. The framework floor: a one-paragraph Next app built with the site's own config
 *      (web/e2e/floor/, built here when its inputs changed: web/e2e/floor.ts), measured first
 *      (median of --floor-runs).
 *   2. Every route beside its no-JavaScript copy (the same HTML with every script removed, served by
 *      ./nojs.ts), interleaved in one loop (real run 1, no-JS run 1, real run 2, ...) so machine noise
 *      hits both alike; the median of the runs for each metric on its own. Printed as a Markdown table
 *      (score, no-JS score, LCP, no-JS LCP, TBT, CLS, TBT over the floor, first-load JS gzip) and
 *      written to .bench/lighthouse.md (git-ignored) to diff between runs.
 *   3. The goals every route is held to, each listed with the routes that miss it: score within 0.02
 *      of its no-JS copy, LCP under 2,500 ms, TBT under 150 ms, CLS 0 (./report.ts). Then what each
 *      route's TBT is made of, from its median-TBT run: the long tasks as Lantern's simulation placed
 *      them with the part counted, and the tasks that ran before the first paint's in the simulation
 *      TBT is counted on but not in FCP's (./report.ts blockingLines, pathToFirstPaint).
 *   4. Main-thread script and task time on load of the floor and every route, interleaved, median of
 *      --script-runs (./script-time.ts), as a second table, each route's time also as a ratio to the
 *      floor's: unlike TBT, the ratio hardly moves with the machine's load. Beside them, the function
 *      calls each page makes as it loads (the count web/e2e/budgets.spec.ts holds), and its ratio.
 *   5. Build time with the seed, and with 1,000 generated articles in a scratch dataset.
 * A run that Lighthouse fails to record, or during which a server was gone (it is started again), is
 * repeated, up to twice; each repeat is logged.
 * Exits 0 when routes miss goals (the misses are a to-do list, not a broken build); with --strict it
 * exits 1 when any route misses any goal.
 * It measures the site's existing build and refuses one older than its sources (./freshness.ts):
 * run `npm run build` first.
 *   Options: --routes /,/contact  --runs 3  --floor-runs 5  --script-runs 7 (0: none)  --strict
 *            --skip-build-scaling  --any-build (measure the build even if the sources are newer)
 *            --against .next-base (another build under web/, run in the same loop: each route's
 *            metrics beside that build's, and the median of the run-by-run differences)
 *   (NEXT_DIST_DIR picks the build)
 */
import {execSync} from 'node:child_process'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import {launchOptions} from '@agency/web/e2e/chromium'
import {SPEC_ROUTES} from '@agency/web/e2e/routes'
import {ensureFloorBuilt, FLOOR_DIR} from '@agency/web/e2e/floor'
import {firstLoadJs} from './bundles'
import {refuseStaleBuild} from './freshness'
import {option} from './option'
import {noJsProxy} from './nojs'
import {measureScriptTime} from './script-time'
import {
  blockingLines,
  comparisonHead,
  comparisonRow,
  floorLine,
  goalLines,
  medianMetrics,
  type Metrics,
  pathToFirstPaint,
  type RouteResult,
  type SimTimings,
  scriptTimeLines,
  TABLE_HEAD,
  tableRow,
} from './report'
import {freePort, root, startServer} from './server'

// Every route of the route table by default (about 40 minutes); --routes narrows it down.
const ROUTES: string[] = option('routes')?.split(',') ?? [...SPEC_ROUTES]
const RUNS = Number(option('runs') ?? 3)
// The floor is measured once, before the routes, and every row is compared with it: a few more runs
// keep one noisy run on a shared machine from skewing the whole "TBT over floor" column.
const FLOOR_RUNS = Number(option('floor-runs') ?? Math.max(RUNS, 5))
const STRICT = process.argv.includes('--strict')
// Loads per page for the script-time table (./script-time.ts); 0 leaves the table out.
const SCRIPT_RUNS = Number(option('script-runs') ?? 7)
const REPORT = path.join(root, '.bench/lighthouse.md')
// Another build of the site (a dist dir under web/, such as .next-base) measured in the same loop as
// this one: one route's TBT moves by 250 ms between runs minutes apart, so a change is judged against
// the unchanged build run by run, not against figures from another run.
const AGAINST = option('against')

async function audit(url: string, port: number): Promise<Metrics> {
  // Lantern keeps each simulation's node timings by label, in this process: cleared so that a run
  // never reads the last one's.
  const simulations = Lantern.Simulation.Simulator.allNodeTimings
  simulations.clear()
  const lhr = (await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: {mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false},
    throttlingMethod: 'simulate',
  }))!.lhr
  // A failed run (no paint, page error) scores null: it must not enter the median as a score of 0.
  if (lhr.runtimeError || lhr.categories.performance!.score === null)
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError?.code ?? 'no score'} ${lhr.runtimeError?.message ?? ''}`,
    )
  const a = lhr.audits
  // The long tasks as the simulation placed them: what the run's TBT is made of (report.ts blockingLines).
  const longTasks = (a['long-tasks']?.details as {items?: Array<{url?: string; startTime?: number; duration?: number}>})
    ?.items
  const origin = new URL(url).origin
  return {
    score: lhr.categories.performance!.score ?? 0,
    lcp: a['largest-contentful-paint']!.numericValue ?? 0,
    tbt: a['total-blocking-time']!.numericValue ?? 0,
    cls: a['cumulative-layout-shift']!.numericValue ?? 0,
    blocking: {
      fcp: a['first-contentful-paint']!.numericValue ?? 0,
      tti: a.interactive!.numericValue ?? 0,
      tasks: (longTasks ?? []).map((t) => ({
        url: (t.url ?? '').replace(origin, '') || '(unknown)',
        start: t.startTime ?? 0,
        duration: t.duration ?? 0,
      })),
      toFirstPaint: pathToFirstPaint(simulations as ReadonlyMap<string, SimTimings>),
    },
  }
}

type Server = Awaited<ReturnType<typeof startServer>>

/**
 * A Next server that is started again, on a new port, when it is gone: on the shared machine another
 * process may end it (a SIGTERM was seen), and a 40-minute run should not be lost to that.
 */
function restartable(cwd?: string, env: Record<string, string> = {}) {
  let server: Server | undefined
  return {
    /** The server's URL, starting it (again) first when needed. */
    async start(): Promise<string> {
      const reason = server?.exited()
      if (reason) console.error(`  (server started again) ${reason.split('\n')[0]}`)
      if (!server || reason) server = await startServer(env, cwd ? {cwd} : {})
      return server.url
    },
    /** Why the server is gone, if it is. */
    gone: () => server?.exited(),
    url: () => server?.url ?? '(not started)',
    stop: () => server?.stop(),
  }
}
type App = ReturnType<typeof restartable>

function timeBuild(label: string, env: Record<string, string>): number {
  const t0 = Date.now()
  // A production build needs the public address (web/content/env.ts siteUrl()); the bench's is the tests'.
  const site = {NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.helixai.example'}
  execSync('npx next build', {cwd: path.join(root, 'web'), env: {...process.env, ...site, ...env}, stdio: 'ignore'})
  const s = (Date.now() - t0) / 1000
  console.log(`  ${label.padEnd(44)} ${s.toFixed(1)} s`)
  return s
}

function scratchDataset(n: number): string {
  const seed = readFileSync(path.join(root, 'studio/seed/production.ndjson'), 'utf8')
  const article = JSON.parse(seed.split('\n').find((l) => l.includes('"_type":"blogArticle"')) ?? 'null')
  if (!article) throw new Error('The seed has no blogArticle to copy')
  const lines = Array.from({length: n}, (_, i) =>
    JSON.stringify({
      ...article,
      _id: `bench-article-${i}`,
      slug: {_type: 'slug', current: `bench-article-${i}`},
      title: `${article.title} (${i})`,
    }),
  )
  const dir = path.join(root, '.bench')
  mkdirSync(dir, {recursive: true})
  const file = path.join(dir, 'scratch.ndjson')
  writeFileSync(file, `${seed + lines.join('\n')}\n`)
  execSync(`cp -r ${path.join(root, 'studio/seed/images')} ${dir}/`)
  return file
}

async function main() {
  refuseStaleBuild(root)
  const sizes = new Map(firstLoadJs().map((r) => [r.route, r.bytes]))
  const floorStarted = Date.now()
  if (ensureFloorBuilt()) console.log(`Floor page built in ${((Date.now() - floorStarted) / 1000).toFixed(1)} s`)
  const chrome = await chromeLauncher.launch({
    // The browser tests' Chromium and flags (web/e2e/chromium.ts).
    chromePath: process.env.CHROME_PATH || launchOptions.executablePath,
    chromeFlags: launchOptions.args,
  })
  // One Lighthouse run of `route` on the app (or on its no-JS copy). A run is repeated, up to twice, when
  // Lighthouse fails to record the load on a busy machine (NO_NAVSTART, NO_FCP) or the server was gone
  // during it (then it is started again).
  const measure = async (app: App, route: string, url: () => string = app.url): Promise<Metrics> => {
    for (let attempt = 1; ; attempt++) {
      const run = await app
        .start()
        // A first request, so no measured run pays for the server loading the route's code.
        .then(() => fetch(`${url()}${route}`).then((r) => r.arrayBuffer()))
        .then(() => audit(`${url()}${route}`, chrome.port))
        .catch((e: Error) => e)
      const gone = app.gone()
      if (!(run instanceof Error) && !gone) return run
      const why = gone ?? (run as Error).message
      if (attempt === 3) throw new Error(`${url()}${route}: ${why}`)
      console.error(`  (run repeated) ${why.split('\n')[0]}`)
    }
  }
  const results: RouteResult[] = []
  let missed = 0
  try {
    const floorApp = restartable(FLOOR_DIR)
    let floor: Metrics
    try {
      // One discarded run first: the first Lighthouse run in a fresh Chrome is slower than the rest.
      await measure(floorApp, '/')
      const runs: Metrics[] = []
      for (let i = 0; i < FLOOR_RUNS; i++) runs.push(await measure(floorApp, '/'))
      floor = medianMetrics(runs)
    } finally {
      floorApp.stop()
    }

    const site = restartable()
    await site.start()
    const base = AGAINST ? restartable(undefined, {NEXT_DIST_DIR: AGAINST}) : undefined
    if (base) await base.start()
    const noJsPort = await freePort()
    const proxy = noJsProxy(site.url).listen(noJsPort, '127.0.0.1')
    const bareUrl = () => `http://127.0.0.1:${noJsPort}`
    const title = `Lighthouse mobile (simulated throttling), median of ${RUNS} runs each, real route and no-JS copy interleaved; ${new Date().toISOString().slice(0, 16)}Z, ${execSync('git rev-parse --short HEAD', {cwd: root, encoding: 'utf8'}).trim()}`
    const head = [title, '', floorLine(floor, FLOOR_RUNS), '', ...TABLE_HEAD]
    const rows: string[] = []
    const comparisons: string[] = []
    const againstTable = () => (AGAINST && comparisons.length ? [...comparisonHead(AGAINST), ...comparisons] : [])
    const save = (tail: string[] = []) => {
      const against = comparisons.length ? ['', ...againstTable()] : []
      mkdirSync(path.dirname(REPORT), {recursive: true})
      writeFileSync(REPORT, `${[...head, ...rows, ...against, ...tail].join('\n')}\n`)
    }
    console.log(`\n${head.join('\n')}`)
    try {
      for (const route of ROUTES) {
        const real: Metrics[] = []
        const bare: Metrics[] = []
        const against: Metrics[] = []
        for (let i = 0; i < RUNS; i++) {
          // Against another build, the two take turns going first (ABBA), so whatever the run before
          // leaves behind (a warm server, Chrome's caches, a busy core) does not always favour one.
          if (base && i % 2 === 1) against.push(await measure(base, route))
          real.push(await measure(site, route))
          bare.push(await measure(site, route, bareUrl))
          if (base && i % 2 === 0) against.push(await measure(base, route))
        }
        const result = {route, real: medianMetrics(real), bare: medianMetrics(bare), jsBytes: sizes.get(route)}
        results.push(result)
        rows.push(tableRow(result, floor))
        console.log(rows.at(-1))
        if (base) {
          comparisons.push(comparisonRow(route, real, against))
          console.log(`  against ${AGAINST}: ${comparisons.at(-1)}`)
        }
        save()
      }
    } finally {
      proxy.close()
      site.stop()
      base?.stop()
    }
    if (comparisons.length) console.log(`\n${againstTable().join('\n')}`)
    const goals = goalLines(results)
    missed = goals.missed
    const summary = [
      '',
      'Goals',
      ...goals.lines,
      '',
      "What each route's TBT is made of (its median-TBT run; Lighthouse's simulated long tasks, times in ms; the counted part lies between FCP and TTI, past 50 ms)",
      '',
      ...blockingLines(results),
    ]
    console.log(summary.join('\n'))
    save(summary)
    if (SCRIPT_RUNS > 0) {
      // Script time against the floor (./script-time.ts), both servers up at once for the interleaving.
      const floorAgain = restartable(FLOOR_DIR)
      const siteAgain = restartable()
      try {
        const times = await measureScriptTime({
          floorUrl: await floorAgain.start(),
          siteUrl: await siteAgain.start(),
          routes: ROUTES,
          runs: SCRIPT_RUNS,
        })
        const lines = scriptTimeLines(times, SCRIPT_RUNS)
        console.log(`\n${lines.join('\n')}`)
        save([...summary, '', ...lines])
      } finally {
        floorAgain.stop()
        siteAgain.stop()
      }
    }
    console.log(`\nWritten to ${path.relative(root, REPORT)}`)
  } finally {
    await chrome.kill()
  }
  if (!process.argv.includes('--skip-build-scaling')) {
    console.log('\nBuild time (next build, all routes prerendered)')
    timeBuild('seed dataset', {NEXT_DIST_DIR: '.next-bench'})
    const scratch = scratchDataset(1000)
    timeBuild('seed + 1,000 generated articles', {NEXT_DIST_DIR: '.next-bench', CONTENT_DATASET_PATH: scratch})
  }
  if (STRICT && missed) {
    console.error(`\n--strict: ${missed} goal misses (listed above)`)
    process.exit(1)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
