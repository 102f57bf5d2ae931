/**
 * The revalidation webhook at its HTTP boundary: real Request objects into the route handler, signed
 * the way Sanity signs them (@sanity/webhook's own encoder), and every refusal checked for its status
 * and for what it does NOT do: read the whole body, echo the input, or revalidate anything.
 */
import * as crypto from 'node:crypto'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_BYTES} from '../../../lib/sanity-webhook'
import {POST} from './route'

const revalidated: string[] = []
const profiles: unknown[] = []
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => {
    revalidated.push(tag)
    profiles.push(profile)
  },
  unstable_cache: (read: () => unknown) => read,
}))
/** Work the route leaves for after its answer (next/server's after()); run by the test that checks it. */
const afterwards: Array<() => Promise<void>> = []
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => afterwards.push(task),
}))
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return {...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual)}
})

const SECRET = 'test-webhook-secret'
const URL_ = 'http://localhost/api/revalidate'
const MARKER = 'ECHO-MARKER-<script>alert(1)</script>'

function request(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    body,
    headers: {'content-type': 'application/json', ...headers},
    duplex: 'half',
  } as RequestInit)
}
const sign = (raw: string, timestamp = Date.now(), secret = SECRET) => encodeSignatureHeader(raw, timestamp, secret)
const signed = async (body: unknown, timestamp?: number, secret?: string) => {
  const raw = JSON.stringify(body)
  return request(raw, {[SIGNATURE_HEADER_NAME]: await sign(raw, timestamp, secret)})
}

/** A body stream of `chunk`-sized pieces that never ends; `pulled()` says how many bytes were read. */
function endlessBody(chunk = 16 * 1024) {
  let bytes = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      bytes += chunk
      controller.enqueue(new Uint8Array(chunk).fill(0x20))
    },
  })
  return {stream, pulled: () => bytes}
}

/** Runs the handler; a valid call waits for the Content Lake to settle, which fake timers skip. */
async function call(req: Request) {
  let settled = false
  const pending = POST(req).finally(() => (settled = true))
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve)) // lets real I/O (streams, crypto) progress
    await vi.advanceTimersByTimeAsync(1000)
  }
  return pending
}

beforeEach(() => {
  revalidated.length = 0
  profiles.length = 0
  afterwards.length = 0
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
  vi.useFakeTimers({toFake: ['setTimeout']})
  vi.mocked(crypto.timingSafeEqual).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('POST /api/revalidate: signed calls', () => {
  it("revalidates the changed package's type (every page showing a price) and its id", async () => {
    const res = await call(await signed({_type: 'servicePackage', _id: 'pkg-voice-basic'}))
    expect(res.status).toBe(200)
    expect(revalidated).toEqual(['servicePackage', 'servicePackage:pkg-voice-basic'])
  })

  it('marks pages stale rather than expiring them, so a visitor never waits on (or loses the page to) the Lake', async () => {
    await call(await signed({_type: 'servicePackage', _id: 'pkg-voice-basic'}))
    expect(profiles).toEqual(['max', 'max'])
  })

  it('marks the tags again once a render that was under way at the publish is over (3 s later)', async () => {
    await call(await signed({_type: 'servicePackage', _id: 'pkg-voice-basic'}))
    expect(revalidated).toHaveLength(2)
    expect(afterwards).toHaveLength(1)
    let done = false
    void afterwards[0]!().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2900)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(done).toBe(true)
    expect(revalidated).toEqual([
      'servicePackage',
      'servicePackage:pkg-voice-basic',
      'servicePackage',
      'servicePackage:pkg-voice-basic',
    ])
  })

  it("frees a renamed page's old address", async () => {
    const res = await call(await signed({_type: 'page', _id: 'page-about', slug: 'about-us', previousSlug: 'about'}))
    expect(await res.json()).toMatchObject({tags: ['page', 'page:page-about', 'page:about-us', 'page:about']})
  })

  it('revalidates a page by its slug too', async () => {
    const res = await call(await signed({_type: 'page', _id: 'drafts.page-about', slug: 'about'}))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({revalidated: true, tags: ['page', 'page:page-about', 'page:about']})
  })

  it('accepts a signature made four minutes ago (inside the five-minute window), and a space as separator', async () => {
    const raw = JSON.stringify({_type: 'page', _id: 'x'})
    const header = (await sign(raw, Date.now() - 4 * 60_000)).replace(',', ' ')
    expect((await call(request(raw, {[SIGNATURE_HEADER_NAME]: header}))).status).toBe(200)
  })

  it('compares signatures in constant time (node:crypto timingSafeEqual)', async () => {
    await call(await signed({_type: 'page', _id: 'x'}))
    await call(await signed({_type: 'page', _id: 'x'}, undefined, 'wrong-secret'))
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2)
  })

  it('answers 400 to a signed body without _type, or one that is not JSON, without echoing it', async () => {
    const noType = await call(await signed({marker: MARKER}))
    expect(noType.status).toBe(400)
    const raw = `not json ${MARKER}`
    const notJson = await call(request(raw, {[SIGNATURE_HEADER_NAME]: await sign(raw)}))
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({message: 'Body is not JSON'})
    expect(await noType.text()).not.toContain('ECHO-MARKER')
    expect(revalidated).toEqual([])
  })
})

describe('POST /api/revalidate: refusals', () => {
  it('answers 401 to an unsigned call and revalidates nothing', async () => {
    const res = await call(request(JSON.stringify({_type: 'page', _id: 'x'})))
    expect(res.status).toBe(401)
    expect(revalidated).toEqual([])
  })

  it('answers 401 to a call signed with another secret, without echoing the body', async () => {
    const res = await call(await signed({_type: 'page', _id: MARKER}, undefined, 'wrong-secret'))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({message: 'Invalid signature'})
    expect(revalidated).toEqual([])
  })

  it.each([
    ['a malformed header', 't=abc,v1=xyz'],
    ['a header without v1', `t=${Date.now()}`],
    ['a header with the input in it', `t=${Date.now()},v1=${MARKER}`],
  ])('answers 401 to %s, without echoing it', async (_name, header) => {
    const res = await call(request(JSON.stringify({_type: 'page'}), {[SIGNATURE_HEADER_NAME]: header}))
    expect(res.status).toBe(401)
    expect(await res.text()).not.toContain('ECHO-MARKER')
  })

  it('answers 401 to a correctly signed call replayed more than five minutes later', async () => {
    const old = await signed({_type: 'page', _id: 'x'}, Date.now() - WEBHOOK_MAX_AGE_MS - 1000)
    const res = await call(old)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({message: 'Signature timestamp out of range'})
    expect(revalidated).toEqual([])
  })

  it('answers 401 to a timestamp more than five minutes in the future', async () => {
    expect((await call(await signed({_type: 'page', _id: 'x'}, Date.now() + WEBHOOK_MAX_AGE_MS + 1000))).status).toBe(
      401,
    )
  })

  it('answers 413 to a declared length over 64 KB before reading the body', async () => {
    const body = endlessBody()
    const res = await call(
      request(body.stream, {
        'content-length': String(WEBHOOK_MAX_BYTES + 1),
        [SIGNATURE_HEADER_NAME]: await sign('{}'),
      }),
    )
    expect(res.status).toBe(413)
    // The stream's first chunk may be buffered by the platform, but nothing beyond it is read.
    expect(body.pulled()).toBeLessThanOrEqual(16 * 1024 * 2)
    expect(revalidated).toEqual([])
  })

  it('answers 413 to an undeclared body that grows over 64 KB, and stops reading it there', async () => {
    const body = endlessBody()
    const res = await call(request(body.stream, {[SIGNATURE_HEADER_NAME]: await sign('{}')}))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({message: 'Body too large'})
    expect(body.pulled()).toBeLessThan(WEBHOOK_MAX_BYTES + 4 * 16 * 1024)
  })

  it('answers 413 to a 65 KB signed body, 200 to one just under 64 KB', async () => {
    const padded = (size: number) => JSON.stringify({_type: 'page', _id: 'x', pad: 'x'.repeat(size)})
    const big = padded(WEBHOOK_MAX_BYTES)
    expect((await call(request(big, {[SIGNATURE_HEADER_NAME]: await sign(big)}))).status).toBe(413)
    const fits = padded(WEBHOOK_MAX_BYTES - 100)
    expect((await call(request(fits, {[SIGNATURE_HEADER_NAME]: await sign(fits)}))).status).toBe(200)
  })

  it('answers 503 naming the variable when the secret is not configured', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const res = await call(request(JSON.stringify({_type: 'page'})))
    expect(res.status).toBe(503)
    expect((await res.json()).message).toMatch(/SANITY_REVALIDATE_SECRET/)
  })
})
