import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {NextRequest} from 'next/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'

const revalidated: string[] = []
vi.mock('next/cache', () => ({revalidateTag: (tag: string) => revalidated.push(tag)}))

const SECRET = 'test-webhook-secret'
const request = (body: unknown, signature?: string) =>
  new NextRequest('http://localhost/api/revalidate', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {'content-type': 'application/json', ...(signature ? {[SIGNATURE_HEADER_NAME]: signature} : {})},
  })
const sign = (body: unknown, secret = SECRET) => encodeSignatureHeader(JSON.stringify(body), Date.now(), secret)

beforeEach(() => {
  revalidated.length = 0
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

async function call(req: NextRequest) {
  const {POST} = await import('./route')
  return POST(req) // a valid call waits 3 s (parseBody lets the Content Lake settle before revalidating)
}

describe('POST /api/revalidate', () => {
  it('revalidates the changed package\'s type (every page showing a price) and its id', {timeout: 10_000}, async () => {
    const body = {_type: 'servicePackage', _id: 'pkg-voice-basic'}
    const res = await call(request(body, await sign(body)))
    expect(res.status).toBe(200)
    expect(revalidated).toEqual(['servicePackage', 'servicePackage:pkg-voice-basic'])
  })

  it('revalidates a page by its slug too', {timeout: 10_000}, async () => {
    const body = {_type: 'page', _id: 'drafts.page-about', slug: 'about'}
    const res = await call(request(body, await sign(body)))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({revalidated: true, tags: ['page', 'page:page-about', 'page:about']})
  })

  it('answers 401 to an unsigned call and revalidates nothing', async () => {
    const res = await call(request({_type: 'page', _id: 'x'}))
    expect(res.status).toBe(401)
    expect(revalidated).toEqual([])
  })

  it('answers 401 to a call signed with another secret', async () => {
    const body = {_type: 'page', _id: 'x'}
    const res = await call(request(body, await sign(body, 'wrong-secret')))
    expect(res.status).toBe(401)
    expect(revalidated).toEqual([])
  })

  it('answers 500 naming the variable when the secret is not configured', async () => {
    vi.stubEnv('SANITY_REVALIDATE_SECRET', '')
    const res = await call(request({_type: 'page'}))
    expect(res.status).toBe(500)
    expect((await res.json()).message).toMatch(/SANITY_REVALIDATE_SECRET/)
  })
})
