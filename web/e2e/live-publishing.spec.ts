/**
 * Live publishing in embedded mode: an article added to the content source after the build is served
 * on its first request, then from the cache, with no rebuild; a change to a document shows after the
 * signed webhook, which works the same as with a live project (content is read under the same tags). The test starts a second server on the same build
 * whose embedded dataset (CONTENT_DATASET_PATH) is a scratch copy it can add an article to.
 */
import {type ChildProcess, spawn} from 'node:child_process'
import {appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'
import {encodeSignatureHeader} from '@sanity/webhook'
import {copyBuild} from './build-copy'

const web = fileURLToPath(new URL('..', import.meta.url))
const seed = path.join(web, '../studio/seed')
const PORT = Number(process.env.E2E_PORT || 3210) + 100
const base = `http://127.0.0.1:${PORT}`
const slug = `live-publishing-check-${Date.now()}`
const WEBHOOK_SECRET = 'embedded-webhook-secret'

let server: ChildProcess | undefined
let scratch = ''
/** This spec's own copy of the build: what it publishes is never seen by the other tests' server. */
const DIST = `${process.env.NEXT_DIST_DIR || '.next'}-publishing`
let log = ''

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'live-publishing-'))
  copyFileSync(path.join(seed, 'production.ndjson'), path.join(scratch, 'production.ndjson'))
  symlinkSync(path.join(seed, 'images'), path.join(scratch, 'images'))
  copyBuild(web, process.env.NEXT_DIST_DIR || '.next', DIST)
  server = spawn(
    process.execPath,
    [path.join(web, '../node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)],
    {
      cwd: web,
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST,
        CONTENT_DATASET_PATH: path.join(scratch, 'production.ndjson'),
        NEXT_PUBLIC_SITE_URL: 'https://www.helixai.example',
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (d) => (log += d))
  server.stderr?.on('data', (d) => (log += d))
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The second server did not start:\n${log}`)
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  rmSync(scratch, {recursive: true, force: true})
  rmSync(path.join(web, DIST), {recursive: true, force: true})
})

test('an article added after the build is served on its first request, then from the cache', async ({page}) => {
  const template = readFileSync(path.join(scratch, 'production.ndjson'), 'utf8')
    .split('\n')
    .map((l) => (l.trim() ? (JSON.parse(l) as Record<string, unknown>) : undefined))
    .find((d) => d?._type === 'blogArticle')!
  // The running server has read the dataset already (this unknown slug is a 404).
  expect((await fetch(`${base}/blog/${slug}-before`)).status).toBe(404)
  const title = 'Published after the build: an article the site has never seen'
  appendFileSync(
    path.join(scratch, 'production.ndjson'),
    `${JSON.stringify({...template, _id: `blog-${slug}`, title, slug: {_type: 'slug', current: slug}, date: '2025-05-01'})}\n`,
  )

  const first = await page.goto(`${base}/blog/${slug}`)
  expect(first?.status()).toBe(200)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title)

  const again = await fetch(`${base}/blog/${slug}`)
  expect(again.status).toBe(200)
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(await again.text()).toContain(title)
})

test('a price changed in the dataset shows on its page after the signed webhook, as with a live project', async () => {
  const file = path.join(scratch, 'production.ndjson')
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
