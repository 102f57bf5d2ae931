/**
 * POST /api/leads/notify through the app's route, as Supabase's Database Webhook calls it: a real
 * SMTP server on loopback receives the emails (smtp-server, read with mailparser), Supabase's data
 * API is the local Supabase (PGlite running the migrations, supabase/local/), and the results email's words come from the
 * embedded dataset (Quiz settings), read the way the site reads them. Each refusal is checked for
 * what it does not do: send an email, call Supabase, or echo the input.
 */
import * as crypto from 'node:crypto'
import {startSmtpSink, type SmtpSink} from '../test/smtp-sink'
import {quizSettings} from '../test/seed-documents'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {POST} from '../app/api/leads/notify/route'
import {GET as sweepRoute} from '../app/api/leads/sweep/route'
import {createLocalSupabase, type LocalSupabase} from '../supabase/local/server'
import type {ServiceSubmission} from '../supabase/database.types'
import {serviceConfig} from '../supabase/service'
import {mailConfig} from './config'
import {seedQuestions} from '../quiz/seed-quiz'
import type {ResultsContent} from './emails'
import {NOTIFY_MAX_BYTES, notifyLead} from './notify'

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return {...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual)}
})

const SECRET = 'leads-webhook-secret-0123456789'
const CRON = 'cron-secret-0123456789'
const SERVICE_KEY = 'service-key-123'
const MARKER = 'ECHO-MARKER-<script>alert(1)</script>'
/** Anything that would load from elsewhere: an image, a stylesheet, a frame, a src or background attribute, a CSS url(). */
const REMOTE = /<(img|link|script|iframe|object)\b|<[^>]*\s(src|background|srcset)=|url\(/i

let smtp: SmtpSink
let supabase: LocalSupabase
let supabaseUrl = ''

beforeAll(async () => {
  smtp = await startSmtpSink({user: 'leads@helixai.example', pass: 'smtp-pass'})
  supabase = await createLocalSupabase({keys: {anon: 'anon-key-123', service: SERVICE_KEY}})
  supabaseUrl = await supabase.listen()
  // PGlite starts and applies every migration: seconds on a busy machine.
}, 60_000)

afterAll(async () => {
  await smtp.stop()
  await supabase.close()
})
beforeEach(async () => {
  smtp.messages.length = 0
  supabase.calls.length = 0
  await supabase.clear('service_submissions')
  vi.stubEnv('LEADS_WEBHOOK_SECRET', SECRET)
  vi.stubEnv('CRON_SECRET', CRON)
  vi.stubEnv('SMTP_URL', smtp.url)
  vi.stubEnv('LEADS_FROM', 'Helix AI <leads@helixai.example>')
  vi.stubEnv('LEADS_NOTIFY_TO', 'sales@helixai.example, ops@helixai.example')
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd.supabase.co')
  vi.stubEnv('SUPABASE_URL', supabaseUrl)
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', SERVICE_KEY)
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
  vi.mocked(crypto.timingSafeEqual).mockClear()
})
afterEach(() => {
  vi.unstubAllEnvs()
  supabase.setOutage(null)
  supabase.setFailure(null)
})

/** A row as the quiz writes it, stored in the local Supabase `minutesAgo` minutes ago. */
async function storedLead(over: Partial<ServiceSubmission> = {}, minutesAgo = 0): Promise<ServiceSubmission> {
  const row: ServiceSubmission = {
    id: crypto.randomUUID(),
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    service_name: 'AI Readiness Assessment',
    project_name: 'AI Implementation',
    description: 'Score: 34/50 - Advanced',
    requirements:
      'Advanced: ready to scale AI across the business. Clean, connected data, documented processes, budget and executive sponsorship.',
    first_name: 'Jane',
    last_name: 'van Dyke',
    email: 'jane@northgate.example',
    phone_number: '+1 555 0100',
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

const webhook = (record: unknown, over: Record<string, unknown> = {}) =>
  JSON.stringify({type: 'INSERT', table: 'service_submissions', schema: 'public', record, old_record: null, ...over})

function call(body: BodyInit | null, headers: Record<string, string> = {authorization: `Bearer ${SECRET}`}) {
  return POST(
    new Request('http://localhost/api/leads/notify', {
      method: 'POST',
      body,
      headers: {'content-type': 'application/json', ...headers},
      duplex: 'half',
    } as RequestInit),
  )
}

const advanced = quizSettings.levels!.find((l) => l.name === 'Advanced')!

describe('POST /api/leads/notify: a new lead', () => {
  it('emails the agency and the prospect, then marks the row: each mark after its email arrived', async () => {
    const row = await storedLead()
    const res = await call(webhook(row))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({delivered: true, notification: 'sent', results: 'sent'})
    expect(smtp.messages).toHaveLength(2)
    expect(smtp.logins).toContain('leads@helixai.example')

    const agency = smtp.messages.find((m) => m.envelope.to.includes('sales@helixai.example'))!
    expect(agency.envelope).toEqual({
      from: 'leads@helixai.example',
      to: ['sales@helixai.example', 'ops@helixai.example'],
    })
    expect(agency.replyTo).toEqual(['jane@northgate.example'])
    expect(agency.subject).toBe('New quiz lead: Jane van Dyke – Advanced (34/50)')
    for (const part of [agency.text, agency.html]) {
      for (const value of ['Jane van Dyke', 'jane@northgate.example', '+1 555 0100', '34/50', 'Advanced'])
        expect(part).toContain(value)
      expect(part).toContain('Clean, connected data, documented processes')
      expect(part).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/)
    }

    const results = smtp.messages.find((m) => m.envelope.to.includes('jane@northgate.example'))!
    expect(results.envelope.to).toEqual(['jane@northgate.example'])
    expect(results.subject).toBe('Your AI readiness result: Advanced (34/50)')
    expect(results.text).toContain('Your score: 34/50. Your level: Advanced.')
    expect(results.text).toContain(advanced.description)
    for (const r of advanced.recommendations!) expect(results.html).toContain(r)
    expect(results.text).toContain('The Helix AI team')
    // Nothing the prospect typed is in their own email.
    expect(results.raw).not.toContain('Jane')
    expect(results.raw).not.toContain('van Dyke')

    const stored = (await supabase.row<ServiceSubmission>('service_submissions', row.id))!
    expect(stored.notified_at).toEqual(expect.any(String))
    expect(stored.results_sent_at).toEqual(expect.any(String))
    const marks = supabase.calls.filter((c) => c.method === 'PATCH')
    expect(marks.map((c) => [c.query, JSON.parse(c.body), c.key])).toEqual([
      // PostgreSQL writes the time it stored as +00:00; the PATCH sent it in JavaScript's form.
      [
        {id: `eq.${row.id}`, notified_at: 'is.null'},
        {notified_at: new Date(stored.notified_at!).toISOString()},
        'service',
      ],
      [
        {id: `eq.${row.id}`, results_sent_at: 'is.null'},
        {results_sent_at: new Date(stored.results_sent_at!).toISOString()},
        'service',
      ],
    ])
    expect(marks[0]!.at).toBeGreaterThanOrEqual(agency.at)
    expect(marks[1]!.at).toBeGreaterThanOrEqual(results.at)
  })

  it('escapes every value the prospect typed in the HTML, and keeps headers on one line', async () => {
    const row = await storedLead({
      first_name: '<img src=x onerror=alert(1)>',
      last_name: '"><script>alert(2)</script>',
      phone_number: null,
      requirements: `<a href="https://evil.example">${MARKER}</a>`,
      description: 'Score: 12/50 - <b>Beginner</b>',
    })
    expect((await call(webhook(row))).status).toBe(200)
    const agency = smtp.messages.find((m) => m.envelope.to.includes('sales@helixai.example'))!
    expect(agency.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(agency.html).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(agency.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;')
    expect(agency.html).toContain('&lt;b&gt;Beginner&lt;/b&gt;')
    expect(agency.html).not.toMatch(/<img|<script|<a href="https:\/\/evil|<b>/i)
    // No remote images, no tracking pixels, no remote styles.
    expect(agency.html).not.toMatch(REMOTE)
    expect(agency.text).toContain('<img src=x onerror=alert(1)>')
    expect(agency.text).toContain('Phone: not given')

    // The results email holds none of it: its level comes from the score (12: Beginner), not the row's text.
    const results = smtp.messages.find((m) => m.envelope.to.includes('jane@northgate.example'))!
    expect(results.subject).toBe('Your AI readiness result: Beginner (12/50)')
    expect(results.raw).not.toMatch(/onerror|script|evil\.example/)
    expect(results.html).not.toMatch(REMOTE)
  })

  it('never lets a line break in a name add a header or a recipient', async () => {
    const row = await storedLead({first_name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes', last_name: ''})
    expect((await call(webhook(row))).status).toBe(200)
    const agency = smtp.messages.find((m) => m.envelope.to.includes('sales@helixai.example'))!
    expect(agency.envelope.to).toEqual(['sales@helixai.example', 'ops@helixai.example'])
    expect(agency.headers.bcc).toBeUndefined()
    expect(agency.headers['x-injected']).toBeUndefined()
    expect(agency.subject).toBe('New quiz lead: Eve Bcc: victim@example.com X-Injected: yes – Advanced (34/50)')
    expect(smtp.messages.flatMap((m) => m.envelope.to)).not.toContain('victim@example.com')
  })

  it('answers 200 without a second email for a lead already marked', async () => {
    const row = await storedLead({notified_at: new Date().toISOString(), results_sent_at: new Date().toISOString()})
    const res = await call(webhook(row))
    expect(await res.json()).toEqual({delivered: true, notification: 'not-due', results: 'not-due'})
    expect(smtp.messages).toEqual([])
  })
})

describe('POST /api/leads/notify: refusals send nothing', () => {
  /** Every refusal: no email, no call to Supabase, and the input never in the answer. */
  async function refused(res: Response, status: number) {
    expect(res.status).toBe(status)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    expect(text).not.toContain('ECHO-MARKER')
    expect(text).not.toMatch(/at \w+ \(|Error:/)
    expect(smtp.messages).toEqual([])
    expect(supabase.calls).toEqual([])
    return JSON.parse(text) as {message: string; missing?: string[]}
  }
  const lead = () => storedLead({first_name: MARKER})

  it('401 without an Authorization header', async () => {
    expect(await refused(await call(webhook(await lead()), {}), 401)).toEqual({
      message: 'Missing or wrong Authorization.',
    })
  })

  it.each([
    ['a wrong secret of the same length', `Bearer ${SECRET.replace(/.$/, 'x')}`],
    ['a wrong secret of another length', `Bearer ${MARKER}`],
    ['the secret under another scheme', `Basic ${SECRET}`],
    ['an empty bearer', 'Bearer '],
  ])('401 for %s, compared in constant time', async (_what, authorization) => {
    await refused(await call(webhook(await lead()), {authorization}), 401)
  })

  it('compares the secret with node:crypto timingSafeEqual', async () => {
    await call(webhook(await lead()), {authorization: `Bearer ${SECRET}x`})
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1)
  })

  it('413 for a body over 64 KB by its Content-Length, before reading it', async () => {
    const big = webhook(await lead(), {padding: 'x'.repeat(NOTIFY_MAX_BYTES)})
    const res = await call(big, {authorization: `Bearer ${SECRET}`, 'content-length': String(Buffer.byteLength(big))})
    expect(await refused(res, 413)).toEqual({message: 'Body too large.'})
  })

  it('413 for a streamed body over 64 KB without a length, reading no more than the limit and a chunk', async () => {
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20))
      },
    })
    await refused(await call(stream), 413)
    expect(pulled).toBeLessThan(NOTIFY_MAX_BYTES + 4 * 16 * 1024)
  })

  it('413 by size comes before the secret, so a large unsigned body is never read', async () => {
    const big = 'x'.repeat(NOTIFY_MAX_BYTES + 1)
    await refused(await call(big, {'content-length': String(big.length)}), 413)
  })

  it.each([
    ['an UPDATE', {type: 'UPDATE'}],
    ['a DELETE', {type: 'DELETE', record: null}],
    ['an INSERT into another table', {table: 'presentation_requests'}],
    ['an INSERT into another schema', {schema: 'auth'}],
    ['a missing type', {type: undefined}],
  ])('400 for %s', async (_what, over) => {
    const body = await refused(await call(webhook(await lead(), over)), 400)
    expect(body).toEqual({message: 'Only an INSERT into public.service_submissions is handled here.'})
  })

  it.each([
    ['a record without an email', {email: undefined}],
    ['a record whose id is not a uuid', {id: `1; ${MARKER}`}],
    ['a record with a number for a name', {first_name: 42}],
  ])('400 for %s', async (_what, change) => {
    const record = {...(await lead()), ...change}
    expect(await refused(await call(webhook(record)), 400)).toEqual({message: 'The record is not a lead.'})
  })

  it('400 for a body that is not JSON', async () => {
    expect(await refused(await call(`not json ${MARKER}`), 400)).toEqual({message: 'Body is not JSON.'})
  })
})

describe('POST /api/leads/notify: configuration', () => {
  it('503 naming LEADS_WEBHOOK_SECRET when it is not set: no caller can be trusted', async () => {
    vi.stubEnv('LEADS_WEBHOOK_SECRET', '')
    const res = await call(webhook(await storedLead()))
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      message: 'Not configured on this server: set LEADS_WEBHOOK_SECRET.',
      missing: ['LEADS_WEBHOOK_SECRET'],
    })
    expect(smtp.messages).toEqual([])
  })

  it('503 naming each missing SMTP variable, sending nothing', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('LEADS_FROM', ' ')
    vi.stubEnv('LEADS_NOTIFY_TO', ',')
    const res = await call(webhook(await storedLead()))
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      message: 'Not configured on this server: set SMTP_URL, LEADS_FROM, LEADS_NOTIFY_TO.',
      missing: ['SMTP_URL', 'LEADS_FROM', 'LEADS_NOTIFY_TO'],
    })
    expect(smtp.messages).toEqual([])
    expect(supabase.calls).toEqual([])
  })

  it('503 naming the service key, without which no row could be marked', async () => {
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '')
    const res = await call(webhook(await storedLead()))
    expect(res.status).toBe(503)
    expect((await res.json()).missing).toEqual(['SUPABASE_SERVICE_ROLE_KEY'])
    expect(smtp.messages).toEqual([])
  })

  it('takes SMTP_URL only as smtp:// or smtps://', () => {
    expect(mailConfig({SMTP_URL: 'http://x', LEADS_FROM: 'a@b.example', LEADS_NOTIFY_TO: 'c@d.example'})).toEqual({
      missing: ['SMTP_URL'],
    })
    expect(
      mailConfig({
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        LEADS_FROM: 'a@b.example',
        LEADS_NOTIFY_TO: 'c@d.example, e@f.example',
      }),
    ).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'a@b.example',
      notifyTo: ['c@d.example', 'e@f.example'],
    })
  })
})

describe('nothing is lost', () => {
  const sweep = () =>
    sweepRoute(new Request('http://localhost/api/leads/sweep', {headers: {authorization: `Bearer ${CRON}`}}))

  it('with SMTP down the webhook answers 502 and marks nothing; once SMTP is back the sweep delivers both emails', async () => {
    await smtp.stop()
    const row = await storedLead()
    try {
      const res = await call(webhook(row))
      expect(res.status).toBe(502)
      expect(await res.json()).toEqual({
        message: 'An email could not be sent now; the sweep sends it within minutes.',
        notification: 'not-sent',
        results: 'not-sent',
      })
      expect(supabase.calls.filter((c) => c.method === 'PATCH')).toEqual([])
      expect((await supabase.row<ServiceSubmission>('service_submissions', row.id))!).toMatchObject({
        notified_at: null,
        results_sent_at: null,
      })
    } finally {
      await smtp.start()
    }

    // Five minutes later the cron calls the sweep; the lead is still unmarked.
    await supabase.set('service_submissions', row.id, {created_at: new Date(Date.now() - 6 * 60_000).toISOString()})
    const swept = await sweep()
    expect(swept.status).toBe(200)
    expect(await swept.json()).toMatchObject({leads: {notified: 1, resultsSent: 1, failed: 0}})
    expect(smtp.messages.map((m) => m.envelope.to)).toEqual([
      ['sales@helixai.example', 'ops@helixai.example'],
      ['jane@northgate.example'],
    ])
    expect((await supabase.row<ServiceSubmission>('service_submissions', row.id))!).toMatchObject({
      notified_at: expect.any(String),
      results_sent_at: expect.any(String),
    })

    // And the next run sends nothing again.
    smtp.messages.length = 0
    expect((await sweep()).status).toBe(200)
    expect(smtp.messages).toEqual([])
  })

  it('when the row cannot be marked after sending, answers 502: the sweep may send once more (a repeat, not a loss)', async () => {
    const row = await storedLead()
    supabase.setOutage(503)
    const res = await call(webhook(row))
    expect(res.status).toBe(502)
    expect((await res.json()).message).toBe('Sent, but the lead could not be marked; the sweep may send it once more.')
    expect(smtp.messages).toHaveLength(2)
    expect((await supabase.row<ServiceSubmission>('service_submissions', row.id))!).toMatchObject({
      notified_at: null,
      results_sent_at: null,
    })
  })
})

describe('notifyLead with other content', () => {
  const deps = (results: () => Promise<ResultsContent | null>) => ({
    secret: SECRET,
    mail: mailConfig(),
    supabase: serviceConfig(),
    results,
  })
  const request = (row: ServiceSubmission) =>
    new Request('http://localhost/api/leads/notify', {
      method: 'POST',
      body: webhook(row),
      headers: {authorization: `Bearer ${SECRET}`},
    })
  const seeded = (): ResultsContent => ({
    send: true,
    wording: {
      subject: 'Result: {level}',
      opening: 'Hello.',
      scoreLine: '{score} of {max}',
      breakdownHeading: 'Areas',
      areaLine: '{area} {points}/{max}',
      recommendationsHeading: 'Next',
      resultLinkLabel: 'Your page:',
      signOff: 'Bye.',
    },
    maxScore: 50,
    multiSelectCap: 8,
    questions: seedQuestions,
    siteUrl: 'https://www.helixai.example',
    levels: quizSettings.levels!.map((l) => ({
      name: l.name!,
      minScore: l.minScore!,
      description: l.description!,
      recommendations: l.recommendations!,
      interpretation: l.interpretation!,
    })),
  })

  it('switched off in Quiz settings: the agency is told, the prospect gets nothing, and results_sent_at stays empty', async () => {
    const row = await storedLead()
    const answer = await notifyLead(
      request(row),
      deps(async () => ({...seeded(), send: false})),
    )
    expect(answer).toEqual({status: 200, body: {delivered: true, notification: 'sent', results: 'not-due'}})
    expect(smtp.messages.map((m) => m.envelope.to)).toEqual([['sales@helixai.example', 'ops@helixai.example']])
    expect((await supabase.row<ServiceSubmission>('service_submissions', row.id))!).toMatchObject({
      notified_at: expect.any(String),
      results_sent_at: null,
    })
  })

  it("uses the editors' words, and clamps a score above the maximum as the quiz does", async () => {
    const row = await storedLead({description: 'Score: 53/50 - Advanced'})
    await notifyLead(
      request(row),
      deps(async () => seeded()),
    )
    const results = smtp.messages.find((m) => m.envelope.to.includes('jane@northgate.example'))!
    expect(results.subject).toBe('Result: Advanced')
    expect(results.text).toMatch(/^Hello\.\n\n50 of 50\n\n/)
    expect(results.text).toMatch(/\n\nNext\n- Deploy AI agents/)
    expect(results.text).toMatch(/Bye\.\s*$/)
  })

  it('when the content cannot be read, still tells the agency and answers 502: the sweep sends the results', async () => {
    const row = await storedLead()
    const answer = await notifyLead(
      request(row),
      deps(async () => {
        throw new Error('Sanity is down')
      }),
    )
    expect(answer.status).toBe(502)
    expect(smtp.messages).toHaveLength(1)
    expect((await supabase.row<ServiceSubmission>('service_submissions', row.id))!).toMatchObject({
      notified_at: expect.any(String),
      results_sent_at: null,
    })
  })

  it('a row whose description is not a quiz result gets the agency email, and no results email', async () => {
    const row = await storedLead({description: 'Call me back'})
    const answer = await notifyLead(
      request(row),
      deps(async () => seeded()),
    )
    expect(answer).toEqual({status: 200, body: {delivered: true, notification: 'sent', results: 'not-due'}})
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]!.subject).toBe('New quiz lead: Jane van Dyke – Call me back')
    expect(smtp.messages[0]!.text).toContain('Result: Call me back')
  })
})
