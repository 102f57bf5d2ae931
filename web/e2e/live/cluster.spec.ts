/**
 * Several servers sharing one cache on Redis (REDIS_URL): two copies of the live build, each with its
 * own disk, and a real redis-server (web/test/redis.ts). A webhook reaches one of them, as behind
 * a load balancer (servers.ts forwards the Content Lake stand-in's call). Every behaviour of the
 * docs/deploying.md's "Several servers" is a test here: the publish on every server, a page rendered
 * once, a server started later, a damaged entry in Redis, the Content Lake down on both, Redis slow,
 * down and back.
 */
import {readFileSync} from 'node:fs'
import {startRedis, type TestRedis} from '../../test/redis'
import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from '../routes'
import {getDocument, lakeRequests, setFault, timed, untilShown} from './lake'
import {type LiveServer, publishTo, startLiveServer} from './servers'

const PORT = Number(process.env.E2E_LIVE_PORT || 3220) + 11

test.describe.configure({mode: 'serial'})

let redis: TestRedis
let a: LiveServer
let b: LiveServer
const started: LiveServer[] = []

/** Every server's environment: one Redis, and leads in one Supabase project (docs/deploying.md), never each in a local one. */
const clusterEnv = () => ({REDIS_URL: redis.url, LOCAL_SUPABASE: 'off'})

async function server(name: string, port: number) {
  const s = await startLiveServer({name, port, env: clusterEnv()})
  started.push(s)
  return s
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedis()
  ;[a, b] = await Promise.all([server('cluster-a', PORT), server('cluster-b', PORT + 1)])
})

// A failed test prints each server's last lines: a crash, a stall or Redis's state is there, not in the error.
test.afterEach(() => {
  const {status, expectedStatus} = test.info()
  if (status === expectedStatus) return
  for (const s of started) console.log(`--- ${s.base} printed:\n${s.log().split('\n').slice(-40).join('\n')}`)
})

let voicePackage: Record<string, unknown> & {_id: string; _type: string}

test.afterAll(async () => {
  await setFault({mode: 'none'})
  // The tests below change it and leave it to the next; whatever happened, it goes back.
  if (voicePackage) await publishTo(a.base, [{createOrReplace: voicePackage}])
  await Promise.all(started.map((s) => s.remove()))
  await redis?.close()
})

const amountOf = (doc: Record<string, unknown>) => (doc.price as {amount: number}).amount
/** A page shows the voice package's price: `$1,234` as a price card or a sentence writes it ("from $1,234/month"). */
const shows = (amount: number) => (body: string) =>
  new RegExp(`\\$${amount.toLocaleString('en-US')}(?![\\d,.])`).test(body)

test('a price published through one server shows on the other within 10 s', async () => {
  const original = await getDocument('pkg-voice-basic')
  voicePackage = original
  for (const s of [a, b]) expect(shows(amountOf(original))((await timed(`${s.base}/ai-voice-agents`)).body)).toBe(true)
  const {webhookAnsweredAt} = await publishTo(a.base, [{patch: {id: 'pkg-voice-basic', set: {'price.amount': 1234}}}])
  const ms = await untilShown(`${b.base}/ai-voice-agents`, shows(1234), webhookAnsweredAt, 10_000)
  console.log(`Published through A: B showed it ${ms} ms after A's webhook answered`)
  await untilShown(`${a.base}/ai-voice-agents`, shows(1234), webhookAnsweredAt, 10_000)
})

test('a page one server rendered is served by the other without rendering it again', async () => {
  const about = await getDocument('page-about')
  const title = `About us, published ${Date.now()}`
  const {webhookAnsweredAt} = await publishTo(a.base, [{patch: {id: 'page-about', set: {'seo.title': title}}}])
  try {
    await untilShown(`${a.base}/about`, (body) => body.includes(title), webhookAnsweredAt, 10_000)
    const reads = (await lakeRequests()).length
    const onB = await timed(`${b.base}/about`)
    expect(onB.body.includes(title), 'B shows what A rendered').toBe(true)
    expect(onB.headers.get('x-nextjs-cache')).toBe('HIT')
    await new Promise((r) => setTimeout(r, 500)) // a render B started in the background would read now
    const aboutReads = (await lakeRequests()).slice(reads).filter((r) => r.query?.includes('slug.current == $slug'))
    expect(aboutReads, 'reads of the page by B').toEqual([])
  } finally {
    await publishTo(a.base, [{createOrReplace: about}])
  }
})

test('a server started later serves current content', async () => {
  const c = await server('cluster-c', PORT + 2)
  // Rendered by A or B since the publish: current on C's first request.
  const rendered = await timed(`${c.base}/ai-voice-agents`)
  expect(rendered.status).toBe(200)
  expect(shows(1234)(rendered.body)).toBe(true)
  // Not rendered since (the home page shows the price too): C knows the publish from its first
  // request, so the build's copy is stale, served once while it re-renders.
  const home = await timed(`${c.base}/`)
  expect(home.headers.get('x-nextjs-cache')).toBe('STALE')
  await untilShown(`${c.base}/`, shows(1234), Date.now(), 5000)
  await c.remove()
  started.splice(started.indexOf(c), 1)
})

test('a server whose clock runs a month ahead holds no page on the others and swallows none of their publishes', async () => {
  test.setTimeout(120_000)
  const ahead = await startLiveServer({
    name: 'cluster-ahead',
    port: PORT + 2,
    env: clusterEnv(),
    clockAhead: '+30d',
  })
  started.push(ahead)
  try {
    // A publish (through A: a webhook signed now is out of range for its clock), then its render of
    // the page: in Redis, dated a month ahead.
    const first = await publishTo(a.base, [{patch: {id: 'pkg-voice-basic', set: {'price.amount': 1313}}}])
    await untilShown(`${ahead.base}/ai-voice-agents`, shows(1313), first.webhookAnsweredAt, 10_000)
    // The next publish reaches every server with a right clock: the entry dated ahead is not the newest.
    const second = await publishTo(a.base, [{patch: {id: 'pkg-voice-basic', set: {'price.amount': 1414}}}])
    await untilShown(`${b.base}/ai-voice-agents`, shows(1414), second.webhookAnsweredAt, 10_000)
    await untilShown(`${a.base}/ai-voice-agents`, shows(1414), second.webhookAnsweredAt, 10_000)
    const said = [a, b].map((s) => s.lines(/min ahead of this server's clock: treated as missing/))
    expect(Math.max(...said), 'the entry dated ahead, said by the server that met it').toBeGreaterThan(0)
  } finally {
    await ahead.remove()
    started.splice(started.indexOf(ahead), 1)
  }
})

test('made-up addresses keep nothing in Redis: the proxy answers them with the 404 page', async () => {
  // For a few seconds after a publish (the tests above publish) the proxy lets every address through
  // to its page, since the book may not hold a page just published yet (web/proxy.ts): wait for both
  // servers' books to have caught up.
  for (const server of [a, b])
    await expect
      .poll(async () => (await fetch(`${server.base}/made-up-probe-${Date.now()}`)).headers.get('x-not-found-by'), {
        timeout: 20_000,
      })
      .toBe('address-book')
  const keys = () => redis.cli('DBSIZE').trim()
  const before = keys()
  const made = Array.from({length: 500}, (_, i) => {
    const word = `made-up-${i}-${Date.now().toString(36)}`
    return [`/${word}`, `/blog/${word}`, `/blog/category/${word}`, `/share-image/${word}`][i % 4]!
  })
  for (const [i, path] of made.entries()) {
    const res = await fetch(`${(i % 2 ? a : b).base}${path}`)
    await res.arrayBuffer()
    expect(res.status, path).toBe(404)
    expect(res.headers.get('x-not-found-by'), path).toBe('address-book')
  }
  expect(keys(), 'keys in Redis').toBe(before)
})

test('every entry in Redis is under the build id, so another build sharing it never reads them', async () => {
  const keys = redis.cli('KEYS', 'site-cache:build:*').trim().split('\n').filter(Boolean)
  expect(keys.length).toBeGreaterThan(0)
  const ids = new Set(keys.map((k) => k.split(':')[2]))
  const buildId = readFileSync(new URL(`../../${a.dir}/BUILD_ID`, import.meta.url), 'utf8').trim()
  expect([...ids]).toEqual([buildId])
})

test('a damaged entry in Redis costs a miss, never an error: both servers answer the page, it is said once, and it is gone', async () => {
  /** The Redis key of a page's entry (pages rendered since the build are there: the tests above publish). */
  const entryOf = (route: string) => {
    const keys = redis.cli('KEYS', `site-cache:build:*:entry:/route-cache/APP_PAGE/*/$${route}`).trim().split('\n')
    expect(keys.filter(Boolean), `the entry of ${route} in Redis`).toHaveLength(1)
    return keys[0]!
  }
  const h1 = (body: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1]
  // Written 30 s ahead (another server's clock, within the skew allowed): newer than any copy a server
  // holds, so both read it.
  const damage = {
    '/about': '{"kind":"APP_PAGE","html":"<h1>cut off', // not JSON
    '/ai-voice-agents': JSON.stringify({kind: 'FETCH', data: {headers: {}, body: '{}', url: ''}, revalidate: 60}), // a data value under a page's key
  }
  const said = (route: string) =>
    a.lines(new RegExp(`Shared cache: the entry ".*\\$${route}" .*: treated as missing`)) +
    b.lines(new RegExp(`Shared cache: the entry ".*\\$${route}" .*: treated as missing`))
  for (const [route, value] of Object.entries(damage)) {
    // Settled first: a background re-render (after the publishes above) would replace the damage before anyone read it.
    for (const s of [a, b])
      await expect.poll(async () => (await timed(`${s.base}${route}`)).headers.get('x-nextjs-cache')).toBe('HIT')
    const before = await timed(`${a.base}${route}`)
    const key = entryOf(route)
    const saidBefore = said(route)
    redis.cli('HSET', key, 'lm', String(Date.now() + 30_000), 'v', value)
    for (let round = 0; round < 3; round++)
      for (const s of [a, b]) {
        const page = await timed(`${s.base}${route}`)
        expect(page.status, `${s.base}${route}`).toBe(200)
        expect(h1(page.body), `${s.base}${route}`).toBe(h1(before.body))
      }
    // The first server to read it removed it (and a render since may have written a good one).
    expect(redis.cli('HGET', key, 'v').trim()).not.toBe(value)
    expect(said(route) - saidBefore, `lines about ${route}`).toBe(1)
  }
})

test('when the Content Lake is down, both servers answer every page with its last good content, also what the other read', async () => {
  test.setTimeout(120_000)
  const settings = await getDocument('siteSettings')
  const published = `© 2026 Helix AI. Published on A before the Lake went down.`
  const {webhookAnsweredAt} = await publishTo(a.base, [{patch: {id: 'siteSettings', set: {copyright: published}}}])
  try {
    // A re-renders two pages: the Lake answers, so A keeps (and shares) the new settings.
    for (const route of ['/', '/about'])
      await untilShown(`${a.base}${route}`, (body) => body.includes(published), webhookAnsweredAt)
    await setFault({mode: 'refuse'})
    // What A rendered, B serves at once.
    const about = await timed(`${b.base}/about`)
    expect(about.status).toBe(200)
    expect(about.body.includes(published), 'B serves the page A rendered').toBe(true)
    // Every page on both: 200 within 1 s each time; pages B re-renders now take A's last good settings.
    for (const round of [1, 2, 3]) {
      const problems: string[] = []
      for (const s of [a, b])
        for (const route of SPEC_ROUTES) {
          const page = await timed(`${s.base}${route}`)
          if (page.status !== 200) problems.push(`${s.base}${route}: ${page.status}`)
          else if (page.ms > 1000) problems.push(`${s.base}${route}: ${Math.round(page.ms)} ms`)
          else if (round === 3 && !page.body.includes(published))
            problems.push(`${s.base}${route}: not the last good settings`)
        }
      expect(problems, `round ${round}`).toEqual([])
      await new Promise((r) => setTimeout(r, 1500)) // background re-renders meet the failing Lake
    }
  } finally {
    await setFault({mode: 'none'})
    await publishTo(a.base, [{createOrReplace: settings}])
  }
})

/** Each request's time and status on both servers, a few times over. */
async function hammer(routes: string[], rounds: number) {
  const answers: Array<{url: string; status: number; ms: number}> = []
  for (let i = 0; i < rounds; i++)
    for (const s of [a, b])
      for (const route of routes) {
        const {status, ms} = await timed(`${s.base}${route}`)
        answers.push({url: `${s.base}${route}`, status, ms})
      }
  return answers
}

const outages = () => [a, b].map((s) => s.lines(/Shared cache .* unavailable/))
const returns = () => [a, b].map((s) => s.lines(/Shared cache .* answering again/))

test('Redis answering slowly: no request waits on it, the outage is logged once per server, and they come back', async () => {
  const [before, backBefore] = [outages(), returns()]
  redis.cli('CLIENT', 'PAUSE', '4000', 'ALL')
  const paused = Date.now()
  const answers = await hammer(['/', '/about', '/ai-voice-agents'], 3)
  expect(Date.now() - paused, 'the requests ran while Redis was paused').toBeLessThan(4000)
  expect(answers.filter((r) => r.status !== 200)).toEqual([])
  const slowest = Math.max(...answers.map((r) => r.ms))
  console.log(`Redis paused: the slowest of ${answers.length} requests took ${Math.round(slowest)} ms`)
  // 200 ms on Redis at most, plus the page itself on a busy machine.
  expect(slowest).toBeLessThan(700)
  await expect.poll(returns, {timeout: 10_000}).toEqual(backBefore.map((n) => n + 1))
  expect(outages()).toEqual(before.map((n) => n + 1))
})

test('Redis down: both keep serving; a publish made meanwhile shows on the other server within 10 s of Redis coming back', async () => {
  test.setTimeout(90_000)
  const before = outages()
  await redis.stop()
  const answers = await hammer(['/', '/about', '/ai-voice-agents'], 2)
  expect(answers.filter((r) => r.status !== 200)).toEqual([])
  expect(Math.max(...answers.map((r) => r.ms))).toBeLessThan(700)
  const {webhookAnsweredAt} = await publishTo(a.base, [{patch: {id: 'pkg-voice-basic', set: {'price.amount': 1777}}}])
  await untilShown(`${a.base}/ai-voice-agents`, shows(1777), webhookAnsweredAt, 10_000)
  await new Promise((r) => setTimeout(r, 1000))
  expect(shows(1777)((await timed(`${b.base}/ai-voice-agents`)).body), 'B cannot know yet').toBe(false)
  await redis.start()
  const back = Date.now()
  const ms = await untilShown(`${b.base}/ai-voice-agents`, shows(1777), back, 10_000)
  console.log(`Redis back: B showed the publish made while it was down ${ms} ms later`)
  expect(outages()).toEqual(before.map((n) => n + 1))
})
