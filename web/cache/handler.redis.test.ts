/**
 * The cache handler with the shared store on a real Redis (web/test/redis.ts), called as Next.js
 * calls it. Whatever is under a key in Redis, a visitor never pays for it with an error: a damaged,
 * foreign, oversized or wrongly-kinded entry written straight into Redis is a miss (Next renders the
 * page again and its write replaces the entry), logged once per key and problem, and the store stays
 * on. An entry too large for Redis stays on this server's disk.
 */
import {randomBytes} from 'node:crypto'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {nodeFs} from 'next/dist/server/lib/node-fs-methods'
import {createClient} from 'redis'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi} from 'vitest'
import {decodeValue, encodeValue} from './codec'
import SiteCacheHandler from './handler'
import {ENTRY_FORMAT, ENTRY_MAX_BYTES} from './shared-store'
import {siteCacheOf} from './site-cache'

const buildId = `handler-test-${Date.now()}`
const dist = mkdtempSync(path.join(tmpdir(), 'site-cache-'))
const serverDistDir = path.join(dist, 'server')
mkdirSync(serverDistDir, {recursive: true})
writeFileSync(path.join(dist, 'BUILD_ID'), buildId)
// The handler reads REDIS_URL when this process's first handler is made (cache/site-cache.ts).
process.env.REDIS_URL = process.env.REDIS_TEST_URL

type GetContext = Parameters<SiteCacheHandler['get']>[1]
type SetContext = Parameters<SiteCacheHandler['set']>[2]
type Value = Parameters<SiteCacheHandler['set']>[1]

/** A handler as Next makes one for each request. */
const handler = () =>
  new SiteCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    dev: false,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  } as ConstructorParameters<typeof SiteCacheHandler>[0])

const PAGE_GET = {kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false} as unknown as GetContext
const ROUTE_GET = {kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false} as unknown as GetContext
const RESPONSE_SET = {cacheControl: {revalidate: false, expire: 31536000}, isFallback: false} as unknown as SetContext

/** A page value as Next stores it. */
const page = (title: string) =>
  ({
    kind: 'APP_PAGE',
    html: `<h1>${title}</h1>`,
    rscData: Buffer.from(`0:["$","h1",null,"${title}"]`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: {'x-next-cache-tags': 'page,page:pricing'},
    status: 200,
    postponed: undefined,
  }) as unknown as Value
/** A route answer (a share image) as Next stores it. */
const route = (body: Buffer) =>
  ({kind: 'APP_ROUTE', body, status: 200, headers: {'content-type': 'image/png'}}) as unknown as Value
/** A data read (fetch) as Next stores it. */
const fetched = {
  kind: 'FETCH',
  data: {headers: {}, body: '{"title":"Pricing"}', url: 'https://lake.example/q', status: 200},
  revalidate: 31536000,
  tags: ['page'],
}

const redis = createClient({url: process.env.REDIS_TEST_URL})
const redisKey = (key: string) => `site-cache:build:${buildId}:entry:${key}`
/** Writes an entry's hash straight into Redis: a good one, with some fields changed or removed (undefined). */
async function writeHash(key: string, changes: Record<string, string | undefined>) {
  const fields: Record<string, string | undefined> = {
    f: ENTRY_FORMAT,
    b: buildId,
    // A minute ahead (another server's clock): newer than anything this server holds, so it is read.
    lm: String(Date.now() + 60_000),
    cc: JSON.stringify({revalidate: false}),
    v: encodeValue(page('Stored')),
    ...changes,
  }
  await redis.unlink(redisKey(key))
  await redis.hSet(
    redisKey(key),
    Object.fromEntries(Object.entries(fields).filter((field): field is [string, string] => field[1] !== undefined)),
  )
}

/** Marks a damaged value, to show the log never prints it. */
const MARK = 'VALUE-NEVER-LOGGED'

const damaged: Array<{what: string; problem: string; write: (key: string) => Promise<unknown>}> = [
  {
    what: 'bad JSON in its value',
    problem: 'has a value that is not JSON',
    write: (key) => writeHash(key, {v: `{"kind":"APP_PAGE","html":"<h1>${MARK}`}),
  },
  {
    what: 'a cache control that is not JSON',
    problem: 'has a cache control that is not JSON',
    write: (key) => writeHash(key, {cc: `{revalidate:${MARK}`}),
  },
  {
    what: 'a cache control Next cannot read',
    problem: 'has a cache control Next cannot read',
    write: (key) => writeHash(key, {cc: JSON.stringify({revalidate: MARK})}),
  },
  {
    what: 'a data (fetch) value under a page key',
    problem: 'holds a FETCH value where Next expects APP_PAGE',
    write: (key) => writeHash(key, {v: encodeValue({...fetched, data: {...fetched.data, body: MARK}})}),
  },
  {
    what: 'a page value whose HTML is not text',
    problem: 'holds a APP_PAGE value whose html Next cannot read',
    write: (key) => writeHash(key, {v: encodeValue({...(page(MARK) as object), html: {$b: 'AA=='}})}),
  },
  {
    what: 'an entry in the format before this one (no `f`)',
    problem: 'is in another format',
    write: (key) => writeHash(key, {f: undefined, b: undefined, v: encodeValue(page(MARK))}),
  },
  {
    what: "another build's entry",
    problem: 'is from another build',
    write: (key) => writeHash(key, {b: 'another-build', v: encodeValue(page(MARK))}),
  },
  {
    what: 'an unreadable write time',
    problem: 'has no readable write time',
    write: (key) => writeHash(key, {lm: 'yesterday', v: encodeValue(page(MARK))}),
  },
  {
    what: 'a Redis string where a hash belongs',
    problem: 'is a Redis string, not a hash',
    write: async (key) => {
      await redis.unlink(redisKey(key))
      await redis.set(redisKey(key), MARK)
    },
  },
  {
    what: 'an entry over the size limit',
    problem: `is over the 4.0 MB limit (5.0 MB)`,
    write: (key) =>
      writeHash(key, {
        v: encodeValue({...(page(MARK) as object), html: `<p>${MARK}</p>`.padEnd(5 * 1024 * 1024, ' ')}),
      }),
  },
]

let error: MockInstance<typeof console.error>
/** What this process logged about shared-cache entries. */
const entryLines = () =>
  error.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('Shared cache: the entry'))

beforeAll(async () => {
  await redis.connect()
  await handler().get('/warm-up', PAGE_GET) // waits for the store's first exchange
})
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})
afterAll(async () => {
  await siteCacheOf(serverDistDir).store?.close()
  redis.destroy()
  rmSync(dist, {recursive: true, force: true})
})

describe('a damaged entry in Redis is a miss, never an error', () => {
  it('(the store is up, and a good entry written straight into Redis is read as it is)', async () => {
    expect(siteCacheOf(serverDistDir).store?.state).toBe('up')
    await writeHash('/route-cache/APP_PAGE/t/$/good', {})
    const got = await handler().get('/route-cache/APP_PAGE/t/$/good', PAGE_GET)
    expect(got?.value).toMatchObject({html: '<h1>Stored</h1>'})
  })

  for (const [i, {what, problem, write}] of damaged.entries())
    it(`${what}: a miss, not a throw; the page rendered again replaces it; logged once`, async () => {
      const key = `/route-cache/APP_PAGE/t/$/damaged-${i}`
      await write(key)
      // Visitors' requests: each a miss (Next then renders), none a throw.
      for (let n = 0; n < 3; n++) expect(await handler().get(key, PAGE_GET)).toBeNull()
      expect(await redis.exists(redisKey(key)), 'removed from Redis').toBe(0)
      // Next stores what it rendered: a good entry in Redis again.
      await handler().set(key, page('Rendered again'), RESPONSE_SET)
      const stored = await redis.hGetAll(redisKey(key))
      expect(stored.f).toBe(ENTRY_FORMAT)
      expect((decodeValue(stored.v!) as {html: string}).html).toBe('<h1>Rendered again</h1>')
      // The same damage again (another server's bad write): this server answers with what it holds, and says nothing new.
      await write(key)
      expect((await handler().get(key, PAGE_GET))?.value).toMatchObject({html: '<h1>Rendered again</h1>'})

      const lines = entryLines()
      expect(lines).toHaveLength(1)
      expect(lines[0]).toBe(
        `Shared cache: the entry ${JSON.stringify(redisKey(key))} ${problem}: treated as missing and removed from Redis.`,
      )
      expect(lines[0]).not.toContain(MARK)
      expect(siteCacheOf(serverDistDir).store?.state, 'the store stays on').toBe('up')
    })
})

describe('an entry too large for Redis', () => {
  it("stays on this server's disk and is served from there; the older copy in Redis is removed; said once", async () => {
    const key = '/route-cache/APP_ROUTE/t/$/share-image/large'
    await handler().set(key, route(Buffer.from('a small first version')), RESPONSE_SET)
    expect(await redis.exists(redisKey(key))).toBe(1)
    // Random bytes grow by a third as base64 text: over the limit.
    const large = randomBytes(ENTRY_MAX_BYTES)
    for (let n = 0; n < 2; n++) await handler().set(key, route(large), RESPONSE_SET)
    expect(await redis.exists(redisKey(key)), 'not in Redis').toBe(0)
    expect(Buffer.compare(readFileSync(path.join(serverDistDir, `${key}.body`)), large), 'on disk').toBe(0)
    const served = (await handler().get(key, ROUTE_GET))?.value as {body: Buffer}
    expect(Buffer.compare(served.body, large)).toBe(0)
    expect(entryLines()).toEqual([
      `Shared cache: the entry ${JSON.stringify(redisKey(key))} is over the 4.0 MB limit (5.3 MB): kept on this server's disk only.`,
    ])
    expect(siteCacheOf(serverDistDir).store?.state).toBe('up')
  })
})
