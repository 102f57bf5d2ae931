import {readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {type AddressBook, judge, parseAddressBook} from './address-book'

const book: AddressBook = {
  pages: ['index', 'about', 'blog', 'ai-readiness-quiz', 'legal/terms'],
  articles: ['speed-to-lead'],
  categories: [
    {slug: 'ai-automation', pages: 3},
    {slug: 'politics', pages: 1},
  ],
  blogPages: 2,
  // Two areas: the first scores 0, 2 or 4, the second 0 to 3; the score is capped at 6.
  quiz: {
    areas: [
      [0, 2, 4],
      [0, 1, 2, 3],
    ],
    maxScore: 6,
  },
}

describe('the address book judges an address', () => {
  it('knows every address the content has', () => {
    for (const known of [
      '/',
      '/about',
      '/legal/terms',
      '/blog',
      '/blog/page/2',
      '/blog/page/1', // redirected to /blog by its route
      '/blog/speed-to-lead',
      '/blog/category/ai-automation',
      '/blog/category/ai-automation/page/3',
      '/ai-readiness-quiz',
      '/ai-readiness-quiz/result/5-4-1',
      '/ai-readiness-quiz/result/6-4-3', // 7 points, capped at 6
      '/share-image',
      '/share-image/about',
      '/share-image/blog',
      '/share-image/blog/speed-to-lead',
      '/share-image/blog/category/politics',
      '/share-image/ai-readiness-quiz/result/5-4-1',
    ])
      expect(judge(known, book), known).toBe('known')
  })

  it('knows none it has not: made-up pages, articles, list pages past the end, results no answers give', () => {
    for (const unknown of [
      '/no-such-page',
      '/index', // the home page's slug is not an address
      '/about/more',
      '/blog/no-such-article',
      '/blog/page/3',
      '/blog/page/02',
      '/blog/page/two',
      '/blog/category/no-such-category',
      '/blog/category/politics/page/2',
      '/blog/category/ai-automation/page/4',
      '/blog/speed-to-lead/extra',
      '/ai-readiness-quiz/result/5-3-2', // 3 is no first-area total
      '/ai-readiness-quiz/result/4-4-1', // not the total
      '/ai-readiness-quiz/result/5-4-1-0', // another number of areas
      '/ai-readiness-quiz/result/<script>',
      '/ai-readiness-quiz/result',
      '/share-image/no-such-page',
      '/share-image/index',
      '/share-image/blog/no-such-article',
      '/share-image/ai-readiness-quiz/result/9-9-9',
      '/%E0%A4%A', // a malformed escape
    ])
      expect(judge(unknown, book), unknown).toBe('unknown')
  })

  it('judges no shared result when the quiz gives none', () => {
    expect(judge('/ai-readiness-quiz/result/5-4-1', {...book, quiz: null})).toBe('unknown')
  })

  it("leaves the addresses other routes answer to them: files, search, the newsletter's pages, the API", () => {
    for (const other of [
      '/robots.txt',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/icons.svg',
      '/search',
      '/newsletter/confirm',
    ])
      expect(judge(other, book), other).toBe('not judged')
  })

  /** Every route of web/app whose address has no parameter, as a path ("/search", "/blog/rss.xml"). */
  function staticRoutes(dir: string, at = ''): string[] {
    const here = readdirSync(dir).some((f) => /^(page|route)\.tsx?$/.test(f)) ? [at || '/'] : []
    return [
      ...here,
      ...readdirSync(dir)
        .filter((name) => statSync(path.join(dir, name)).isDirectory() && !/^[[(]/.test(name))
        .flatMap((name) => staticRoutes(path.join(dir, name), `${at}/${name}`)),
    ]
  }

  it('never takes an address a route of the site answers without a parameter for one it has not', () => {
    const routes = staticRoutes(path.resolve(__dirname, '../app'))
    expect(routes).toContain('/search')
    for (const route of routes) expect(judge(route, book), route).not.toBe('unknown')
  })

  it('refuses an answer that is not an address book (the proxy then keeps its last one)', () => {
    expect(parseAddressBook(JSON.parse(JSON.stringify(book)))).toEqual(book)
    for (const bad of [null, {}, {...book, pages: 'about'}, {...book, quiz: {areas: 1}}])
      expect(() => parseAddressBook(bad), JSON.stringify(bad)).toThrow(/not an address book/)
  })
})
