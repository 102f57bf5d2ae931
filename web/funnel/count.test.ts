/**
 * The funnel's count endpoint (./count.ts) and rollup (./rollup.ts) writing to the local Supabase
 * (PGlite running the migrations): what a browser may send, what is never counted, the rate limit,
 * and that what is stored is daily counts by step, page, source and device, and nothing about a visitor.
 */
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {createLocalSupabase, type LocalSupabase} from '../supabase/local/server'
import {serviceHttp} from '../supabase/service'
import {COUNT_MAX_BYTES, type CountDeps, handleCount, rateLimiter} from './count'
import {createRollup, type Rollup} from './rollup'

const KEYS = {anon: 'anon-key-funnel-test', service: 'service-key-funnel-test'}
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const PAGES = new Set(['/', '/about', '/ai-readiness-quiz'])

let supabase: LocalSupabase
let apiUrl = ''
let rollup: Rollup
let deps: CountDeps

beforeAll(async () => {
  supabase = await createLocalSupabase({keys: KEYS})
  apiUrl = await supabase.listen()
  // PGlite starts and applies every migration: seconds on a busy machine.
}, 60_000)

afterAll(() => supabase.close())
beforeEach(async () => {
  await supabase.clear('funnel_daily')
  await supabase.database.pg.query('delete from public.funnel_sources')
  supabase.setOutage(null)
  const {call, ok} = serviceHttp({apiUrl, serviceKey: KEYS.service})
  rollup = createRollup({
    delayMs: 10,
    write: async (counts) => {
      const res = await ok(
        'record',
        await call('record', '/rest/v1/rpc/funnel_record', {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify({counts}),
        }),
      )
      await res.body?.cancel()
    },
  })
  deps = {knownPage: async (p) => (PAGES.has(p) ? p : null), rollup, allow: rateLimiter()}
})

const count = (body: unknown, headers: Record<string, string> = {}) =>
  handleCount(
    new Request('http://site.example/api/count', {
      method: 'POST',
      headers: {'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP, ...headers},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    deps,
  )

const stored = async () => {
  await rollup.settled()
  return (await supabase.rows<Record<string, unknown>>('funnel_daily', 'page')).map(({day: _day, ...rest}) => rest)
}

describe('POST /api/count', () => {
  it('counts a page view by day, page, source and device, and nothing else', async () => {
    expect((await count({step: 'page_view', page: '/about', source: 'LinkedIn'}, {'user-agent': PHONE})).status).toBe(
      204,
    )
    expect((await count({step: 'page_view', page: '/about', source: 'linkedin'}, {'user-agent': PHONE})).status).toBe(
      204,
    )
    expect((await count({step: 'lead', page: '/', source: '(direct)'})).status).toBe(204)
    expect(await stored()).toEqual([
      {step: 'lead', page: '/', source: '(direct)', device: 'desktop', count: 1},
      {step: 'page_view', page: '/about', source: 'linkedin', device: 'phone', count: 2},
    ])
    const {rows} = await supabase.database.pg.query<{name: string}>(
      "select column_name as name from information_schema.columns where table_name = 'funnel_daily' order by ordinal_position",
    )
    // No identifier, address, agent or time of day: the table has no column for one.
    expect(rows.map((r) => r.name)).toEqual(['day', 'step', 'page', 'source', 'device', 'count'])
  })

  it.each([
    ['an unknown step', {step: 'purchase', page: '/', source: '(direct)'}],
    ['a step only the server counts', {step: 'signup_confirmed', page: '/', source: '(direct)'}],
    ['a page that is not a path', {step: 'page_view', page: 'https://evil.example/', source: '(direct)'}],
    ['a page the site does not have', {step: 'page_view', page: '/wp-admin', source: '(direct)'}],
    ['a source over 200 characters', {step: 'page_view', page: '/', source: 'x'.repeat(201)}],
    ['a source of control characters only', {step: 'page_view', page: '/', source: '\u0000\u0007'}],
    ['a body that is not JSON', 'step=page_view'],
  ])('400 for %s, counting nothing', async (_what, body) => {
    const res = await count(body)
    expect(res.status).toBe(400)
    expect(res.message).toMatch(/^(Send \{step, page, source\}|Not a page of this site)\.$/)
    expect(await stored()).toEqual([])
  })

  it('keeps a source as the desk names it: its first 100 printable characters, lower-case', async () => {
    await count({step: 'page_view', page: '/', source: `News\u0000Letter${'x'.repeat(150)}`})
    expect((await stored()).map((r) => r.source)).toEqual([`newsletter${'x'.repeat(90)}`])
  })

  it('413 for a body over 512 bytes', async () => {
    const res = await count({step: 'page_view', page: '/', source: 'x'.repeat(COUNT_MAX_BYTES)})
    expect(res.status).toBe(413)
  })

  it.each([
    ['Global Privacy Control', {'sec-gpc': '1'}],
    ['Do Not Track', {dnt: '1'}],
    ['a known bot', {'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'}],
    [
      'a headless browser',
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      },
    ],
    ['no User-Agent', {'user-agent': ''}],
  ])('204 and nothing counted from %s', async (_who, headers) => {
    expect((await count({step: 'page_view', page: '/', source: '(direct)'}, headers)).status).toBe(204)
    expect(await stored()).toEqual([])
  })

  it('429 past 120 steps a minute from one client address; another address is still counted', async () => {
    const from = (ip: string) => ({'x-forwarded-for': `${ip}, 10.0.0.1`})
    const statuses = []
    for (let i = 0; i < 121; i++)
      statuses.push((await count({step: 'page_view', page: '/', source: '(direct)'}, from('203.0.113.7'))).status)
    expect(statuses.filter((s) => s === 204)).toHaveLength(120)
    expect(statuses.at(-1)).toBe(429)
    expect((await count({step: 'page_view', page: '/', source: '(direct)'}, from('203.0.113.8'))).status).toBe(204)
    expect(await stored()).toEqual([{step: 'page_view', page: '/', source: '(direct)', device: 'desktop', count: 121}])
  })

  it('keeps counts the database refused for the next write: none lost in an outage', async () => {
    supabase.setOutage(503)
    await count({step: 'page_view', page: '/', source: '(direct)'})
    await rollup.settled()
    supabase.setOutage(null)
    await count({step: 'page_view', page: '/', source: '(direct)'})
    expect(await stored()).toEqual([{step: 'page_view', page: '/', source: '(direct)', device: 'desktop', count: 2}])
  })
})

describe('funnel_record: a flood of invented sources cannot grow the table without bound', () => {
  it('takes 100 distinct sources a day and counts the rest as "other"; (direct) is always its own', async () => {
    const counts = Array.from({length: 130}, (_, i) => ({
      step: 'page_view',
      page: '/',
      source: `spam${i}.example`,
      device: 'desktop',
      count: 1,
    }))
    counts.push({step: 'page_view', page: '/', source: '(direct)', device: 'desktop', count: 5})
    const {call} = serviceHttp({apiUrl, serviceKey: KEYS.service})
    const res = await call('record', '/rest/v1/rpc/funnel_record', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({counts}),
    })
    expect(res.status).toBe(200)
    const rows = await supabase.rows<{source: string; count: number}>('funnel_daily', 'source')
    expect(rows).toHaveLength(102)
    expect(rows.find((r) => r.source === 'other')?.count).toBe(30)
    expect(rows.find((r) => r.source === '(direct)')?.count).toBe(5)
    // A step or device the table does not know is refused whole.
    const bad = await call('record', '/rest/v1/rpc/funnel_record', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({counts: [{step: 'page_view', page: '/', source: 'x', device: 'fridge', count: 1}]}),
    })
    expect(bad.status).toBe(400)
  })
})

describe('a lead’s personal data never reaches the funnel', () => {
  it('a stored lead leaves no trace of its name or address in the funnel’s tables', async () => {
    const anon = {apikey: KEYS.anon, authorization: `Bearer ${KEYS.anon}`, 'content-type': 'application/json'}
    await fetch(`${apiUrl}/rest/v1/service_submissions`, {
      method: 'POST',
      headers: anon,
      body: JSON.stringify({
        service_name: 'AI Readiness Assessment',
        project_name: 'AI Implementation',
        description: 'Score: 30/50 - Intermediate',
        first_name: 'Priya',
        email: 'priya@private.example',
        utm_source: 'linkedin',
        landing_page: '/about',
      }),
    })
    await count({step: 'lead', page: '/about', source: 'linkedin'})
    await rollup.settled()
    const {rows} = await supabase.database.pg.query<{dump: string}>(
      "select (select coalesce(json_agg(f), '[]')::text from public.funnel_daily f) || (select coalesce(json_agg(s), '[]')::text from public.funnel_sources s) as dump",
    )
    expect(rows[0]!.dump).toContain('linkedin')
    expect(rows[0]!.dump).not.toMatch(/priya/i)
  })
})
