/**
 * The shared store against a real Redis (Debian's redis-server, started for these tests by
 * web/test/redis.ts): what it keeps apart, how marks merge, Redis failing as a degraded mode,
 * never an outage: refusing connections, answering slowly, and coming back; and a huge entry, which
 * is never downloaded.
 */
import {startRedis, type TestRedis} from '../test/redis'
import {createClient} from 'redis'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ENTRY_FORMAT, ENTRY_MAX_BYTES, REDIS_WAIT_MS, SharedStore, type StoredEntry} from './shared-store'

/** A store with its log and the number of times it came (back) up. */
function storeOn(url: string, buildId: string) {
  const log: string[] = []
  const state = {exchanges: 0}
  const store = new SharedStore(
    new URL(url),
    buildId,
    async () => {
      state.exchanges += 1
    },
    {error: (l) => log.push(`error: ${l}`), info: (l) => log.push(`info: ${l}`)},
  )
  return {store, log, state}
}

const entry = (text: string): StoredEntry => ({lastModified: Date.now(), cacheControl: '{"revalidate":false}', text})

/** Time one call in ms. */
async function timed<T>(call: () => Promise<T>): Promise<{value: T; ms: number}> {
  const started = performance.now()
  const value = await call()
  return {value, ms: performance.now() - started}
}

async function until(check: () => boolean | Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('what the store keeps', () => {
  const url = process.env.REDIS_TEST_URL!
  const a = storeOn(url, 'build-a')
  const again = storeOn(url, 'build-a')
  const other = storeOn(url, 'build-b')
  beforeAll(() => Promise.all([a.store.started, again.store.started, other.store.started]))
  afterAll(() => Promise.all([a.store.close(), again.store.close(), other.store.close()]))

  it('an entry is shared by servers of the same build, never with another build', async () => {
    const written = entry('{"kind":"APP_PAGE","html":"<h1>A</h1>"}')
    await a.store.writeEntry('/route-cache/app-page/x/$/about', written)
    expect(await again.store.readEntry('/route-cache/app-page/x/$/about')).toEqual(written)
    expect(await again.store.entryStamp('/route-cache/app-page/x/$/about')).toBe(written.lastModified)
    expect(await other.store.readEntry('/route-cache/app-page/x/$/about')).toBeNull()
    expect(await other.store.entryStamp('/route-cache/app-page/x/$/about')).toBeNull()
  })

  it('marks are shared by every build, each the later time; the version moves only when one does', async () => {
    const tag = `servicePackage-${Date.now()}`
    const now = Date.now()
    // A publish with the 'max' profile: stale now, expired in a year.
    const yearOn = now + 365 * 24 * 3600 * 1000
    await a.store.pushMarks({[tag]: {stale: now, expired: yearOn}})
    const version = await other.store.marksVersion()
    await other.store.pushMarks({[tag]: {stale: now - 60_000}})
    expect(await a.store.marksVersion()).toBe(version)
    expect((await other.store.pullMarks())?.[tag]).toEqual({stale: now, expired: yearOn})
    await other.store.pushMarks({[tag]: {stale: now + 1}})
    expect(await a.store.marksVersion()).not.toBe(version)
    expect((await a.store.pullMarks())?.[tag]).toEqual({stale: now + 1, expired: yearOn})
  })

  it('last good answers are shared with the time they were read', async () => {
    await a.store.writeLastGood('k1', 1234, '{"copyright":"© 2026"}')
    expect(await other.store.readLastGood('k1')).toEqual({at: 1234, json: '{"copyright":"© 2026"}'})
    expect(await other.store.readLastGood('none')).toBeNull()
  })
})

/**
 * A server whose clock runs ahead (here a month) writes times no other server can trust. Trusted, its
 * entry would win over every later render and its mark would stay the latest, so every publish after
 * it would be ignored for a month. Each is damaged instead: the entry costs a miss, the mark is
 * replaced by the next publish, which reaches every server.
 */
describe('a server whose clock runs ahead', () => {
  const url = process.env.REDIS_TEST_URL!
  const ahead = storeOn(url, 'build-clock')
  const right = storeOn(url, 'build-clock')
  const MONTH = 30 * 24 * 3600 * 1000
  beforeAll(() => Promise.all([ahead.store.started, right.store.started]))
  afterAll(() => Promise.all([ahead.store.close(), right.store.close()]))

  it('its entry, dated a month ahead, is a miss for a server whose clock is right: removed and logged once', async () => {
    const key = '/route-cache/app-page/x/$/pricing-ahead'
    await ahead.store.writeEntry(key, {
      ...entry('{"kind":"APP_PAGE","html":"<h1>Old price</h1>"}'),
      lastModified: Date.now() + MONTH,
    })
    expect(await right.store.entryStamp(key)).toBeNull()
    expect(await right.store.readEntry(key)).toBeNull()
    expect(right.log.filter((l) => l.includes('pricing-ahead'))).toEqual([
      expect.stringMatching(/min ahead of this server's clock: treated as missing and removed from Redis/),
    ])
    // Removed: a render made now is the one every server reads.
    const fresh = entry('{"kind":"APP_PAGE","html":"<h1>New price</h1>"}')
    await right.store.writeEntry(key, fresh)
    expect(await ahead.store.readEntry(key)).toEqual(fresh)
  })

  it('an entry a few seconds ahead (clocks a little apart) is kept', async () => {
    const key = '/route-cache/app-page/x/$/pricing-skew'
    const written = {...entry('{"kind":"APP_PAGE","html":"<h1>Price</h1>"}'), lastModified: Date.now() + 5_000}
    await ahead.store.writeEntry(key, written)
    expect(await right.store.readEntry(key)).toEqual(written)
  })

  it('its mark, dated a month ahead, is replaced by the next publish, which moves the version for every server', async () => {
    const tag = `servicePackage-ahead-${Date.now()}`
    await ahead.store.pushMarks({[tag]: {stale: Date.now() + MONTH}})
    const version = await right.store.marksVersion()
    const publish = Date.now()
    await right.store.pushMarks({[tag]: {stale: publish}})
    expect(await right.store.marksVersion()).not.toBe(version)
    expect((await ahead.store.pullMarks())?.[tag]).toEqual({stale: publish})
  })

  it("a last good answer dated a month ahead is none, so today's answer is not passed over for it", async () => {
    await ahead.store.writeLastGood('k-ahead', Date.now() + MONTH, '{"price":"$1,999"}')
    expect(await right.store.readLastGood('k-ahead')).toBeNull()
  })
})

describe('Redis failing', () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => redis.close())

  it('a thread busy longer than the wait (a render, a cold start) does not take a prompt Redis for a slow one', async () => {
    const {store, log} = storeOn(redis.url, 'busy')
    await store.started
    await store.writeEntry('k', entry('{"v":1}'))
    const read = store.readEntry('k')
    await new Promise((sent) => setImmediate(sent)) // the client writes its commands in an immediate
    // Redis answers within a millisecond; this thread reads the answer only after blocking past the wait.
    const until = performance.now() + 2 * REDIS_WAIT_MS
    while (performance.now() < until);
    expect((await read)?.text).toBe('{"v":1}')
    expect(store.state).toBe('up')
    expect(log).toEqual([])
    await store.close()
  })

  it('a thread busy for seconds while a new process connects (its cold start) does not switch a prompt Redis off', async () => {
    const {store, log} = storeOn(redis.url, 'cold')
    // Redis accepts the connection at once; this thread reads it only after 3 s (a cold start loading
    // a route's modules on a loaded machine takes that long). The client's own timers must not fire first.
    const until = performance.now() + 3000
    while (performance.now() < until);
    await store.started
    expect(store.state).toBe('up')
    expect(log).toEqual([])
    await store.close()
  })

  it(`answering slowly: no call waits more than ${REDIS_WAIT_MS} ms, then none waits at all; logged once; back when it answers`, async () => {
    const {store, log, state} = storeOn(redis.url, 'slow')
    await store.started
    expect(store.state).toBe('up')
    await store.writeEntry('k', entry('{"v":1}'))
    redis.cli('CLIENT', 'PAUSE', '1500', 'ALL')
    const first = await timed(() => store.readEntry('k'))
    expect(first.value).toBeUndefined()
    // The bound itself plus the event loop's own delay on a busy machine.
    expect(first.ms).toBeLessThan(REDIS_WAIT_MS + 150)
    const next = await timed(() => store.readEntry('k'))
    expect(next.value).toBeUndefined()
    expect(next.ms).toBeLessThan(20)
    const probed = await timed(() => store.probe()) // still paused: the probe waits the bound too, no longer
    expect(probed.ms).toBeLessThan(REDIS_WAIT_MS + 150)
    expect(store.state).toBe('down')
    await until(
      async () => {
        await store.probe()
        return store.state === 'up'
      },
      5000,
      'the store coming back',
    )
    expect((await store.readEntry('k'))?.text).toBe('{"v":1}')
    expect(log.filter((l) => l.startsWith('error'))).toHaveLength(1)
    expect(log[0]).toMatch(/^error: Shared cache \(Redis at 127\.0\.0\.1:\d+\) unavailable \(no answer within 200 ms\)/)
    expect(log.filter((l) => l.startsWith('info'))).toHaveLength(1)
    expect(state.exchanges).toBe(2) // at the start, and on the way back
    await store.close()
  })

  it('refusing connections: calls answer at once as unknown, logged once, then it reconnects by itself', async () => {
    const {store, log, state} = storeOn(redis.url, 'down')
    await store.started
    await redis.stop()
    await until(() => store.state === 'down', 3000, 'the store noticing')
    const reads = await Promise.all(Array.from({length: 20}, () => timed(() => store.readEntry('k'))))
    const push = await timed(() => store.pushMarks({t: {stale: 1}}))
    expect(reads.every((c) => c.value === undefined)).toBe(true)
    expect(push.value).toBe(false)
    expect(Math.max(push.ms, ...reads.map((c) => c.ms))).toBeLessThan(REDIS_WAIT_MS)
    await new Promise((r) => setTimeout(r, 1500)) // reconnection attempts meanwhile: still one line
    await redis.start()
    const back = Date.now()
    await until(() => store.state === 'up', 5000, 'the store reconnecting')
    console.log(`Shared store: answering again ${Date.now() - back} ms after Redis came back`)
    expect(log.filter((l) => l.startsWith('error'))).toHaveLength(1)
    expect(log[0]).toMatch(/unavailable \((ECONNREFUSED|ECONNRESET|Socket closed unexpectedly)/)
    expect(log.filter((l) => l.startsWith('info'))).toHaveLength(1)
    expect(state.exchanges).toBe(2)
    await store.close()
  })

  it('a store that cannot connect at the start says so once and is used by nobody', async () => {
    const {store, log} = storeOn('redis://127.0.0.1:9', 'never')
    await store.started
    const call = await timed(() => store.readEntry('k'))
    expect(call.value).toBeUndefined()
    expect(call.ms).toBeLessThan(20)
    expect(log).toHaveLength(1)
    await store.close()
  })
})

describe('a huge entry in Redis', () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(() => redis.close())

  it('is never downloaded (its size is read first): a miss, said once, and the store stays on', async () => {
    const {store, log} = storeOn(redis.url, 'huge')
    await store.started
    const writer = createClient({url: redis.url})
    await writer.connect()
    const key = '/route-cache/APP_PAGE/x/$/huge'
    const redisKey = `site-cache:build:huge:entry:${key}`
    /** Bytes Redis has sent to its clients, all of them. */
    const sent = () => Number(/total_net_output_bytes:(\d+)/.exec(redis.cli('INFO', 'stats'))![1])
    // 32 MB: downloading it takes longer than REDIS_WAIT_MS here, which switched the store off.
    const huge = Buffer.alloc(32 * 1024 * 1024, 'x')
    for (let round = 0; round < 3; round++) {
      await writer.hSet(redisKey, {f: ENTRY_FORMAT, b: 'huge', lm: String(Date.now()), cc: '', v: huge})
      const before = sent()
      const read = await timed(() => store.readEntry(key))
      const stamp = await store.entryStamp(key)
      expect(read.value).toBeNull()
      expect(stamp).toBeNull()
      expect(sent() - before, 'bytes sent by Redis').toBeLessThan(ENTRY_MAX_BYTES)
      expect(read.ms).toBeLessThan(REDIS_WAIT_MS)
      expect(store.state).toBe('up')
      expect(await writer.exists(redisKey), 'removed from Redis').toBe(0)
    }
    await store.writeEntry(key, entry('{"kind":"APP_PAGE","html":"<h1>Small</h1>"}'))
    expect((await store.readEntry(key))?.text).toBe('{"kind":"APP_PAGE","html":"<h1>Small</h1>"}')
    expect(log).toEqual([
      `error: Shared cache: the entry ${JSON.stringify(redisKey)} is over the 4.0 MB limit (32.0 MB): treated as missing and removed from Redis.`,
    ])
    writer.destroy()
    await store.close()
  })
})
