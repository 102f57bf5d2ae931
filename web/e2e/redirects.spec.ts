/**
 * Redirects are content, applied live by the proxy (web/proxy.ts): the seeded /services redirect, and a
 * redirect added to the content after the build, which answers within seconds of the webhook, without a
 * rebuild. The second test starts its own server on a copy of the build whose embedded dataset
 * (CONTENT_DATASET_PATH) is a scratch copy it can change (./scratch-server.ts), as live-publishing.spec.ts does.
 */
import {createHmac} from 'node:crypto'
import {readFileSync, writeFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import {type ScratchServer, startScratchServer} from './scratch-server'

const PORT = Number(process.env.E2E_PORT || 3210) + 101
const SECRET = 'e2e-webhook-secret'

let server: ScratchServer | undefined
/** The second server's address and its dataset's file. */
let base = ''
let dataset = ''

test.describe.configure({mode: 'serial'})

/** Where a redirect answer leads (path and query), and its status; the body of anything else is not read. */
async function answer(url: string) {
  const res = await fetch(url, {redirect: 'manual'})
  await res.arrayBuffer()
  const location = res.headers.get('location')
  const to = location ? new URL(location, url) : null
  return {status: res.status, to: to ? `${to.pathname}${to.search}` : null}
}

/** Calls the site's webhook as Sanity does: the projection's body, signed with the secret. */
async function webhook(body: Record<string, unknown>) {
  const text = JSON.stringify(body)
  const t = Date.now()
  const v1 = createHmac('sha256', SECRET).update(`${t}.${text}`).digest('base64url')
  const res = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': `t=${t},v1=${v1}`},
    body: text,
  })
  expect(res.status).toBe(200)
  return Date.now()
}

/** Polls until `done` holds for the address's answer; returns how long that took after `since`. */
async function until(url: string, done: (a: Awaited<ReturnType<typeof answer>>) => boolean, since: number) {
  for (;;) {
    const a = await answer(url)
    if (done(a)) return {...a, ms: Date.now() - since}
    if (Date.now() - since > 15_000)
      throw new Error(`${url} still answers ${a.status} ${a.to} after 15 s:\n${server?.log()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

test.beforeAll(async () => {
  server = await startScratchServer({name: 'redirects', port: PORT, webhookSecret: SECRET})
  base = server.base
  dataset = server.dataset
})

test.afterAll(() => server?.stop())

test('/services answers 307 to the home page, keeping the query string', async ({baseURL}) => {
  expect(await answer(`${baseURL}/services`)).toEqual({status: 307, to: '/'})
  // Every parameter is kept; Next.js writes the Location's query in its own encoding (a space as +).
  const kept = await answer(`${baseURL}/services?utm_source=newsletter&ref=a%20b&ref=%2B1`)
  expect(kept.status).toBe(307)
  const to = new URL(kept.to!, baseURL)
  expect(to.pathname).toBe('/')
  expect([...to.searchParams]).toEqual([
    ['utm_source', 'newsletter'],
    ['ref', 'a b'],
    ['ref', '+1'],
  ])
})

test('a redirect published in the content answers 308 or 307 within seconds, keeping the query string', async () => {
  const file = dataset
  const original = readFileSync(file, 'utf8')
  const old = `${base}/old-voice-agents?utm_source=mail&x=1`
  expect((await answer(old)).status).toBe(404)

  const added = [
    {
      _id: 'redirect-e2e-voice',
      _type: 'redirect',
      source: '/old-voice-agents',
      destination: '/ai-voice-agents',
      permanent: true,
    },
    {
      _id: 'redirect-e2e-offer',
      _type: 'redirect',
      source: '/spring-offer',
      destination: '/contact?topic=offer',
      permanent: false,
    },
  ]
  writeFileSync(file, `${original}${added.map((d) => JSON.stringify(d)).join('\n')}\n`)
  const published = await webhook({_type: 'redirect', _id: 'redirect-e2e-voice', operation: 'create'})
  const permanent = await until(old, (a) => a.status === 308, published)
  expect(permanent.to).toBe('/ai-voice-agents?utm_source=mail&x=1')
  test.info().annotations.push({type: 'redirect applied after the webhook', description: `${permanent.ms} ms`})
  expect(permanent.ms).toBeLessThan(6000)
  expect(await answer(`${base}/spring-offer?ref=ad`)).toEqual({status: 307, to: '/contact?topic=offer&ref=ad'})
  // The page itself answers at the new address.
  expect((await answer(`${base}/ai-voice-agents`)).status).toBe(200)

  // Unpublished: the old address is free again within seconds.
  writeFileSync(file, original)
  const removed = await webhook({_type: 'redirect', _id: 'redirect-e2e-voice', operation: 'delete'})
  const gone = await until(old, (a) => a.status === 404, removed)
  test.info().annotations.push({type: 'redirect removed after the webhook', description: `${gone.ms} ms`})
})
