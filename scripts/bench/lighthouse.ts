/**
 * npm run bench: Lighthouse (mobile preset) against the production build.
 *   1. each route, median of 3 runs: performance, LCP, TBT, CLS, bytes, and first-load JS (gzip);
 *   2. a few routes again as a no-JavaScript copy of their HTML, beside the real route, so the cost
 *      of the JavaScript is visible;
 *   3. build time with the seed, and with 1,000 generated articles in a scratch dataset.
 * Fails (exit 1) when a route's median performance is below 0.95.
 *   Options: --routes /,/contact  --runs 3  --skip-build-scaling  (NEXT_DIST_DIR picks the build)
 */
import {execSync} from 'node:child_process'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {SPEC_ROUTES} from '@agency/web/e2e/routes'
import {firstLoadJs} from './bundles'
import {freePort, root, startServer} from './server'

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
// Every route of the route table by default (about 20 minutes); --routes narrows it down.
const ROUTES: string[] = arg('routes')?.split(',') ?? [...SPEC_ROUTES]
const RUNS = Number(arg('runs') ?? 3)
const NO_JS_ROUTES = ['/', '/ai-voice-agents', '/blog']
const MIN_SCORE = 0.95

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function audit(url: string, port: number) {
  const lhr = (await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: {mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false},
    throttlingMethod: 'simulate',
  }))!.lhr
  const a = lhr.audits
  return {
    score: lhr.categories.performance!.score ?? 0,
    lcp: a['largest-contentful-paint']!.numericValue ?? 0,
    tbt: a['total-blocking-time']!.numericValue ?? 0,
    cls: a['cumulative-layout-shift']!.numericValue ?? 0,
    bytes: a['total-byte-weight']!.numericValue ?? 0,
  }
}

/** Serves the real site, but with every script removed from its HTML. */
function noJsProxy(target: string) {
  return http.createServer(async (req, res) => {
    const upstream = await fetch(`${target}${req.url}`).catch(() => null)
    if (!upstream) return res.writeHead(502).end()
    const type = upstream.headers.get('content-type') ?? ''
    const body = Buffer.from(await upstream.arrayBuffer())
    res.writeHead(upstream.status, {'content-type': type})
    if (!type.includes('text/html')) return res.end(body)
    res.end(
      body
        .toString('utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link[^>]+rel="(preload|modulepreload)"[^>]+as="script"[^>]*>/g, ''),
    )
  })
}

function timeBuild(label: string, env: Record<string, string>): number {
  const t0 = Date.now()
  execSync('npx next build', {cwd: path.join(root, 'web'), env: {...process.env, ...env}, stdio: 'ignore'})
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
  const sizes = new Map(firstLoadJs().map((r) => [r.route, r.bytes]))
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const failures: string[] = []
  try {
    console.log(`Lighthouse mobile, median of ${RUNS} runs per route (${server.url})`)
    console.log('route                              perf    LCP ms  TBT ms   CLS     kB    JS kB gz')
    const results = new Map<string, Awaited<ReturnType<typeof audit>>>()
    for (const route of ROUTES) {
      const runs = []
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${route}`, chrome.port))
      const m = {
        score: median(runs.map((r) => r.score)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        bytes: median(runs.map((r) => r.bytes)),
      }
      results.set(route, m)
      if (m.score < MIN_SCORE) failures.push(`${route} scored ${m.score}`)
      console.log(
        `${route.padEnd(32)} ${(m.score * 100).toFixed(0).padStart(5)} ${m.lcp.toFixed(0).padStart(9)} ${m.tbt.toFixed(0).padStart(7)} ${m.cls.toFixed(3).padStart(7)} ${(m.bytes / 1024).toFixed(0).padStart(6)} ${((sizes.get(route) ?? 0) / 1024).toFixed(1).padStart(8)}`,
      )
    }
    const noJsPort = await freePort()
    const proxy = noJsProxy(server.url).listen(noJsPort, '127.0.0.1')
    console.log('\nThe cost of JavaScript: the real route beside a copy of its HTML with every script removed')
    console.log('route                          with JS: perf  LCP ms  TBT ms    without JS: perf  LCP ms  TBT ms')
    for (const route of NO_JS_ROUTES) {
      const real = results.get(route) ?? (await audit(`${server.url}${route}`, chrome.port))
      const bare = await audit(`http://127.0.0.1:${noJsPort}${route}`, chrome.port)
      console.log(
        `${route.padEnd(30)} ${(real.score * 100).toFixed(0).padStart(13)} ${real.lcp.toFixed(0).padStart(7)} ${real.tbt.toFixed(0).padStart(7)} ${(bare.score * 100).toFixed(0).padStart(17)} ${bare.lcp.toFixed(0).padStart(7)} ${bare.tbt.toFixed(0).padStart(7)}`,
      )
    }
    proxy.close()
  } finally {
    await chrome.kill()
    server.stop()
  }
  if (!process.argv.includes('--skip-build-scaling')) {
    console.log('\nBuild time (next build, all routes prerendered)')
    timeBuild('seed dataset', {NEXT_DIST_DIR: '.next-bench'})
    const scratch = scratchDataset(1000)
    timeBuild('seed + 1,000 generated articles', {NEXT_DIST_DIR: '.next-bench', CONTENT_DATASET_PATH: scratch})
  }
  if (failures.length) {
    console.error(`\nBelow ${MIN_SCORE}: ${failures.join(', ')}`)
    process.exit(1)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
