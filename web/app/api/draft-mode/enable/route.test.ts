/**
 * /api/draft-mode/enable at its HTTP boundary: real Request objects into the route handler, and for
 * the secret check a local HTTP server in Sanity's place (the real @sanity/client, next-sanity and
 * @sanity/preview-url-secret send their query to it). Every refusal is a short 401 with no cookie.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'

/** What the stand-in Sanity API answers, and the requests it saw. */
let answer: {status: number; body: unknown} | 'hang up' = {status: 200, body: {result: {private: null, public: null}}}
const seen: IncomingMessage[] = []
let server: Server
let apiHost = ''

vi.mock('../../../../content/source', async () => {
  const {createClient} = await import('next-sanity')
  // The site's client, pointed at the stand-in; no retries, so a failing answer fails at once.
  return {
    client: createClient({
      projectId: 'abc123xy',
      dataset: 'production',
      apiVersion: '2025-02-24',
      useCdn: false,
      useProjectHostname: false,
      apiHost,
      maxRetries: 0,
    }),
  }
})

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req)
    if (answer === 'hang up') return req.socket.destroy()
    res.writeHead(answer.status, {'content-type': 'application/json'})
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  seen.length = 0
  answer = {status: 200, body: {result: {private: null, public: null}}}
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
    expect(seen).toHaveLength(0)
  })

  it('answers 401 without a read token', async () => {
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url', {project: 'abc123xy'}),
      'Draft mode is not configured on this site',
    )
    expect(seen).toHaveLength(0)
  })

  it('answers 401 without a secret in the address', async () => {
    await expectRefusal(await get('?sanity-preview-pathname=/about', live), 'Missing preview secret')
    expect(seen).toHaveLength(0)
  })

  it('answers 401 to a wrong secret, after asking the project with the read token', async () => {
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url&sanity-preview-pathname=/about', live),
      'Invalid preview secret',
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]!.headers.authorization).toBe('Bearer viewer-token')
    const url = new URL(seen[0]!.url!, apiHost)
    expect(url.pathname).toMatch(/\/data\/query\/production$/)
    expect(url.searchParams.get('$secret')).toBe('"secret-from-the-url"')
  })

  it('answers 401 when Sanity cannot be asked (an error answer), never 500', async () => {
    answer = {status: 500, body: {error: 'Internal', message: 'boom'}}
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url', live),
      'The preview secret could not be checked',
    )
  })

  it('answers 401 when the connection to Sanity breaks, never 500', async () => {
    answer = 'hang up'
    await expectRefusal(
      await get('?sanity-preview-secret=secret-from-the-url', live),
      'The preview secret could not be checked',
    )
    expect(seen).toHaveLength(1)
  })
})
