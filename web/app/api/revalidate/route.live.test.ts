/**
 * The webhook with a live project, end to end over HTTP: the Content Lake stand-in applies a change and
 * calls the route with the README's filter and projection, signed with the secret, as Sanity does; the
 * route waits until the Lake answers with the revision it was told about before it marks pages stale.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {type LocalLake, startLocalLake} from '@agency/lake/lake'
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'

const revalidated: Array<{tag: string; at: number}> = []
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => revalidated.push({tag, at: Date.now()}),
  unstable_cache: (read: () => unknown) => read,
}))
// The repeated marking after the answer (next/server's after()) is checked in route.test.ts.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: () => {},
}))

const SECRET = 'live-webhook-secret'
let lake: LocalLake
let site: Server
const answers: Array<{status: number; body: Record<string, unknown>; at: number}> = []

beforeAll(async () => {
  // The route handler behind a real HTTP server, as Next.js serves it.
  site = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const {POST} = await import('./route')
    const response = await POST(
      new Request(`http://127.0.0.1${req.url}`, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    )
    const body = (await response.json()) as Record<string, unknown>
    answers.push({status: response.status, body, at: Date.now()})
    res.writeHead(response.status, {'content-type': 'application/json'})
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  lake = await startLocalLake({
    projectId: 'abc123xy',
    dataset: 'production',
    seedFile: path.resolve(__dirname, '../../../../studio/seed/production.ndjson'),
    port: 0,
    controlPort: 0,
    tokens: ['sk-read'],
    webhooks: [
      {
        url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`,
        secret: SECRET,
        filter: WEBHOOK_FILTER,
        projection: WEBHOOK_PROJECTION,
      },
    ],
  })
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123xy')
  vi.stubEnv('SANITY_API_HOST', lake.apiOrigin)
  vi.stubEnv('SANITY_REVALIDATE_SECRET', SECRET)
})
afterAll(async () => {
  await lake.stop()
  await new Promise<void>((resolve) => site.close(() => resolve()))
})
beforeEach(() => {
  revalidated.length = 0
  answers.length = 0
  lake.setLag(0)
})

describe('the webhook with a live project', () => {
  it('marks pages stale only once the Lake answers with the published revision', async () => {
    lake.setLag(1500)
    const started = Date.now()
    await lake.mutate([{patch: {id: 'pkg-voice-basic', set: {'price.amount': 111}}}])
    const [answer] = answers
    expect(answer?.status).toBe(200)
    expect(answer?.body.tags).toEqual(['servicePackage', 'servicePackage:pkg-voice-basic'])
    // Not before the change was visible (1.5 s), and soon after it.
    expect(revalidated[0]!.at - started).toBeGreaterThanOrEqual(1400)
    expect(revalidated[0]!.at - started).toBeLessThan(2500)
  })

  it('for a deleted page, waits until the Lake no longer has it, and frees its address', async () => {
    lake.setLag(800)
    const started = Date.now()
    await lake.mutate([{delete: {id: 'page-booking'}}])
    expect(answers[0]?.body.tags).toEqual(['page', 'page:page-booking', 'page:booking'])
    expect(revalidated[0]!.at - started).toBeGreaterThanOrEqual(700)
  })

  it('a renamed page frees its old address too', async () => {
    await lake.mutate([{patch: {id: 'page-terms', set: {'slug.current': 'terms-of-service'}}}])
    expect(answers[0]?.body.tags).toEqual(['page', 'page:page-terms', 'page:terms-of-service', 'page:terms'])
  })

  it('gives up waiting after 8 s, says so, and revalidates anyway', {timeout: 20_000}, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    lake.setLag(15_000)
    const started = Date.now()
    await lake.mutate([{patch: {id: 'siteSettings', set: {tagline: 'Late'}}}])
    expect(revalidated.map((r) => r.tag)).toEqual(['siteSettings', 'siteSettings:siteSettings'])
    expect(revalidated[0]!.at - started).toBeGreaterThanOrEqual(7800)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not show revision .* within 8000 ms/))
  })
})
