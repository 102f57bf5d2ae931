import {afterEach, describe, expect, it, vi} from 'vitest'
import {pageQuery, settingsQuery} from './queries'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('embedded content (groq-js over studio/seed/production.ndjson)', () => {
  it('answers the page query for the home page with sections, resolved references and local images', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
    const {sanityFetch} = await import('./source')
    const page = await sanityFetch(pageQuery, {slug: 'index'})
    expect(page?.seo.title).toMatch(/Helix AI/)
    const hero = page?.sections[0]
    expect(hero?._type).toBe('videoHero')
    if (hero?._type !== 'videoHero') throw new Error('unexpected')
    expect(hero.poster.asset?.url).toMatch(/^\/seed\/hero-home\.svg$/)
    expect(hero.poster.asset?.width).toBe(1200)
    expect(hero.poster.asset?._id).toMatch(/-1200x675-svg$/)
    const banners = page?.sections.find((s) => s._type === 'promoBanners')
    if (banners?._type !== 'promoBanners') throw new Error('no banners')
    expect(banners.banners[0]?.offer?.price.amount).toBe(701)
  })

  it('answers null for a page that does not exist', async () => {
    const {sanityFetch} = await import('./source')
    expect(await sanityFetch(pageQuery, {slug: 'nope'})).toBeNull()
  })

  it('answers the settings with the sidebar in the specified order', async () => {
    const {sanityFetch} = await import('./source')
    const s = await sanityFetch(settingsQuery)
    expect(s?.sidebarPages?.[0]?.href).toBe('/synapsecore')
    expect(s?.sidebarPages?.at(-1)?.href).toBe('/about')
  })
})

describe('live content (next-sanity client), at its HTTP boundary', () => {
  it("sends the same GROQ query with its parameters to the project's API and returns the result", async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123xy')
    vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'staging')
    vi.stubEnv('SANITY_API_READ_TOKEN', 'sk-read')
    const calls: {url: string; init?: RequestInit}[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({url: String(input instanceof Request ? input.url : input), init})
        return new Response(JSON.stringify({query: 'x', result: {_id: 'page-index', title: 'Live'}, ms: 3}), {
          status: 200,
          headers: {'content-type': 'application/json'},
        })
      }),
    )
    const {sanityFetch} = await import('./source')
    const result = await sanityFetch(pageQuery, {slug: 'index'}, {tags: ['page']})
    expect(result).toEqual({_id: 'page-index', title: 'Live'})
    expect(calls).toHaveLength(1)
    const url = new URL(calls[0]!.url)
    expect(url.hostname).toBe('abc123xy.apicdn.sanity.io')
    expect(url.pathname).toBe('/v2025-02-24/data/query/staging')
    expect(url.searchParams.get('perspective')).toBe('published')
    // The page query is long, so the client POSTs it (GET URLs are capped); a short one goes in the URL.
    expect(calls[0]!.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({query: pageQuery, params: {slug: 'index'}})
    const headers = new Headers(calls[0]!.init?.headers)
    expect(headers.get('authorization')).toBe('Bearer sk-read')
  })

  it('sends a short query as a GET with its parameters in the URL', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123xy')
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input))
        return new Response(JSON.stringify({result: ['index', 'about'], ms: 1}), {
          status: 200,
          headers: {'content-type': 'application/json'},
        })
      }),
    )
    const {sanityFetch} = await import('./source')
    const {pageSlugsQuery} = await import('./queries')
    expect(await sanityFetch(pageSlugsQuery, {lang: 'en'})).toEqual(['index', 'about'])
    const url = new URL(urls[0]!)
    expect(url.searchParams.get('query')).toBe(pageSlugsQuery)
    expect(url.searchParams.get('$lang')).toBe('"en"')
    expect(url.pathname).toBe('/v2025-02-24/data/query/production')
  })

  it("rejects with the API's error when the query fails", async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123xy')
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({error: {description: 'param $slug referenced, but not provided', type: 'queryParseError'}}),
            {status: 400, headers: {'content-type': 'application/json'}},
          ),
      ),
    )
    const {sanityFetch} = await import('./source')
    await expect(sanityFetch(pageQuery, {})).rejects.toThrow(/param \$slug referenced/)
  })
})
