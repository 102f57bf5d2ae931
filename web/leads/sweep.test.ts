/**
 * GET /api/leads/sweep through the app's route, as Vercel Cron calls it, against a real SMTP server
 * on loopback and the local Supabase (PGlite running the migrations): the lead emails still owed, staff's email about
 * confirmed uploads, and the removal of uploads that never came. Which rows are due is SQL, proven on
 * PostgreSQL in supabase/lead_delivery.db.test.ts; here, what the site does with them.
 */
import {randomUUID} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {startSmtpSink, type SmtpSink} from '../test/smtp-sink'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {GET} from '../app/api/leads/sweep/route'
import {createLocalSupabase, type LocalSupabase} from '../supabase/local/server'
import type {PresentationRequest, ServiceSubmission} from '../supabase/database.types'

const CRON = 'cron-secret-0123456789'
const SERVICE_KEY = 'service-key-123'
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

let smtp: SmtpSink
let supabase: LocalSupabase
let supabaseUrl = ''

beforeAll(async () => {
  smtp = await startSmtpSink()
  supabase = await createLocalSupabase({keys: {anon: 'anon-key-123', service: SERVICE_KEY}})
  supabaseUrl = await supabase.listen()
  vi.stubEnv('SUPABASE_URL', supabaseUrl)
  // PGlite starts and applies every migration: seconds on a busy machine.
}, 60_000)

afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp.stop()
  await supabase.close()
})
beforeEach(async () => {
  smtp.messages.length = 0
  supabase.calls.length = 0
  await supabase.clear('service_submissions', 'presentation_requests')
  await supabase.clear()
  vi.stubEnv('CRON_SECRET', CRON)
  vi.stubEnv('SMTP_URL', smtp.url)
  vi.stubEnv('LEADS_FROM', 'Helix AI <leads@helixai.example>')
  vi.stubEnv('LEADS_NOTIFY_TO', 'sales@helixai.example')
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd.supabase.co')
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', SERVICE_KEY)
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
})
afterEach(() => {
  supabase.setOutage(null)
  supabase.setFailure(null)
})

const sweep = (authorization: string | null = `Bearer ${CRON}`) =>
  GET(new Request('http://localhost/api/leads/sweep', {headers: authorization ? {authorization} : {}}))

async function lead(over: Partial<ServiceSubmission> = {}): Promise<ServiceSubmission> {
  const row: ServiceSubmission = {
    id: randomUUID(),
    created_at: ago(6),
    service_name: 'AI Readiness Assessment',
    project_name: 'AI Implementation',
    description: 'Score: 20/50 - Intermediate',
    requirements: 'Intermediate: foundations in place.',
    first_name: 'Sam',
    last_name: 'Okafor',
    email: `sam.${randomUUID().slice(0, 8)}@harbor.example`,
    phone_number: null,
    status: 'pending',
    notified_at: null,
    results_sent_at: null,
    area_points: null,
    page: null,
    landing_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    ...over,
  }
  await supabase.insert('service_submissions', row)
  return row
}

async function upload(over: Partial<PresentationRequest> = {}, file?: Buffer): Promise<PresentationRequest> {
  const id = randomUUID()
  const row: PresentationRequest = {
    id,
    created_at: ago(30),
    file_path: `2026-11-23/${id}.pdf`,
    original_name: 'Pitch deck.pdf',
    size_bytes: 2_400_000,
    content_type: 'application/pdf',
    email: 'ana@harbor.example',
    status: 'uploaded',
    uploaded_at: ago(29),
    notified_at: null,
    ...over,
  }
  await supabase.insert('presentation_requests', row)
  if (file) supabase.putObject(`presentations/${row.file_path}`, file, row.content_type)
  return row
}

describe('GET /api/leads/sweep: who may call it', () => {
  it.each([
    ['no Authorization', null],
    ['a wrong secret', 'Bearer not-the-cron-secret'],
    ['the secret without Bearer', CRON],
  ])('401 for %s, doing nothing', async (_what, authorization) => {
    await lead()
    const res = await sweep(authorization)
    expect(res.status).toBe(401)
    expect(smtp.messages).toEqual([])
    expect(supabase.calls).toEqual([])
  })

  it('503 naming CRON_SECRET when it is not set', async () => {
    vi.stubEnv('CRON_SECRET', '')
    const res = await sweep()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      message: 'Not configured on this server: set CRON_SECRET.',
      missing: ['CRON_SECRET'],
    })
    expect(supabase.calls).toEqual([])
  })

  it('503 naming the missing SMTP variable, calling nothing', async () => {
    vi.stubEnv('LEADS_NOTIFY_TO', '')
    const res = await sweep()
    expect(res.status).toBe(503)
    expect((await res.json()).missing).toEqual(['LEADS_NOTIFY_TO'])
    expect(supabase.calls).toEqual([])
  })
})

describe('GET /api/leads/sweep: leads', () => {
  it('sends what is still owed 5 minutes on, and leaves a lead the webhook is still handling', async () => {
    const unsent = await lead()
    const resultsOwed = await lead({notified_at: ago(5)})
    const fresh = await lead({created_at: ago(2)})
    const res = await sweep()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      leads: {notified: 1, resultsSent: 2, failed: 0},
      uploads: {notified: 0, failed: 0},
      expired: {removed: 0, failed: 0},
    })
    expect(smtp.messages.map((m) => m.envelope.to[0]).sort()).toEqual(
      ['sales@helixai.example', unsent.email, resultsOwed.email].sort(),
    )
    expect(smtp.messages.find((m) => m.envelope.to[0] === unsent.email)!.subject).toBe(
      'Your AI readiness result: Intermediate (20/50)',
    )
    expect((await supabase.row<ServiceSubmission>('service_submissions', fresh.id))!).toMatchObject({
      notified_at: null,
      results_sent_at: null,
    })
    expect(supabase.calls.find((c) => c.path === '/rest/v1/rpc/leads_to_deliver')!.body).toBe(
      JSON.stringify({with_results: true, max_rows: 25}),
    )
  })

  it('with the SMTP server down answers 502, marks nothing, and tries the server once, not once per lead', async () => {
    for (let i = 0; i < 5; i++) await lead()
    await smtp.stop()
    try {
      const started = Date.now()
      const res = await sweep()
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({leads: {notified: 0, resultsSent: 0, failed: 5}})
      expect(Date.now() - started).toBeLessThan(5000)
      expect(supabase.calls.filter((c) => c.method === 'PATCH')).toEqual([])
    } finally {
      await smtp.start()
    }
  })

  it('with Supabase down answers 502 and sends nothing', async () => {
    await lead()
    supabase.setOutage(503)
    const res = await sweep()
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({leads: {failed: 1}, uploads: {failed: 1}, expired: {failed: 1}})
    expect(smtp.messages).toEqual([])
  })
})

describe('GET /api/leads/sweep: uploads', () => {
  it('emails staff about an upload confirmed over 5 minutes ago and not yet told, with a 7-day link', async () => {
    const row = await upload({}, Buffer.from('%PDF-1.7'))
    const told = await upload({notified_at: ago(28)}, Buffer.from('%PDF-1.7'))
    const res = await sweep()
    expect(res.status).toBe(200)
    expect((await res.json()).uploads).toEqual({notified: 1, failed: 0})
    expect(smtp.messages).toHaveLength(1)
    const [m] = smtp.messages
    expect(m!.subject).toBe('New presentation upload: Pitch deck.pdf (2.3 MB)')
    expect(m!.replyTo).toEqual(['ana@harbor.example'])
    const link = new RegExp(
      `Download: (https://abcd\\.supabase\\.co/storage/v1/object/sign/presentations/${row.file_path}\\?token=(\\d+)\\.\\S+)`,
    ).exec(m!.text)
    expect(link, 'a signed download link on the public Supabase address').not.toBeNull()
    // Signed for 7 days, as the email says.
    expect(Math.abs(Number(link![2]) - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000)
    // The link downloads the file from Storage (here the local Supabase, at its own address).
    const file = await fetch(link![1]!.replace('https://abcd.supabase.co', supabaseUrl))
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.7')
    expect((await supabase.row<PresentationRequest>('presentation_requests', row.id))!.notified_at).toEqual(
      expect.any(String),
    )
    const before = new Date(told.notified_at!).getTime()
    expect(
      new Date((await supabase.row<PresentationRequest>('presentation_requests', told.id))!.notified_at!).getTime(),
    ).toBe(before)
  })

  it('removes the file of a request still new 2 hours on and marks it expired; a younger one is left', async () => {
    const stale = await upload(
      {status: 'new', uploaded_at: null, created_at: ago(121)},
      Buffer.from('%PDF-1.7 partial'),
    )
    const never = await upload({status: 'new', uploaded_at: null, created_at: ago(180)})
    const young = await upload({status: 'new', uploaded_at: null, created_at: ago(100)}, Buffer.from('%PDF-1.7'))
    const res = await sweep()
    expect(res.status).toBe(200)
    expect((await res.json()).expired).toEqual({removed: 2, failed: 0})
    expect(supabase.hasObject(`presentations/${stale.file_path}`)).toBe(false)
    expect(supabase.hasObject(`presentations/${young.file_path}`)).toBe(true)
    expect((await supabase.row<PresentationRequest>('presentation_requests', stale.id))!.status).toBe('expired')
    expect((await supabase.row<PresentationRequest>('presentation_requests', never.id))!.status).toBe('expired')
    expect((await supabase.row<PresentationRequest>('presentation_requests', young.id))!.status).toBe('new')
    // Claimed first (only while still new), then deleted.
    const steps = supabase.calls
      .filter((c) => c.query.id === `eq.${stale.id}` || c.body.includes(stale.file_path))
      .map((c) => `${c.method} ${c.path} ${c.query.status ?? ''}`.trim())
    expect(steps).toEqual(['PATCH /rest/v1/presentation_requests eq.new', 'DELETE /storage/v1/object/presentations'])
  })

  it('gives the claim back when the file cannot be deleted, so the next run tries again', async () => {
    const stale = await upload({status: 'new', uploaded_at: null, created_at: ago(121)}, Buffer.from('%PDF-1.7'))
    supabase.setFailure((method, path) => (method === 'DELETE' && path.startsWith('/storage/') ? 503 : null))
    const res = await sweep()
    expect(res.status).toBe(502)
    expect((await res.json()).expired).toEqual({removed: 0, failed: 1})
    expect((await supabase.row<PresentationRequest>('presentation_requests', stale.id))!.status).toBe('new')
    expect(supabase.hasObject(`presentations/${stale.file_path}`)).toBe(true)
  })

  it('never expires a request confirmed between the listing and the claim', async () => {
    const row = await upload({status: 'new', uploaded_at: null, created_at: ago(121)}, Buffer.from('%PDF-1.7'))
    // The visitor's confirm lands after the sweep listed the request, just before its claim.
    supabase.setFailure(async (method, _path, query) => {
      if (method === 'PATCH' && query.id === `eq.${row.id}` && query.status === 'eq.new')
        await supabase.set('presentation_requests', row.id, {status: 'uploaded', uploaded_at: ago(0)})
      return null
    })
    const res = await sweep()
    expect(res.status).toBe(200)
    expect((await supabase.row<PresentationRequest>('presentation_requests', row.id))!.status).toBe('uploaded')
    expect(supabase.hasObject(`presentations/${row.file_path}`)).toBe(true)
  })
})

describe('the schedule', () => {
  it("web/vercel.json (Vercel reads it from the root directory, web) calls this route, and the forms' sweep, every 5 minutes", () => {
    const config = JSON.parse(readFileSync(new URL('../vercel.json', import.meta.url), 'utf8')) as {
      crons?: Array<{path: string; schedule: string}>
    }
    expect(config.crons).toEqual([
      {path: '/api/leads/sweep', schedule: '*/5 * * * *'},
      {path: '/api/forms/sweep', schedule: '*/5 * * * *'},
    ])
  })
})
