/**
 * Live publishing: an article added to the content source after the build is served on its first
 * request, then from the cache, with no rebuild. The test starts a second server on the same build
 * whose embedded dataset (CONTENT_DATASET_PATH) is a scratch copy it can add an article to.
 */
import {type ChildProcess, spawn} from 'node:child_process'
import {appendFileSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {expect, test} from '@playwright/test'

const web = fileURLToPath(new URL('..', import.meta.url))
const seed = path.join(web, '../studio/seed')
const PORT = Number(process.env.E2E_PORT || 3210) + 100
const base = `http://127.0.0.1:${PORT}`
const slug = `live-publishing-check-${Date.now()}`

let server: ChildProcess | undefined
let scratch = ''
let log = ''

test.describe.configure({mode: 'serial'})

test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'live-publishing-'))
  copyFileSync(path.join(seed, 'production.ndjson'), path.join(scratch, 'production.ndjson'))
  symlinkSync(path.join(seed, 'images'), path.join(scratch, 'images'))
  server = spawn(
    process.execPath,
    [path.join(web, '../node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)],
    {
      cwd: web,
      env: {
        ...process.env,
        CONTENT_DATASET_PATH: path.join(scratch, 'production.ndjson'),
        NEXT_PUBLIC_SITE_URL: 'https://www.helixai.example',
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
  // The on-demand render was cached beside the build's pages: leave the build as it was.
  const dir = path.join(web, process.env.NEXT_DIST_DIR || '.next', 'server/app/blog')
  try {
    for (const f of readdirSync(dir)) if (f.startsWith(slug)) rmSync(path.join(dir, f), {force: true})
  } catch {
    // nothing was written
  }
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

test("a slug without an article is the site's 404 page", async ({page}) => {
  const res = await page.goto(`${base}/blog/${slug}-missing`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', {level: 1})).toHaveText("We couldn't find that page")
})
