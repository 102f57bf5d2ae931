/**
 * /api/draft-mode/enable at its HTTP boundary: real Request objects into the route handler, and for
 * the secret check the local Content Lake (lake/lake.ts) through SANITY_API_HOST, with
 * the real next-sanity client and @sanity/preview-url-secret. Every refusal is a short 401 with no
 * cookie; entering draft mode itself is checked in the browser (e2e/live/draft-mode.spec.ts).
 */
import path from 'node:path'
import {type LocalLake, startLocalLake} from '@agency/lake/lake'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'

let lake: LocalLake

beforeAll(async () => {
  lake = await startLocalLake({
    projectId: 'abc123xy',
    dataset: 'production',
    seedFile: path.resolve(__dirname, '../../../../../studio/seed/production.ndjson'),
    port: 0,
    controlPort: 0,
    tokens: ['viewer-token'],
  })
  await lake.mutate([
    {
      createOrReplace: {
        _id: 'sanity-preview-url-secret.test',
        _type: 'sanity.previewUrlSecret',
        secret: 'the-studio-secret',
        studioUrl: 'https://studio.example.com',
      },
    },
  ])
})
afterAll(() => lake.stop())

beforeEach(async () => {
  await lake.setFault({mode: 'none'})
  lake.requests.length = 0
  vi.resetModules()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

async function get(query: string, env: {project?: string; token?: string} = {}) {
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', env.project ?? '')
  vi.stubEnv('SANITY_API_READ_TOKEN', env.token ?? '')
  vi.stubEnv('SANITY_API_HOST', lake.apiOrigin)
  const {GET} = await import('./route')
  return GET(new Request(`https://www.helixai.example/api/draft-mode/enable${query}`))
}

async function expectRefusal(res: Response, message: string) {
  expect(res.status).toBe(401)
  expect(res.headers.get('set-cookie')).toBeNull()
  const text = await res.text()
  expect(text).toBe(message)
  expect(text).not.toMatch(/secret-from-the-url|at .*\.js|Error/)
}

const live = {project: 'abc123xy', token: 'viewer-token'}

describe('GET /api/draft-mode/enable', () => {
  it('answers 401 without a live project (embedded content), asking nobody', async () => {
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url', {token: 'viewer-token'}),
      'Draft mode is not configured on this site',
    )
    expect(lake.requests).toHaveLength(0)
  })

  it('answers 401 without a read token', async () => {
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url', {project: 'abc123xy'}),
      'Draft mode is not configured on this site',
    )
    expect(lake.requests).toHaveLength(0)
  })

  it('answers 401 without a secret in the address', async () => {
    await expectRefusal(await get('?sanity-preview-pathname=/about', live), 'Missing preview secret')
    expect(lake.requests).toHaveLength(0)
  })

  it('answers 401 to a wrong secret, after asking the Lake with the read token', async () => {
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url&sanity-preview-pathname=/about', live),
      'Invalid preview secret',
    )
    expect(lake.requests).toHaveLength(1)
    expect(lake.requests[0]).toMatchObject({
      path: expect.stringMatching(/\/data\/query\/production$/),
      perspective: 'raw',
      authorized: true,
      status: 200,
    })
  })

  it('answers 401 when the Lake answers with an error, never 500', async () => {
    await lake.setFault({mode: 'status', status: 500})
    await expectRefusal(
      await get('?sanity-preview-secret=the-studio-secret', live),
      'The preview secret could not be checked',
    )
  })

  it('answers 401 when the Lake refuses connections, never 500', async () => {
    await lake.setFault({mode: 'refuse'})
    await expectRefusal(
      await get('?sanity-preview-secret=the-studio-secret', live),
      'The preview secret could not be checked',
    )
  })

  it('answers 401 within about 2 s when the Lake does not answer', async () => {
    await lake.setFault({mode: 'slow', delayMs: 15_000})
    const started = performance.now()
    await expectRefusal(
      await get('?sanity-preview-secret=the-studio-secret', live),
      'The preview secret could not be checked',
    )
    expect(performance.now() - started).toBeLessThan(2500)
  })
})
