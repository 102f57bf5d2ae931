/**
 * The content source, both ways. Embedded: groq-js over the seed. Live: the real next-sanity client
 * against the local Content Lake (lake/lake.ts) through SANITY_API_HOST, as in
 * production, including what happens when the Lake fails. Outside a Next.js server there is no data
 * cache, so reads run directly here; the cache itself is exercised by the browser tests
 * (e2e/live/*, e2e/live-publishing.spec.ts).
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {type LocalLake, startLocalLake} from '@agency/lake/lake'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {SPEC_SIDEBAR_ROUTES} from '../e2e/routes'
import {pageQuery, pageSlugsQuery, settingsQuery} from './queries'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
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

  it("answers the settings with the sidebar's pages in groups: each route of the specification's sidebar once, in its order within a group", async () => {
    const {sanityFetch} = await import('./source')
    const s = await sanityFetch(settingsQuery)
    const groups = s?.sidebarGroups ?? []
    expect(groups.length).toBeGreaterThanOrEqual(4)
    const listed = groups.flatMap((g) => g.pages?.map((p) => p.href) ?? [])
    expect([...listed].sort()).toEqual([...SPEC_SIDEBAR_ROUTES].sort())
    const order = (href: string) => SPEC_SIDEBAR_ROUTES.indexOf(href as (typeof SPEC_SIDEBAR_ROUTES)[number])
    for (const g of groups) {
      const positions = g.pages?.map((p) => order(p.href)) ?? []
      expect(positions, g.heading).toEqual([...positions].sort((a, b) => a - b))
    }
    // The phone menu opens with the first group: the quiz, a call and contact are in it.
    expect(groups[0]?.pages?.map((p) => p.href)).toEqual(
      expect.arrayContaining(['/ai-readiness-quiz', '/booking', '/contact']),
    )
  })
})

describe('live content (next-sanity client) against the Content Lake stand-in', () => {
  let lake: LocalLake
  let kept = ''

  beforeAll(async () => {
    lake = await startLocalLake({
      projectId: 'abc123xy',
      dataset: 'production',
      seedFile: path.resolve(__dirname, '../../studio/seed/production.ndjson'),
      port: 0,
      controlPort: 0,
      tokens: ['sk-read'],
    })
  })
  afterAll(() => lake.stop())

  beforeEach(async () => {
    await lake.setFault({mode: 'none'})
    lake.requests.length = 0
    kept = mkdtempSync(path.join(tmpdir(), 'last-good-'))
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'abc123xy')
    vi.stubEnv('SANITY_API_HOST', lake.apiOrigin)
    vi.stubEnv('SANITY_API_READ_TOKEN', 'sk-read')
    vi.stubEnv('CONTENT_LAST_GOOD_DIR', kept)
    // A fresh process: the outage state lives on globalThis (content/availability.ts).
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('helix.content-lake-state')]
  })
  afterEach(() => rmSync(kept, {recursive: true, force: true}))

  it('sends the GROQ query with its parameters and the token to SANITY_API_HOST and returns the result', async () => {
    const {sanityFetch} = await import('./source')
    const page = await sanityFetch(pageQuery, {slug: 'about'}, {tags: ['page:about']})
    expect(page?.title).toBe('About')
    expect(lake.requests).toHaveLength(1)
    const [read] = lake.requests
    expect(read).toMatchObject({path: '/v2025-02-24/data/query/production', perspective: 'published', status: 200})
    // The page query is long, so the client POSTs it (GET URLs are capped); a short one goes in the URL.
    expect(read?.method).toBe('POST')
    expect(await sanityFetch(pageSlugsQuery)).toContain('about')
    expect(lake.requests[1]?.method).toBe('GET')
  })

  it("rejects with the API's error when the query is wrong, and never answers from an earlier copy", async () => {
    const {sanityFetch} = await import('./source')
    await sanityFetch(pageQuery, {slug: 'about'})
    await expect(sanityFetch(pageQuery, {})).rejects.toThrow(/param \$slug referenced/)
  })

  for (const fault of [
    {mode: 'refuse'},
    {mode: 'status', status: 503},
    {mode: 'status', status: 429},
    {mode: 'slow', delayMs: 15_000},
  ] as const) {
    it(`answers the last good content within 2 s and logs once when the Lake fails (${JSON.stringify(fault)})`, {
      timeout: 15_000,
    }, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const {sanityFetch} = await import('./source')
      const before = await sanityFetch(pageQuery, {slug: 'about'})
      await lake.setFault(fault)
      for (let visit = 0; visit < 3; visit++) {
        const started = performance.now()
        expect(await sanityFetch(pageQuery, {slug: 'about'})).toEqual(before)
        expect(performance.now() - started, 'time spent waiting on the Lake').toBeLessThan(2100)
      }
      expect(
        errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('Content Lake unavailable')),
      ).toHaveLength(1)
    })
  }

  it('with no earlier answer, says the content is unavailable; the next answer ends the outage, logged once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const {sanityFetch, ContentUnavailableError} = await import('./source')
    await lake.setFault({mode: 'status', status: 502})
    await expect(sanityFetch(pageQuery, {slug: 'contact'})).rejects.toBeInstanceOf(ContentUnavailableError)
    await lake.setFault({mode: 'none'})
    expect((await sanityFetch(pageQuery, {slug: 'contact'}))?.title).toBe('Contact')
    await sanityFetch(pageQuery, {slug: 'contact'})
    expect(info.mock.calls.filter((c) => String(c[0]).includes('Content Lake answering again'))).toHaveLength(1)
  })

  it('in next dev, a read the Lake answers after 3 s is no outage: nothing logged, no earlier copy used', {
    timeout: 15_000,
  }, async () => {
    // next dev compiles a route on its first request and can hold up the server's timers meanwhile.
    vi.stubEnv('NODE_ENV', 'development')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const {sanityFetch} = await import('./source')
    await lake.setFault({mode: 'slow', delayMs: 3000})
    expect((await sanityFetch(pageQuery, {slug: 'contact'}))?.title).toBe('Contact')
    expect(errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('Content Lake unavailable'))).toEqual([])
  })

  it('keeps the last good answers on disk, so a new server process has them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = await import('./source')
    const before = await first.sanityFetch(pageQuery, {slug: 'about'})
    vi.resetModules() // a new process: nothing in memory
    await lake.setFault({mode: 'refuse'})
    const second = await import('./source')
    expect(await second.sanityFetch(pageQuery, {slug: 'about'})).toEqual(before)
  })
})
