import {RESERVED_PREFIXES} from '@agency/schemas/lib/redirects'
import {NextRequest} from 'next/server'
import {afterEach, describe, expect, it, vi} from 'vitest'

const rules = [
  {source: '/services', destination: '/', permanent: false},
  {source: '/old-voice', destination: '/ai-voice-agents', permanent: true},
]

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** An address book (lib/address-book.ts): two pages besides the home page, an article, no quiz results. */
const book = {
  pages: ['index', 'about', 'ai-voice-agents', 'blog'],
  articles: ['speed-to-lead'],
  categories: [{slug: 'ai-automation', pages: 1}],
  blogPages: 1,
  quiz: null,
}

/** The site's own routes as the proxy reads them: the redirects above and the book. */
const ownRoutes = async (url: string | URL) =>
  String(url).endsWith('/api/addresses') ? Response.json(book) : Response.json({redirects: rules})

/** The proxy with its lists read from stubbed routes; returns the proxy and the fetch stub. */
async function proxyWith(answer: (url: string | URL) => Promise<Response>) {
  const fetch = vi.fn((url: string | URL, _init?: RequestInit) => answer(url))
  vi.stubGlobal('fetch', fetch)
  const mod = await import('./proxy')
  return {proxy: mod.proxy, config: mod.config, fetch}
}

describe('the proxy answers addresses the site has not with the 404 page, before any page renders', () => {
  it("rewrites a made-up address to the prerendered 404 page, status 404, and lets the site's own through", async () => {
    const {proxy} = await proxyWith(ownRoutes)
    for (const made of [
      '/no-such-page',
      '/blog/no-such-article',
      '/ai-readiness-quiz/result/99-1-2',
      '/share-image/nope',
    ]) {
      const res = await proxy(new NextRequest(`http://127.0.0.1:3000${made}`))
      expect(res.status, made).toBe(404)
      // Kept by a CDN a minute, not the year the prerendered page would say.
      expect(res.headers.get('cache-control'), made).toBe('s-maxage=60')
      expect(res.headers.get('x-not-found-by'), made).toBe('address-book')
      expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname, made).toBe('/_not-found')
    }
    for (const page of ['/', '/about', '/blog', '/blog/speed-to-lead', '/search', '/robots.txt', '/icons.svg']) {
      const res = await proxy(new NextRequest(`http://127.0.0.1:3000${page}`))
      expect(res.headers.get('x-middleware-next'), page).toBe('1')
    }
  })

  it('lets draft mode through (a preview may be of a page not published yet)', async () => {
    const {proxy} = await proxyWith(ownRoutes)
    const request = new NextRequest('http://127.0.0.1:3000/a-draft-page')
    request.cookies.set('__prerender_bypass', 'x')
    expect((await proxy(request)).headers.get('x-middleware-next')).toBe('1')
  })

  it('lets every address through until the book is read long enough after the newest publish this server saw', async () => {
    vi.useFakeTimers({now: 1_000_000, toFake: ['Date']})
    const {installSiteCache} = await import('./cache/link')
    let published = 0
    installSiteCache({
      markStale: async () => {},
      readLastGood: async () => undefined,
      shareLastGood: () => {},
      lastPublishSeen: () => published,
    })
    try {
      const {proxy} = await proxyWith(ownRoutes)
      const verdict = async () =>
        (await proxy(new NextRequest('http://127.0.0.1:3000/just-published'))).headers.get('x-middleware-next')
          ? 'through'
          : '404'
      expect(await verdict()).toBe('404')
      // A page published now may not be in the book read now (its reads serve the old book once).
      published = Date.now()
      vi.setSystemTime(Date.now() + 2500)
      expect(await verdict(), 'a book read 2.5 s after the publish').toBe('through')
      vi.setSystemTime(Date.now() + 2000)
      expect(await verdict(), 'a book read 4.5 s after the publish').toBe('404')
    } finally {
      installSiteCache(undefined as never)
      vi.useRealTimers()
    }
  })

  it('lets every address through while the book cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {proxy} = await proxyWith(async (url) =>
      String(url).endsWith('/api/addresses') ? new Response('busy', {status: 503}) : Response.json({redirects: rules}),
    )
    expect((await proxy(new NextRequest('http://127.0.0.1:3000/no-such-page'))).headers.get('x-middleware-next')).toBe(
      '1',
    )
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Addresses: \/api\/addresses could not be read/))
  })
})

describe('the proxy applies the redirects', () => {
  it('answers 308 or 307 with the query string kept, and lets other addresses through', async () => {
    vi.stubEnv('PORT', '4123')
    vi.stubEnv('VERCEL_URL', '')
    const {proxy, fetch} = await proxyWith(ownRoutes)
    const permanent = await proxy(new NextRequest('http://127.0.0.1:4123/old-voice?utm_source=mail&x=1'))
    expect(permanent.status).toBe(308)
    expect(
      new URL(permanent.headers.get('location')!).pathname + new URL(permanent.headers.get('location')!).search,
    ).toBe('/ai-voice-agents?utm_source=mail&x=1')
    const temporary = await proxy(new NextRequest('http://127.0.0.1:4123/services?a=b'))
    expect(temporary.status).toBe(307)
    expect(temporary.headers.get('location')).toMatch(/^http:\/\/[^/]+\/\?a=b$/)
    const page = await proxy(new NextRequest('http://127.0.0.1:4123/about'))
    expect(page.headers.get('x-middleware-next')).toBe('1')
    // The lists come from the server's own port, never from the request's Host header, once each.
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'http://127.0.0.1:4123/api/addresses',
      'http://127.0.0.1:4123/api/redirects',
    ])
  })

  it('lets every request through when the list cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {proxy} = await proxyWith(async () => {
      throw new TypeError('fetch failed')
    })
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/services'))
    expect(res.status).toBe(200)
    expect(res.headers.get('x-middleware-next')).toBe('1')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/requests pass through/))
  })

  it('never runs on the addresses a redirect may not start at', async () => {
    const {config} = await proxyWith(ownRoutes)
    const [matcher] = config.matcher
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path)
    for (const prefix of RESERVED_PREFIXES) expect(matches(`${prefix}x`), prefix).toBe(false)
    for (const path of ['/services', '/blog/a', '/', '/robots.txt']) expect(matches(path), path).toBe(true)
  })
})
