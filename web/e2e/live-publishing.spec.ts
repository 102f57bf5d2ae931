/**
 * Live publishing in embedded mode: an article added to the content source after the build is served
 * on its first request, then from the cache, with no rebuild; a change to a document shows after the
 * signed webhook, which works the same as with a live project (content is read under the same tags).
 * The test starts a second server on a copy of the build whose embedded dataset (CONTENT_DATASET_PATH)
 * is a scratch copy it can add an article to (./scratch-server.ts).
 */
import {appendFileSync, readFileSync, writeFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import {encodeSignatureHeader} from '@sanity/webhook'
import {FRESH_FOR_MS} from '../lib/proxy-lists'
import {type ScratchServer, startScratchServer} from './scratch-server'

const PORT = Number(process.env.E2E_PORT || 3210) + 100
const slug = `live-publishing-check-${Date.now()}`
const WEBHOOK_SECRET = 'embedded-webhook-secret'

/** A second server on this spec's own copy of the build: what it publishes the other tests never see. */
let server: ScratchServer | undefined
/** Its address and its dataset's file. */
let base = ''
let dataset = ''

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  server = await startScratchServer({name: 'publishing', port: PORT, webhookSecret: WEBHOOK_SECRET})
  base = server.base
  dataset = server.dataset
})

test.afterAll(() => server?.stop())

test('an article added after the build is served within seconds, then from the cache', async ({page}) => {
  const template = readFileSync(dataset, 'utf8')
    .split('\n')
    .map((l) => (l.trim() ? (JSON.parse(l) as Record<string, unknown>) : undefined))
    .find((d) => d?._type === 'blogArticle')!
  // The running server has read the dataset already (this unknown slug is a 404).
  expect((await fetch(`${base}/blog/${slug}-before`)).status).toBe(404)
  const title = 'Published after the build: an article the site has never seen'
  appendFileSync(
    dataset,
    `${JSON.stringify({...template, _id: `blog-${slug}`, title, slug: {_type: 'slug', current: slug}, date: '2025-05-01'})}\n`,
  )

  // The proxy learns the new address within FRESH_FOR_MS of its address book's next read (web/proxy.ts).
  await expect
    .poll(async () => (await fetch(`${base}/blog/${slug}`, {method: 'HEAD'})).status, {
      timeout: 2 * FRESH_FOR_MS + 1000,
    })
    .toBe(200)
  const first = await page.goto(`${base}/blog/${slug}`)
  expect(first?.status()).toBe(200)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title)

  const again = await fetch(`${base}/blog/${slug}`)
  expect(again.status).toBe(200)
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(await again.text()).toContain(title)
})

test('a price changed in the dataset shows on its page after the signed webhook, as with a live project', async () => {
  const file = dataset
  const page = `${base}/ai-voice-agents`
  expect(await (await fetch(page)).text()).toContain('$99<')
  const changed = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"pkg-voice-basic"')) return line
      const doc = JSON.parse(line) as {price: {amount: number}}
      return JSON.stringify({...doc, price: {...doc.price, amount: 93}})
    })
    .join('\n')
  writeFileSync(file, changed)
  // Without the webhook the page is what was cached: a changed file alone publishes nothing.
  expect(await (await fetch(page)).text()).toContain('$99<')
  const body = JSON.stringify({_type: 'servicePackage', _id: 'pkg-voice-basic', operation: 'update'})
  const res = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
    },
    body,
  })
  expect(res.status).toBe(200)
  await expect.poll(async () => (await (await fetch(page)).text()).includes('$93<'), {timeout: 10_000}).toBe(true)
})

test("a slug without an article is the site's 404 page", async ({page}) => {
  const res = await page.goto(`${base}/blog/${slug}-missing`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', {level: 1})).toHaveText("We couldn't find that page")
})
