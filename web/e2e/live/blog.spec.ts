/**
 * The archive follows publishing (live mode, through the stand-in and the signed webhook): 30 new
 * articles, published in two transactions (10, then 20), appear in /blog and the archive's pages
 * after the webhook, newest first, while /blog stays the same size (it shows one page of cards
 * however many articles there are). The archive's pages are held to the layout rules at every width.
 * The test deletes the 30 articles afterwards and waits until every page it touched shows the seed
 * again, so the next files see the seed. Then the Lake refuses connections: the blog's pages, its feed
 * and a dialog's article text keep answering from what the site last read.
 */
import {expect, type Page, test} from '@playwright/test'
import {layoutProblems} from '../layout-check'
import {deliveries, getDocument, LIVE_BASE, publish, setFault, timed, until} from './lake'

const COUNT = 30
const pad = (n: number) => String(n).padStart(2, '0')
const slugOf = (i: number) => `live-archive-check-${pad(i)}`
const idOf = (i: number) => `blog-live-archive-check-${pad(i)}`

/** Article i (0 to 29), dated 2025-05-01 + i, so all are newer than the seed's and i = 29 is the newest. */
function article(i: number, template: Record<string, unknown>, categories: string[]) {
  return {
    ...template,
    _id: idOf(i),
    title: `Live archive check ${pad(i)}: what AI changes in a sales pipeline`,
    slug: {_type: 'slug', current: slugOf(i)},
    date: `2025-05-${pad(i + 1)}`,
    category: {_type: 'reference', _ref: categories[i % categories.length]},
  }
}

/** The article links of a page of the grid, in order. */
const links = (html: string) =>
  [...html.matchAll(/<h[23] id="article-[^"]+-title"[^>]*><a[^>]*href="\/blog\/([^"]+)"/g)].map((m) => m[1]!)
const cardCount = (html: string) => (html.match(/<article aria-labelledby="article-/g) ?? []).length

/** The layout problems of a page at every width, as e2e/layout.spec.ts checks them (a returning visitor: the cookie banner answered). */
async function layoutOf(page: Page, path: string) {
  await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: LIVE_BASE}])
  await page.setViewportSize({width: 320, height: 900})
  await page.goto(`${LIVE_BASE}${path}`, {waitUntil: 'load'})
  return layoutProblems(page, path)
}

test('30 published articles reach the archive through the webhook; /blog stays the same size', async ({page}) => {
  test.setTimeout(300_000)
  const template = await getDocument('blog-ai-lead-generation-qualified-pipeline')
  const categories = ['blogCategory-lead-generation', 'blogCategory-ai-automation', 'blogCategory-ai-research']
  const docs = Array.from({length: COUNT}, (_, i) => article(i, template, categories))
  const seed = await timed(`${LIVE_BASE}/blog`)
  const seedSlugs = links(seed.body)
  expect(seedSlugs).toHaveLength(11)

  try {
    // 1. Ten articles: /blog shows the 12 newest (the ten, then the two newest of the seed) and links page 2.
    let since = Date.now()
    await publish(docs.slice(0, 10).map((doc) => ({createOrReplace: doc})))
    const first = await until(`${LIVE_BASE}/blog`, (_, body) => links(body)[0] === slugOf(9), since, 20_000)
    expect(links(first.body)).toEqual([...[9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(slugOf), ...seedSlugs.slice(0, 2)])
    expect(first.body).toContain('href="/blog/page/2"')
    const page2 = await until(`${LIVE_BASE}/blog/page/2`, (status) => status === 200, since, 90_000)
    expect(links(page2.body)).toEqual(seedSlugs.slice(2))

    // 2. Twenty more: 41 articles on four pages of 12; /blog holds the twelve newest.
    since = Date.now()
    await publish(docs.slice(10).map((doc) => ({createOrReplace: doc})))
    const published = (await deliveries()).filter((d) => String(d.body._id).startsWith('blog-live-archive-check-'))
    expect(published.filter((d) => d.status === 200)).toHaveLength(COUNT)
    const latest = await until(`${LIVE_BASE}/blog`, (_, body) => links(body)[0] === slugOf(29), since, 20_000)
    const newest = Array.from({length: COUNT}, (_, i) => slugOf(COUNT - 1 - i))
    const order = [...newest, ...seedSlugs]
    expect(links(latest.body)).toEqual(order.slice(0, 12))
    const pages = [latest.body]
    for (const n of [2, 3, 4]) {
      const p = await until(
        `${LIVE_BASE}/blog/page/${n}`,
        (status, body) => status === 200 && links(body)[0] === order[(n - 1) * 12],
        since,
        90_000,
      )
      pages.push(p.body)
    }
    expect(pages.flatMap(links), 'every article once, newest first, over /blog and pages 2 to 4').toEqual(order)
    await until(`${LIVE_BASE}/blog/page/5`, (status) => status === 404, since, 90_000)

    // /blog did not grow: twelve cards before and after, and the same size within 3 %.
    expect(cardCount(first.body)).toBe(12)
    expect(cardCount(latest.body)).toBe(12)
    expect(
      latest.body.length,
      `/blog with 41 articles (${latest.body.length} B) vs 21 (${first.body.length} B)`,
    ).toBeLessThan(first.body.length * 1.03)

    // The archive's pages, which only publishing creates here, at every width.
    const problems = [
      ...(await layoutOf(page, '/blog')),
      ...(await layoutOf(page, '/blog/page/2')),
      ...(await layoutOf(page, '/blog/page/4')),
    ]
    expect(problems, problems.join('\n')).toEqual([])
  } finally {
    // Put the content back and wait until every page this test changed shows the seed again.
    const since = Date.now()
    await publish(docs.map((doc) => ({delete: {id: doc._id}})))
    const gone = (_: number, body: string) => !body.includes('live-archive-check-')
    await until(`${LIVE_BASE}/blog`, (_, body) => gone(_, body) && links(body).length === 11, since, 30_000)
    for (const path of [
      '/sitemap.xml',
      '/blog/rss.xml',
      ...categories.map((c) => `/blog/category/${c.replace('blogCategory-', '')}`),
    ])
      await until(`${LIVE_BASE}${path}`, gone, since, 90_000)
    await until(`${LIVE_BASE}/blog/page/2`, (status) => status === 404, since, 90_000)
  }
})

test('while the Content Lake refuses connections, the blog keeps answering with what it last read', async () => {
  try {
    await setFault({mode: 'refuse'})
    for (const path of ['/blog', '/blog/category/politics', '/blog/rss.xml', '/blog/measuring-ai-roi']) {
      const {status} = await timed(`${LIVE_BASE}${path}`)
      expect(status, path).toBe(200)
    }
    // A card's dialog text for an article the build read: from the last good answer.
    const text = await timed(`${LIVE_BASE}/api/articles/measuring-ai-roi`)
    expect(text.status).toBe(200)
    expect((JSON.parse(text.body) as {body: unknown[]}).body.length).toBeGreaterThan(5)
    // One nothing was ever read for: a short refusal the dialog turns into its failure message.
    const unknown = await timed(`${LIVE_BASE}/api/articles/never-read-while-the-lake-was-up`)
    expect(unknown.status).toBe(503)
    expect(unknown.headers.get('retry-after')).toBe('60')
    expect(unknown.body).not.toMatch(/Error:|at \w+ \(/)
  } finally {
    await setFault({mode: 'none'})
  }
})
