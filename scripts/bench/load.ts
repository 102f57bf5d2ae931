/**
 * npm run load: load on 127.0.0.1 against the production build (`npm run build` first), in set-ups
 * measured one after the other in one run:
 *   1. one server, its own disk, no Redis;
 *   2. two servers sharing a real redis-server (REDIS_URL), each with its own disk, loaded together.
 * Each server gets autocannon's 10 connections cycling through /, a sales page and the quiz page for
 * --seconds (default 30), as fast as it answers, and a price is published twice during the run (the
 * dataset changes and the signed webhook reaches the first server, as a load balancer would send it):
 * the minute after a publish is what is measured. Prints requests per second, p50 and p99 per server,
 * and whether the second server showed the publish.
 *   3. The funnel: one server takes 500 counts a second on POST /api/count while the pages get a
 * steady 100 a second, each sent at its own moment as visitors send them (./steady-rate.ts; each
 * count another visitor: another address, page and source). The pages are measured alone first, on
 * the same server. The counts are written to real PostgreSQL (the local Supabase, PGlite in a process
 * of its own, ./database.ts, over the data API as a deployment writes to Supabase's Postgres). Prints
 * the count endpoint's rate and p99 beside the pages' p99 with and without it, and checks the rollups
 * hold every count answered 204.
 * Fails on any error or non-2xx; with --strict also when a page's p99 is 300 ms or more, the count
 * endpoint's 50 ms or more, it took under 95% of 500 a second, or the pages' p99 beside it is more than
 * PAGES_KEPT_MS over their own.
 *   Options: --seconds 30 --strict
 */
import {spawn} from 'node:child_process'
import {once} from 'node:events'
import {copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {encodeSignatureHeader} from '@sanity/webhook'
import autocannon from 'autocannon'
import {startRedis} from '@agency/web/test/redis'
import {option} from './option'
import {root, startServer} from './server'
import {type SteadyRequest, type SteadyResult, steadyRate} from './steady-rate'

const seconds = Number(option('seconds') || 30) || 30
const strict = process.argv.includes('--strict')
const ROUTES = ['/', '/ai-voice-agents', '/ai-readiness-quiz']
const P99_GOAL_MS = 300
const COUNT_RATE = 500
/** The pages' steady rate while counts come in: well under one server's limit, as a busy site's traffic. */
const PAGE_RATE = 100
const COUNT_P99_GOAL_MS = 50
/** How far the pages' p99 may rise beside the counts and still be their own. */
const PAGES_KEPT_MS = 25
const COUNT_PAGES = ['/', '/ai-voice-agents', '/ai-readiness-quiz', '/about', '/blog']
const COUNT_SOURCES = ['(direct)', 'www.google.com', 'linkedin', 'newsletter']
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const KEYS = {anon: 'load-anon-key', service: 'load-service-key'}
const SECRET = 'load-test-webhook-secret'
const web = path.join(root, 'web')
const build = process.env.NEXT_DIST_DIR || '.next'

/** A copy of the build for one server: its own disk, file times kept (they date the build's pages). */
function copyOfBuild(name: string): string {
  const dir = `${build}-load-${name}`
  rmSync(path.join(web, dir), {recursive: true, force: true})
  const skipped = new Set(['standalone', 'trace', 'cache/turbopack', 'local-supabase'])
  cpSync(path.join(web, build), path.join(web, dir), {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) => !skipped.has(path.relative(path.join(web, build), file)),
  })
  return dir
}

/** A scratch copy of the embedded dataset the run publishes into (CONTENT_DATASET_PATH). */
function scratchDataset(): {file: string; remove: () => void} {
  const seed = path.join(root, 'studio/seed')
  const dir = mkdtempSync(path.join(tmpdir(), 'load-dataset-'))
  copyFileSync(path.join(seed, 'production.ndjson'), path.join(dir, 'production.ndjson'))
  symlinkSync(path.join(seed, 'images'), path.join(dir, 'images'))
  return {file: path.join(dir, 'production.ndjson'), remove: () => rmSync(dir, {recursive: true, force: true})}
}

/** Publishes a price: the dataset changes, then the signed webhook goes to one server. */
async function publishPrice(dataset: string, amount: number, to: string) {
  const lines = readFileSync(dataset, 'utf8').split('\n')
  writeFileSync(
    dataset,
    lines
      .map((line) => {
        if (!line.includes('"_id":"pkg-voice-basic"')) return line
        const doc = JSON.parse(line) as {price: Record<string, unknown>}
        return JSON.stringify({...doc, price: {...doc.price, amount}})
      })
      .join('\n'),
  )
  const body = JSON.stringify({_type: 'servicePackage', _id: 'pkg-voice-basic', operation: 'update'})
  const res = await fetch(`${to}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  })
  if (res.status !== 200) throw new Error(`The webhook answered ${res.status}`)
}

interface Row {
  setup: string
  server: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/** Loads every server at once for the run's length, publishing twice meanwhile. */
async function measure(setup: string, urls: string[], dataset: string): Promise<Row[]> {
  const publishes = [2000, (seconds * 1000) / 2].map((at, i) =>
    new Promise((r) => setTimeout(r, at)).then(() => publishPrice(dataset, 1200 + i, urls[0]!)),
  )
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({url, connections: 10, duration: seconds, requests: ROUTES.map((p) => ({method: 'GET', path: p}))}),
    ),
  )
  await Promise.all(publishes)
  return results.map((r, i) => ({
    setup,
    server: urls[i]!,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx + (r['1xx'] ?? 0),
  }))
}

/** The pages at a steady PAGE_RATE a second (a busy site's traffic, not the server's limit). */
const steadyPages = (url: string) =>
  steadyRate({url, rate: PAGE_RATE, seconds, request: (i) => ({method: 'GET', path: ROUTES[i % ROUTES.length]!})})

/** The i-th count: another visitor each, as a load balancer's X-Forwarded-For names them. */
const countRequest = (i: number): SteadyRequest => ({
  method: 'POST',
  path: '/api/count',
  headers: {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': CHROME,
    'x-forwarded-for': `198.51.${Math.floor(i / 250) % 8}.${i % 250}`,
  },
  body: JSON.stringify({
    step: i % 10 === 0 ? 'quiz_started' : 'page_view',
    page: COUNT_PAGES[i % COUNT_PAGES.length],
    source: COUNT_SOURCES[i % COUNT_SOURCES.length],
  }),
})

/** A row of the report from a steady-rate run. */
const steadyRow = (setup: string, server: string, r: SteadyResult): Row => ({
  setup,
  server,
  rps: r.rate,
  p50: r.p50,
  p99: r.p99,
  errors: r.errors,
  non2xx: r.notOk,
})

/**
 * The pages' load and 500 counts a second on one server at once; then waits for the rollups to be
 * written and returns what was measured and how many counts the database holds.
 */
async function measureCounting(url: string, stored: () => Promise<number>) {
  const [pages, counts] = await Promise.all([
    steadyPages(url),
    steadyRate({url, rate: COUNT_RATE, seconds, request: countRequest}),
  ])
  // The rollup writes at most a second after a count: wait until the database holds them all.
  const deadline = Date.now() + 10_000
  let held = await stored()
  while (held < counts.ok && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250))
    held = await stored()
  }
  return {pages, counts, held}
}

async function main() {
  const dataset = scratchDataset()
  const redis = await startRedis()
  const stops: Array<() => void> = []
  const dirs: string[] = []
  const serverOn = async (name: string, env: Record<string, string> = {}) => {
    const dir = copyOfBuild(name)
    dirs.push(dir)
    const server = await startServer(
      {
        NEXT_DIST_DIR: dir,
        CONTENT_DATASET_PATH: dataset.file,
        SANITY_REVALIDATE_SECRET: SECRET,
        NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || 'https://www.helixai.example',
        ...env,
      },
      {cwd: web},
    )
    stops.push(server.stop)
    return server
  }
  const rows: Row[] = []
  let countCheck: {rate: number; p99: number; answered: number; held: number} | undefined
  try {
    console.log(
      `autocannon, 10 connections per server, ${seconds} s, ${ROUTES.join(' ')}; two publishes during each run`,
    )
    const single = await serverOn('single')
    rows.push(...(await measure('one server, no Redis', [single.url], dataset.file)))
    single.stop()
    const [a, b] = [await serverOn('a', {REDIS_URL: redis.url}), await serverOn('b', {REDIS_URL: redis.url})]
    rows.push(...(await measure('two servers, Redis', [a.url, b.url], dataset.file)))
    const onB = await (await fetch(`${b.url}/ai-voice-agents`)).text()
    console.log(`The second server shows the last publish: ${onB.includes('$1,201') ? 'yes' : 'NO'}`)
    a.stop()
    b.stop()

    // 3. The funnel's count endpoint beside the pages, writing to PostgreSQL over the data API.
    // Its own process group: npx starts tsx, which starts node; stopping the group stops all three.
    const database = spawn('npx', ['tsx', path.join(root, 'scripts/bench/database.ts'), KEYS.anon, KEYS.service], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    stops.push(() => process.kill(-database.pid!, 'SIGTERM'))
    const [line] = (await once(database.stdout!, 'data')) as [Buffer]
    const databaseUrl = line.toString().trim()
    const counting = await serverOn('counting', {
      SUPABASE_URL: databaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: KEYS.service,
      NEXT_PUBLIC_SUPABASE_URL: 'https://load.supabase.example',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: KEYS.anon,
    })
    const stored = async () => {
      const res = await fetch(`${databaseUrl}/rest/v1/funnel_daily?select=count`, {
        headers: {apikey: KEYS.service, authorization: `Bearer ${KEYS.service}`},
      })
      return ((await res.json()) as Array<{count: number}>).reduce((sum, r) => sum + r.count, 0)
    }
    const alone = await steadyPages(counting.url)
    rows.push(steadyRow('one server, pages', `${counting.url} pages`, alone))
    const {pages, counts, held} = await measureCounting(counting.url, stored)
    rows.push(steadyRow('one server, counting', `${counting.url} pages`, pages))
    rows.push(steadyRow('one server, counting', `${counting.url} /api/count`, counts))
    countCheck = {rate: counts.rate, p99: counts.p99, answered: counts.ok, held}
  } finally {
    for (const stop of stops) stop()
    await redis.close()
    dataset.remove()
    for (const dir of dirs) rmSync(path.join(web, dir), {recursive: true, force: true})
  }
  console.log('\nset-up                 server                    req/s  p50 ms  p99 ms  errors  non-2xx')
  for (const r of rows)
    console.log(
      `${r.setup.padEnd(22)} ${r.server.padEnd(24)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`,
    )
  const total = (setup: string) => rows.filter((r) => r.setup === setup).reduce((sum, r) => sum + r.rps, 0)
  console.log(
    `\nThroughput: two servers with Redis ${total('two servers, Redis')} req/s, one without ${total('one server, no Redis')} req/s`,
  )
  const slow = rows.filter((r) => r.p99 >= P99_GOAL_MS)
  console.log(
    slow.length
      ? `p99 at or over ${P99_GOAL_MS} ms: ${slow.map((r) => r.server).join(', ')}`
      : `Every p99 under ${P99_GOAL_MS} ms`,
  )
  const quiet = rows.find((r) => r.setup === 'one server, pages')
  const busy = rows.find((r) => r.setup === 'one server, counting' && r.server.endsWith(' pages'))
  let countSlow = false
  if (countCheck) {
    console.log(
      `\nThe funnel: /api/count took ${Math.round(countCheck.rate)} counts a second (goal ${COUNT_RATE}) with a p99 of ${countCheck.p99} ms (goal under ${COUNT_P99_GOAL_MS} ms); the pages, ${PAGE_RATE} a second, had a p99 of ${busy?.p99} ms beside it and ${quiet?.p99} ms without it. The rollups hold ${countCheck.held} counts (${Math.round(countCheck.held / seconds)} a second, as the server took them) of the ${countCheck.answered} answered 204.`,
    )
    countSlow =
      countCheck.p99 >= COUNT_P99_GOAL_MS ||
      countCheck.rate < COUNT_RATE * 0.95 ||
      (busy?.p99 ?? 0) > (quiet?.p99 ?? 0) + PAGES_KEPT_MS
    // A count answered after the run's last one was timed is stored too: more is fine, fewer is a loss.
    if (countCheck.held < countCheck.answered) {
      console.error('Counts were lost between the endpoint and the database.')
      process.exit(1)
    }
  }
  if (rows.some((r) => r.errors || r.non2xx)) {
    console.error('Load test saw errors.')
    process.exit(1)
  }
  if (strict && (slow.length || countSlow)) process.exit(1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
