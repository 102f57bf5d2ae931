/**
 * The desk's API (./desk.ts) as the Studio's Leads tool calls it: the editor's login checked against
 * the local Content Lake's /users/me (the same API as Sanity's), the lists read and marked in the local
 * Supabase (PGlite running the migrations). Every refusal is checked for what it does not do: answer
 * data.
 */
import {randomUUID} from 'node:crypto'
import path from 'node:path'
import {type LocalLake, startLocalLake} from '@agency/lake/lake'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createLocalSupabase, type LocalSupabase} from '../supabase/local/server'
import {type DeskDeps, handleDesk} from './desk'

const KEYS = {anon: 'anon-key-desk-test', service: 'service-key-desk-test'}
const STUDIO = 'http://localhost:3333'
const READ_TOKEN = 'desk-test-read-token-0123456789'
let supabase: LocalSupabase
let lake: LocalLake
let deps: DeskDeps
let editorToken = ''
let viewerToken = ''

async function tokenFor(name: string, role?: 'viewer') {
  const res = await fetch(`${lake.controlOrigin}/token`, {
    method: 'POST',
    headers: {authorization: `Bearer ${lake.controlSecret}`, 'content-type': 'application/json'},
    body: JSON.stringify({name, role}),
  })
  return ((await res.json()) as {token: string}).token
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

beforeAll(async () => {
  supabase = await createLocalSupabase({keys: KEYS})
  const url = await supabase.listen()
  lake = await startLocalLake({
    projectId: 'desktest',
    dataset: 'production',
    seedFile: path.resolve('studio/seed/production.ndjson'),
    port: 0,
    controlPort: 0,
    tokens: [READ_TOKEN],
  })
  editorToken = await tokenFor('Maya Chen')
  viewerToken = await tokenFor('Vic Viewer', 'viewer')
  deps = {
    target: {projectId: 'desktest', apiHost: lake.apiOrigin},
    supabase: {apiUrl: url, publicUrl: url, serviceKey: KEYS.service},
    studioOrigins: [STUDIO],
    areas: async () => [
      {name: 'Data', max: 12},
      {name: 'Processes', max: 10},
    ],
  }
  const lead = (i: number, over: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    created_at: ago(200 - i),
    service_name: 'AI Readiness Assessment',
    project_name: 'AI Implementation',
    description: `Score: ${20 + i}/50 - Intermediate`,
    first_name: `Lead${i}`,
    last_name: 'Okafor',
    email: `lead${i}@harbor.example`,
    status: 'pending',
    area_points: [8, 6],
    ...over,
  })
  await supabase.insert(
    'service_submissions',
    lead(1, {
      utm_source: 'LinkedIn',
      utm_medium: 'social',
      utm_campaign: 'spring',
      landing_page: '/ai-voice-agents',
      page: '/ai-readiness-quiz',
    }),
    lead(2, {referrer_host: 'google.com', first_name: '=HYPERLINK("http://evil.example")'}),
    lead(3),
  )
  await supabase.insert('contact_messages', {
    id: randomUUID(),
    name: 'Ana Ruiz',
    email: 'ana@harbor.example',
    message: 'Our night shift needs an agent.',
    page: '/contact',
    referrer_host: 'news.ycombinator.com',
  })
  await supabase.insert('newsletter_signups', {
    id: randomUUID(),
    email: 'Sub@Harbor.example',
    page: '/blog',
    utm_source: 'newsletter',
  })
  // PGlite starts and applies every migration: seconds on a busy machine.
}, 60_000)

afterAll(async () => {
  await lake?.stop()
  await supabase?.close()
})

const call = (path: string, token: string | null = editorToken, init: RequestInit = {}) =>
  handleDesk(
    new Request(`http://site.example/api/desk${path}`, {
      ...init,
      headers: {
        origin: STUDIO,
        ...(token ? {authorization: `Bearer ${token}`} : {}),
        ...(init.headers as Record<string, string>),
      },
    }),
    deps,
  )

describe('who may use the desk: the project’s administrators and editors, checked on every call', () => {
  it.each([
    ['a visitor (no login)', 401, null],
    ['a forged token', 401, 'forged-token-0123456789abcdef'],
    ['the site’s read token (a robot that may only read)', 403, READ_TOKEN],
  ])('%s gets %i and no data', async (_who, status, token) => {
    for (const path of [
      '/leads',
      '/messages',
      '/subscribers',
      '/leads.csv',
      '/funnel?since=2026-01-01&until=2026-01-31',
    ]) {
      const res = await call(path, token)
      expect(res.status).toBe(status)
      const text = await res.text()
      expect(text).not.toContain('harbor.example')
      expect(text).not.toContain('Score')
    }
  })

  it('a person who may only read the project (a viewer) gets 403 and cannot mark anything', async () => {
    expect((await call('/leads', viewerToken)).status).toBe(403)
    const [first] = await supabase.rows<{id: string}>('service_submissions')
    const res = await call(`/leads/${first!.id}`, viewerToken, {
      method: 'PATCH',
      headers: {'content-type': 'application/json'},
      body: '{"status":"won"}',
    })
    expect(res.status).toBe(403)
    expect(await supabase.rows('desk_marks', 'updated_at')).toEqual([])
  })

  it('a logged-out token (the Lake no longer knows it) gets 401', async () => {
    const token = await tokenFor('Leaving Editor')
    expect((await call('/me', token)).status).toBe(200)
    await fetch(`${lake.apiOrigin}/v2025-02-24/auth/logout`, {
      method: 'POST',
      headers: {authorization: `Bearer ${token}`},
    })
    expect((await call('/leads', token)).status).toBe(401)
  })

  it('the Content Lake unreachable: 503, no data', async () => {
    const down = {...deps, target: {projectId: 'desktest', apiHost: 'http://127.0.0.1:9'}}
    const res = await handleDesk(
      new Request('http://site.example/api/desk/leads', {headers: {authorization: `Bearer ${editorToken}`}}),
      down,
    )
    expect(res.status).toBe(503)
    expect(await res.text()).not.toContain('harbor')
  })

  it('lets only the Studio’s origin read answers (CORS), and answers its preflight', async () => {
    const ok = await call('/me')
    expect(ok.headers.get('access-control-allow-origin')).toBe(STUDIO)
    const other = await handleDesk(
      new Request('http://site.example/api/desk/me', {
        headers: {origin: 'https://evil.example', authorization: `Bearer ${editorToken}`},
      }),
      deps,
    )
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await call('/leads', null, {method: 'OPTIONS'})
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
  })
})

describe('the lists', () => {
  it('leads: newest first, each with its score, level, areas and where it came from', async () => {
    const res = await call('/leads')
    expect(res.status).toBe(200)
    const {items, matching} = (await res.json()) as {items: Array<Record<string, unknown>>; matching: number}
    expect(matching).toBe(3)
    expect(items.map((i) => i.first_name)).toEqual(['Lead3', '=HYPERLINK("http://evil.example")', 'Lead1'])
    expect(items[2]).toMatchObject({
      score: 21,
      score_max: 50,
      level: 'Intermediate',
      areas: [
        {name: 'Data', points: 8, max: 12},
        {name: 'Processes', points: 6, max: 10},
      ],
      source: 'linkedin',
      utm_campaign: 'spring',
      landing_page: '/ai-voice-agents',
      page: '/ai-readiness-quiz',
      status: 'new',
    })
    expect(items[1]).toMatchObject({source: 'google.com'})
    expect(items[0]).toMatchObject({source: '(direct)'})
  })

  it('searches and filters in SQL, by text, source, campaign and status', async () => {
    const names = async (query: string) =>
      ((await (await call(`/leads?${query}`)).json()) as {items: Array<{first_name: string}>}).items.map(
        (i) => i.first_name,
      )
    expect(await names('q=lead3')).toEqual(['Lead3'])
    expect(await names('source=linkedin')).toEqual(['Lead1'])
    expect(await names('campaign=spring')).toEqual(['Lead1'])
    expect(await names('q=%25')).toEqual([])
    expect((await call('/leads?status=maybe')).status).toBe(400)
    expect((await call(`/leads?q=${'x'.repeat(101)}`)).status).toBe(400)
  })

  it('marks an item (status and note), keeps the mark, names who made it, and refuses what is not one', async () => {
    const [lead] = await supabase.rows<{id: string}>('service_submissions')
    const patch = (body: string, id = lead!.id) =>
      call(`/leads/${id}`, editorToken, {method: 'PATCH', headers: {'content-type': 'application/json'}, body})
    const saved = await patch('{"status":"won","note":"Signed the pilot."}')
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({status: 'won', note: 'Signed the pilot.', updated_by: 'Maya Chen'})
    expect((await patch('{"note":"Invoice sent."}')).status).toBe(200)
    const {items} = (await (await call('/leads?status=won')).json()) as {items: Array<Record<string, unknown>>}
    expect(items).toEqual([
      expect.objectContaining({id: lead!.id, status: 'won', note: 'Invoice sent.', marked_by: 'Maya Chen'}),
    ])
    expect((await patch('{"status":"maybe"}')).status).toBe(400)
    expect((await patch(JSON.stringify({note: 'x'.repeat(2001)}))).status).toBe(400)
    expect((await patch('{"status":"won"}', randomUUID())).status).toBe(404)
    expect(
      (
        await call(`/subscribers/${encodeURIComponent('SUB@harbor.example')}`, editorToken, {
          method: 'PATCH',
          headers: {'content-type': 'application/json'},
          body: '{"status":"replied"}',
        })
      ).status,
    ).toBe(200)
    const subscribers = (await (await call('/subscribers')).json()) as {items: Array<Record<string, unknown>>}
    expect(subscribers.items).toEqual([
      expect.objectContaining({
        email: 'sub@harbor.example',
        state: 'unconfirmed',
        status: 'replied',
        source: 'newsletter',
      }),
    ])
  })

  it('exports a list as CSV a spreadsheet opens safely: quoted cells, formulas shown as text', async () => {
    const res = await call('/leads.csv')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = await res.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"Received","First name","Last name","Email","Phone","Score","Out of","Level","Areas","Status","Note","Source","Referring site","utm_source","utm_medium","utm_campaign","Landing page","Sent from"',
    )
    expect(lines).toHaveLength(4)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(text).toContain('"Data 8/12; Processes 6/10"')
    const messages = await (await call('/messages.csv')).text()
    expect(messages).toContain('"Ana Ruiz"')
    expect(messages).toContain('"news.ycombinator.com"')
  })
})

describe('the funnel', () => {
  it('reports a period: totals per step, days, and pages and sources ranked by leads', async () => {
    const counts = [
      {step: 'page_view', page: '/', source: '(direct)', device: 'desktop', count: 40},
      {step: 'page_view', page: '/ai-voice-agents', source: 'linkedin', device: 'phone', count: 10},
      {step: 'quiz_started', page: '/ai-voice-agents', source: 'linkedin', device: 'phone', count: 4},
      {step: 'quiz_finished', page: '/ai-voice-agents', source: 'linkedin', device: 'phone', count: 3},
      {step: 'lead', page: '/ai-voice-agents', source: 'linkedin', device: 'phone', count: 2},
      {step: 'message', page: '/', source: '(direct)', device: 'desktop', count: 1},
    ]
    const stored = await fetch(
      `${deps.supabase && 'apiUrl' in deps.supabase ? deps.supabase.apiUrl : ''}/rest/v1/rpc/funnel_record`,
      {
        method: 'POST',
        headers: {apikey: KEYS.service, authorization: `Bearer ${KEYS.service}`, 'content-type': 'application/json'},
        body: JSON.stringify({counts}),
      },
    )
    expect(stored.status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    const report = (await (await call(`/funnel?since=${today}&until=${today}`)).json()) as {
      totals: Record<string, number>
      pages: Array<{page: string; leads: number}>
      sources: Array<{source: string; leads: number; views: number}>
      days: unknown[]
    }
    expect(report.totals).toEqual({page_view: 50, quiz_started: 4, quiz_finished: 3, lead: 2, message: 1})
    expect(report.pages[0]).toMatchObject({page: '/ai-voice-agents', leads: 2})
    expect(report.sources[0]).toMatchObject({source: 'linkedin', leads: 2, views: 10})
    expect(report.days).toHaveLength(5)
    expect((await call('/funnel?since=2026-02-01&until=2026-01-01')).status).toBe(400)
    expect((await call('/funnel?since=2020-01-01&until=2026-01-01')).status).toBe(400)
  })
})
