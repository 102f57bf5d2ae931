/**
 * The blog as a publication (embedded build, 11 articles, 12 a page): category pages, the archive's
 * boundaries, the RSS feed, reading time, an article's contents list and what to read next. The
 * archive's further pages need more articles than the seed has: e2e/live/blog.spec.ts publishes 30.
 */
import {readFileSync} from 'node:fs'
import {expect, type Page, test} from '@playwright/test'
import {XMLParser, XMLValidator} from 'fast-xml-parser'

const SITE = 'https://www.helixai.example' // NEXT_PUBLIC_SITE_URL of the test build

type Doc = {
  _id: string
  _type: string
  title?: string
  date?: string
  excerpt?: string
  slug?: {current?: string}
  category?: {_ref?: string}
  description?: string
  body?: unknown[]
}
const docs: Doc[] = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => !d._id.startsWith('drafts.'))
const articles = docs
  .filter((d) => d._type === 'blogArticle' && d.slug?.current && d.body?.length)
  .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a._id.localeCompare(b._id))
const categories = docs.filter((d) => d._type === 'blogCategory' && d.slug?.current)

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (s) => JSON.parse(s) as Record<string, unknown>,
  )
const cards = (page: Page) => page.locator('[data-blog-grid] > li')

test.describe('category pages', () => {
  test('the nine categories each list exactly their articles, newest first, and every card links its category', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    expect(categories).toHaveLength(9)
    for (const category of categories) {
      const path = `/blog/category/${category.slug!.current}`
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', {level: 1})).toHaveText(category.title!)
      await expect(page.locator('main h1 + p')).toHaveText(category.description!)
      const expected = articles.filter((a) => a.category?._ref === category._id).map((a) => `/blog/${a.slug!.current}`)
      expect(expected.length, `${path} has articles in the seed`).toBeGreaterThan(0)
      const listed = await cards(page)
        .locator('h2 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(listed, `${path}: its articles, newest first`).toEqual(expected)
      const chips = await cards(page)
        .locator(`a[href="${path}"]`)
        .evaluateAll((as) => as.map((a) => a.textContent))
      expect(chips, `${path}: every card links the category`).toEqual(expected.map(() => category.title))
      // Structured data: the page as a collection of exactly these articles, and its breadcrumb.
      const ld = await jsonLd(page)
      const collection = ld.find((d) => d['@type'] === 'CollectionPage') as {
        url: string
        mainEntity: {itemListElement: {url: string; position: number}[]}
      }
      expect(collection.url).toBe(`${SITE}${path}`)
      expect(collection.mainEntity.itemListElement.map((i) => i.url)).toEqual(expected.map((h) => `${SITE}${h}`))
      const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as {itemListElement: {item: string}[]}
      expect(crumbs.itemListElement.map((i) => i.item)).toEqual([`${SITE}/blog`, `${SITE}${path}`])
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${SITE}/blog/rss.xml`,
      )
      await expect(
        page.getByRole('navigation', {name: 'Browse by category'}).locator('a[aria-current="page"]'),
      ).toHaveAttribute('href', path)
    }
  })

  test('every article page links its category page', async ({page}) => {
    for (const article of articles.slice(0, 4)) {
      await page.goto(`/blog/${article.slug!.current}`)
      const category = categories.find((c) => c._id === article.category?._ref)!
      await expect(page.locator('main header a[href^="/blog/category/"]')).toHaveAttribute(
        'href',
        `/blog/category/${category.slug!.current}`,
      )
    }
  })

  test('the sitemap lists every category page', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const c of categories) expect(xml).toContain(`<loc>${SITE}/blog/category/${c.slug!.current}</loc>`)
  })
})

test.describe('the archive', () => {
  test('/blog shows the 11 articles on its one page: no numbered pages, and a page past the end is the 404 page', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(11)
    await expect(page.locator('[data-pagination]')).toHaveCount(0)
    for (const path of [
      '/blog/page/2',
      '/blog/page/0',
      '/blog/page/02',
      '/blog/page/two',
      '/blog/category/ai-research/page/2',
      '/blog/category/no-such-category',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      // The site's own 404 page, in the server's HTML.
      expect(await response?.text(), path).toContain("We couldn't find that page")
    }
  })

  test('page 1 written as /page/1 goes to the list itself', async ({page}) => {
    await page.goto('/blog/page/1')
    expect(new URL(page.url()).pathname).toBe('/blog')
    await page.goto('/blog/category/politics/page/1')
    expect(new URL(page.url()).pathname).toBe('/blog/category/politics')
  })
})

test.describe('the RSS feed', () => {
  test('/blog/rss.xml parses as RSS 2.0 with every article newest first, and every item link answers 200', async ({
    request,
  }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item' || name === 'category',
    }).parse(xml) as {
      rss: {
        '@_version': string
        channel: {
          title: string
          link: string
          description: string
          item: Array<{
            title: string
            link: string
            guid: {'#text': string}
            pubDate: string
            description: string
            category: string[]
          }>
        }
      }
    }
    expect(parsed.rss['@_version']).toBe('2.0')
    const {channel} = parsed.rss
    expect(channel.title).toBe('AI Innovation Blog | Helix AI')
    expect(channel.link).toBe(`${SITE}/blog`)
    expect(channel.description.length).toBeGreaterThan(40)
    expect(channel.item.map((i) => i.link)).toEqual(articles.map((a) => `${SITE}/blog/${a.slug!.current}`))
    const rfc822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
    const times = channel.item.map((i) => Date.parse(i.pubDate))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    for (const [n, item] of channel.item.entries()) {
      const article = articles[n]!
      expect(item.title).toBe(article.title)
      expect(item.guid['#text']).toBe(item.link)
      expect(item.pubDate).toMatch(rfc822)
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(article.date)
      expect(item.description).toBe(article.excerpt)
      expect(item.category).toEqual([categories.find((c) => c._id === article.category?._ref)!.title])
      const path = item.link.slice(SITE.length)
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })

  test('/blog, the category pages and the articles advertise it', async ({page}) => {
    for (const path of ['/blog', '/blog/category/politics', `/blog/${articles[0]!.slug!.current}`]) {
      await page.goto(path)
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]'), path).toHaveAttribute(
        'href',
        `${SITE}/blog/rss.xml`,
      )
    }
    await page.goto('/about')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0)
  })
})

test.describe('reading time, contents and what to read next', () => {
  test('every card and article page shows its reading time', async ({page}) => {
    await page.goto('/blog')
    const times = await cards(page)
      .getByText(/^\d+ min read$/)
      .allTextContents()
    expect(times).toHaveLength(11)
    await page.goto(`/blog/${articles[0]!.slug!.current}`)
    await expect(page.locator('main header').getByText(/^\d+ min read$/)).toBeVisible()
  })

  test('on a wide screen the contents list sits beside the text and each link lands on its heading', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900})
    await page.goto('/blog/ai-lead-generation-qualified-pipeline')
    const contents = page.getByRole('navigation', {name: 'Contents'})
    await expect(contents).toBeVisible()
    const text = page.locator('main article h2').first()
    // Beside the text: the list's right edge is left of the text column.
    const [nav, column] = await Promise.all([contents.boundingBox(), text.boundingBox()])
    expect(nav!.x + nav!.width).toBeLessThan(column!.x)
    const links = contents.locator('a')
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThanOrEqual(3)
    for (const [i, href] of hrefs.entries()) {
      await links.nth(i).click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      const heading = page.locator(`main article :is(h2, h3)${href}`)
      await expect(heading).toHaveCount(1)
      await expect(heading).toHaveText((await links.nth(i).textContent()) ?? '')
      await expect(heading).toBeInViewport()
    }
  })

  test('on a phone the contents list is behind a button, and a link lands on its heading', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740})
    await page.goto('/blog/ai-lead-generation-qualified-pipeline')
    const button = page.getByRole('button', {name: 'Contents'})
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const list = page.locator('#article-contents-list')
    await expect(list).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
    await list.getByRole('link', {name: 'How to roll it out in 30 days'}).click()
    await expect(page).toHaveURL(/#how-to-roll-it-out-in-30-days$/)
    await expect(page.locator('#how-to-roll-it-out-in-30-days')).toBeInViewport()
    await expect(list).toBeHidden()
  })

  test('an article ends with three related articles, previous and next, and BreadcrumbList data', async ({page}) => {
    const article = articles[2]!
    const index = 2
    await page.goto(`/blog/${article.slug!.current}`)
    const related = page.getByRole('region', {name: 'Related articles'}).locator('h3 a')
    await expect(related).toHaveCount(3)
    const hrefs = await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain(`/blog/${article.slug!.current}`)
    const sameCategory = articles.filter((a) => a !== article && a.category?._ref === article.category?._ref)
    const expected = [...sameCategory, ...articles.filter((a) => a !== article && !sameCategory.includes(a))]
      .slice(0, 3)
      .map((a) => `/blog/${a.slug!.current}`)
    expect(hrefs).toEqual(expected)
    const around = page.getByRole('navigation', {name: 'Previous and next articles'})
    await expect(around.locator('a[rel="prev"]')).toHaveAttribute('href', `/blog/${articles[index + 1]!.slug!.current}`)
    await expect(around.locator('a[rel="next"]')).toHaveAttribute('href', `/blog/${articles[index - 1]!.slug!.current}`)
    const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: {item: string; name: string; position: number}[]
    }
    const category = categories.find((c) => c._id === article.category?._ref)!
    expect(crumbs.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Blog', `${SITE}/blog`],
      [2, category.title, `${SITE}/blog/category/${category.slug!.current}`],
      [3, article.title, `${SITE}/blog/${article.slug!.current}`],
    ])
  })

  test('the newest article has no next and the oldest no previous', async ({page}) => {
    await page.goto(`/blog/${articles[0]!.slug!.current}`)
    await expect(page.locator('a[rel="next"]')).toHaveCount(0)
    await page.goto(`/blog/${articles.at(-1)!.slug!.current}`)
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0)
  })
})

test("/blog holds no article's full text: the read-more dialog fetches it", async ({request}) => {
  const decode = (html: string) =>
    html
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const html = decode(await (await request.get('/blog')).text())
  type Block = {_type: string; style?: string; children?: {text?: string}[]}
  const textOf = (b: Block) => (b.children ?? []).map((c) => c.text ?? '').join('')
  for (const article of articles) {
    // The article's last paragraph: far past the card's 300-character preview.
    const last = (article.body as Block[]).filter((b) => b._type === 'block' && b.style === 'normal').at(-1)!
    expect(html, article.slug!.current).not.toContain(textOf(last))
  }
  const response = await request.get(`/api/articles/${articles[0]!.slug!.current}`)
  expect(response.status()).toBe(200)
  const {body} = (await response.json()) as {body: Block[]}
  expect(body.map(textOf)).toContain('The bottom line')
  expect((await request.get('/api/articles/no-such-article')).status()).toBe(404)
})

test('when the article text cannot be fetched, the dialog says so, links the article page, and tries again on the next opening', async ({
  page,
}) => {
  let fail = true
  await page.route('**/api/articles/*', (route) =>
    fail ? route.fulfill({status: 503, contentType: 'application/json', body: '{}'}) : route.continue(),
  )
  await page.goto('/blog')
  const card = cards(page).first()
  const readMore = card.getByRole('button', {name: 'Read More'})
  await readMore.click()
  const dialog = page.locator('dialog[open]')
  await expect(dialog.getByRole('status')).toHaveText('The article could not be loaded here. Open its page to read it.')
  await expect(dialog.getByRole('link', {name: 'Open the article page'})).toHaveAttribute(
    'href',
    `/blog/${articles[0]!.slug!.current}`,
  )
  await page.keyboard.press('Escape')
  fail = false
  await readMore.click()
  await expect(page.locator('dialog[open]').getByRole('heading', {name: 'The bottom line'})).toBeAttached()
})
