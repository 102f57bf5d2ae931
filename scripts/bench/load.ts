/**
 * npm run load: autocannon on 127.0.0.1 against the production build (`npm run build` first), in two
 * set-ups measured one after the other in one run:
 *   1. one server, its own disk, no Redis;
 *   2. two servers sharing a real redis-server (REDIS_URL), each with its own disk, loaded together.
 * Each server gets 10 connections cycling through /, a sales page and the quiz page for --seconds
 * (default 30), and a price is published twice during the run (the dataset changes and the signed
 * webhook reaches the first server, as a load balancer would send it): the minute after a publish is
 * what is measured. Prints requests per second, p50 and p99 per server, and whether the second server
 * showed the publish. Fails on any error or non-2xx; with --strict also when a p99 is 300 ms or more.
 *   Options: --seconds 30 --strict
 */
import {copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {encodeSignatureHeader} from '@sanity/webhook'
import autocannon from 'autocannon'
import {startRedis} from '@agency/web/test/redis'
import {root, startServer} from './server'

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const seconds = Number(arg('--seconds') || 30) || 30
const strict = process.argv.includes('--strict')
const ROUTES = ['/', '/ai-voice-agents', '/ai-readiness-quiz']
const P99_GOAL_MS = 300
const SECRET = 'load-test-webhook-secret'
const web = path.join(root, 'web')
const build = process.env.NEXT_DIST_DIR || '.next'

/** A copy of the build for one server: its own disk, file times kept (they date the build's pages). */
function copyOfBuild(name: string): string {
  const dir = `${build}-load-${name}`
  rmSync(path.join(web, dir), {recursive: true, force: true})
  const skipped = new Set(['standalone', 'trace', 'cache/turbopack'])
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
  if (rows.some((r) => r.errors || r.non2xx)) {
    console.error('Load test saw errors.')
    process.exit(1)
  }
  if (strict && slow.length) process.exit(1)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
