import {createHash} from 'node:crypto'
import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from './routes'

const SITE = 'https://www.helixai.example' // NEXT_PUBLIC_SITE_URL of the test build

/** Width and height from a PNG's signature and IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): {width: number; height: number} | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)}
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1]

test('every route, article, category page and the search page has a share card: og:image 1200×630 and twitter summary_large_image, absolute on the site', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const blog = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
  const categories = blog.filter((path) => path.startsWith('/blog/category/'))
  const articles = blog.filter((path) => !categories.includes(path) && !path.startsWith('/blog/page/'))
  expect(articles.length).toBeGreaterThanOrEqual(11)
  expect(categories.length).toBe(9)
  const digests = new Map<string, string>()
  for (const route of [...SPEC_ROUTES, ...articles, ...categories, '/search']) {
    const html = await (await request.get(route)).text()
    const image = meta(html, 'og:image')
    expect(image, route).toMatch(new RegExp(`^${SITE}/share-image`))
    expect(meta(html, 'og:image:width'), route).toBe('1200')
    expect(meta(html, 'og:image:height'), route).toBe('630')
    expect(meta(html, 'twitter:card'), route).toBe('summary_large_image')
    expect(meta(html, 'twitter:image'), route).toBe(image)
    // The image answers at its own address on this server.
    const res = await request.get(image!.slice(SITE.length))
    expect(res.status(), `${route}: ${image}`).toBe(200)
    expect(res.headers()['content-type'], route).toBe('image/png')
    const bytes = await res.body()
    expect(pngSize(bytes), route).toEqual({width: 1200, height: 630})
    digests.set(route, createHash('sha256').update(bytes).digest('hex'))
  }
  // Each page, article and category has its own picture (the search page shares the home page's).
  expect(digests.get('/ai-voice-agents')).not.toBe(digests.get('/about'))
  const own = [...digests].filter(([route]) => route !== '/search').map(([, digest]) => digest)
  expect(new Set(own).size).toBe(own.length)
})

test('a share image is cached like the pages, and an address without a page has none', async ({request}) => {
  const first = await request.get('/share-image/ai-voice-agents')
  expect(first.status()).toBe(200)
  expect(first.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/)
  for (const missing of ['/share-image/no-such-page', '/share-image/blog/no-such-article', '/share-image/a/b/c']) {
    const res = await request.get(missing)
    expect(res.status(), missing).toBe(404)
    expect(res.headers()['content-type'], missing).not.toContain('image/png')
  }
})
