/**
 * The site's own forms' routes through the app's route files, as their callers call them: the Database
 * Webhook (POST /api/forms/notify), the cron (GET /api/forms/sweep), a browser without JavaScript
 * (POST /api/forms/contact, /api/forms/newsletter) and the newsletter pages' buttons (POST
 * /api/newsletter/confirm, /unsubscribe). A real SMTP server on loopback receives the emails, Supabase's
 * data API is the local Supabase (PGlite running the migrations, supabase/local/), and the emails' words come from the
 * embedded dataset (Site settings → Forms), read the way the site reads them.
 */
import {startSmtpSink, type SmtpSink} from '../test/smtp-sink'
import {embeddedDocuments} from '@agency/dataset/seed'
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest'
import {POST as contactPost} from '../app/api/forms/contact/route'
import {POST as newsletterPost} from '../app/api/forms/newsletter/route'
import {POST as notifyRoute} from '../app/api/forms/notify/route'
import {GET as sweepRoute} from '../app/api/forms/sweep/route'
import {POST as confirmRoute} from '../app/api/newsletter/confirm/route'
import {GET as unsubscribeGet, POST as unsubscribeRoute} from '../app/api/newsletter/unsubscribe/route'
import {createLocalSupabase, type LocalSupabase} from '../supabase/local/server'
import type {SiteSettings} from '../sanity.types'
import type {ContactMessage, NewsletterSignup, NewsletterSubscriber} from '../supabase/database.types'
import {CONFIRM_LINK_DAYS} from './rules'
import {confirmToken, unsubscribeToken, verifyToken} from './token'

const settings = embeddedDocuments().find((d) => d._id === 'siteSettings') as unknown as SiteSettings
const {contactForm, newsletter} = settings

const SECRET = 'forms-webhook-secret-0123456789'
const CRON = 'cron-secret-0123456789'
const SERVICE_KEY = 'service-key-123'
const ANON_KEY = 'anon-key-123'
const TOKEN_SECRET = 'newsletter-token-secret-0123456789-abcdef'
const SITE = 'https://www.helixai.example'
const MARKER = 'ECHO-MARKER-<script>alert(1)</script>'
const REMOTE = /<(img|link|script|iframe|object)\b|<[^>]*\s(src|background|srcset)=|url\(/i

let smtp: SmtpSink
let supabase: LocalSupabase
let supabaseUrl = ''

beforeAll(async () => {
  smtp = await startSmtpSink({user: 'leads@helixai.example', pass: 'smtp-pass'})
  supabase = await createLocalSupabase({keys: {anon: ANON_KEY, service: SERVICE_KEY}})
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
  await supabase.clear('contact_messages', 'newsletter_signups', 'newsletter_subscribers')
  vi.stubEnv('LEADS_WEBHOOK_SECRET', SECRET)
  vi.stubEnv('CRON_SECRET', CRON)
  vi.stubEnv('NEWSLETTER_TOKEN_SECRET', TOKEN_SECRET)
  vi.stubEnv('SMTP_URL', smtp.url)
  vi.stubEnv('LEADS_FROM', 'Helix AI <leads@helixai.example>')
  vi.stubEnv('LEADS_NOTIFY_TO', 'sales@helixai.example, ops@helixai.example')
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE)
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd.supabase.co')
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', ANON_KEY)
  vi.stubEnv('SUPABASE_URL', supabaseUrl)
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', SERVICE_KEY)
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
})
afterEach(() => {
  vi.unstubAllEnvs()
  supabase.setOutage(null)
  supabase.setFailure(null)
})

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

async function storedMessage(over: Partial<ContactMessage> = {}, minutesAgo = 0): Promise<ContactMessage> {
  const row: ContactMessage = {
    id: crypto.randomUUID(),
    created_at: ago(minutesAgo),
    name: 'Jane van Dyke',
    email: 'jane@northgate.example',
    company: 'Northgate Logistics',
    phone: '+1 555 0100',
    message: 'We route 400 trucks a day.\nCan an agent answer drivers at night?',
    page: '/contact',
    status: 'new',
    notified_at: null,
    receipt_sent_at: null,
    landing_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    ...over,
  }
  await supabase.insert('contact_messages', row)
  return row
}

async function storedSignup(over: Partial<NewsletterSignup> = {}, minutesAgo = 0): Promise<NewsletterSignup> {
  const row: NewsletterSignup = {
    id: crypto.randomUUID(),
    created_at: ago(minutesAgo),
    email: 'jane@northgate.example',
    page: '/blog',
    mailed_at: null,
    landing_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    ...over,
  }
  await supabase.insert('newsletter_signups', row)
  return row
}

const webhook = (table: string, record: unknown, over: Record<string, unknown> = {}) =>
  JSON.stringify({type: 'INSERT', table, schema: 'public', record, old_record: null, ...over})

const notify = (body: string, headers: Record<string, string> = {authorization: `Bearer ${SECRET}`}) =>
  notifyRoute(new Request(`${SITE}/api/forms/notify`, {method: 'POST', body, headers}))

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const FORM = {'content-type': 'application/x-www-form-urlencoded'}

/** The link in an email's text that starts with `prefix`. */
const linkIn = (text: string, prefix: string) =>
  new RegExp(`${prefix.replace(/[.?/]/g, '\\$&')}[^\\s]+`).exec(text)?.[0]

describe('POST /api/forms/notify: a contact message', () => {
  it('emails the agency (which page, Reply-To the sender) and acknowledges the sender, then marks the row after each', async () => {
    const row = await storedMessage()
    const res = await notify(webhook('contact_messages', row))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({delivered: true, notification: 'sent', receipt: 'sent'})

    const agency = smtp.messages.find((m) => m.envelope.to.includes('sales@helixai.example'))!
    expect(agency.envelope).toEqual({
      from: 'leads@helixai.example',
      to: ['sales@helixai.example', 'ops@helixai.example'],
    })
    expect(agency.replyTo).toEqual(['jane@northgate.example'])
    expect(agency.subject).toBe('New message from Jane van Dyke (Northgate Logistics) on /contact')
    for (const part of [agency.text, agency.html]) {
      for (const value of ['Jane van Dyke', 'jane@northgate.example', 'Northgate Logistics', '+1 555 0100'])
        expect(part).toContain(value)
      expect(part).toContain(`${SITE}/contact`)
      expect(part).toContain('We route 400 trucks a day.')
      expect(part).toContain(`Message ${row.id} in the contact_messages table.`)
    }
    expect(agency.text).toContain('Message:\nWe route 400 trucks a day.\nCan an agent answer drivers at night?')

    const receipt = smtp.messages.find((m) => m.envelope.to.includes('jane@northgate.example'))!
    expect(receipt.subject).toBe(contactForm.receiptEmail.subject)
    expect(receipt.text).toContain('Your message has reached our team.')
    // Only the editors' words: nothing the sender typed.
    expect(receipt.raw).not.toMatch(/Jane|van Dyke|Northgate Logistics|trucks|555 0100/)
    expect(receipt.html).not.toMatch(REMOTE)

    const stored = (await supabase.row<ContactMessage>('contact_messages', row.id))!
    expect(stored.notified_at).toEqual(expect.any(String))
    expect(stored.receipt_sent_at).toEqual(expect.any(String))
    const marks = supabase.calls.filter((c) => c.method === 'PATCH')
    expect(marks.map((c) => [c.path, c.query, c.key])).toEqual([
      ['/rest/v1/contact_messages', {id: `eq.${row.id}`, notified_at: 'is.null'}, 'service'],
      ['/rest/v1/contact_messages', {id: `eq.${row.id}`, receipt_sent_at: 'is.null'}, 'service'],
    ])
    expect(marks[0]!.at).toBeGreaterThanOrEqual(agency.at)
    expect(marks[1]!.at).toBeGreaterThanOrEqual(receipt.at)
  })

  it('without company or phone says so, escapes what was typed, and lets no line break into a header', async () => {
    const row = await storedMessage({
      name: 'Eve\r\nBcc: victim@example.com',
      company: null,
      phone: null,
      message: `<a href="https://evil.example">${MARKER}</a>`,
      page: '/market-research-agent',
    })
    expect((await notify(webhook('contact_messages', row))).status).toBe(200)
    const agency = smtp.messages.find((m) => m.envelope.to.includes('sales@helixai.example'))!
    expect(agency.subject).toBe('New message from Eve Bcc: victim@example.com on /market-research-agent')
    expect(agency.headers.bcc).toBeUndefined()
    expect(smtp.messages.flatMap((m) => m.envelope.to)).not.toContain('victim@example.com')
    expect(agency.text).toContain('Company: not given')
    expect(agency.text).toContain('Phone: not given')
    expect(agency.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;ECHO-MARKER-&lt;script&gt;')
    expect(agency.html).not.toMatch(/<script|<a href="https:\/\/evil/)
    expect(agency.html).not.toMatch(REMOTE)
  })

  it('answers 200 without another email for a message already delivered', async () => {
    const row = await storedMessage({notified_at: ago(1), receipt_sent_at: ago(1)})
    expect(await (await notify(webhook('contact_messages', row))).json()).toEqual({
      delivered: true,
      notification: 'not-due',
      receipt: 'not-due',
    })
    expect(smtp.messages).toEqual([])
  })

  it('with SMTP down: 502, nothing marked; the sweep sends both emails once it is back', async () => {
    const row = await storedMessage({}, 6)
    await smtp.stop()
    try {
      const res = await notify(webhook('contact_messages', row))
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({notification: 'not-sent', receipt: 'not-sent'})
      expect((await supabase.row<ContactMessage>('contact_messages', row.id))!.notified_at).toBeNull()
    } finally {
      await smtp.start()
    }
    const swept = await sweepRoute(new Request(`${SITE}/api/forms/sweep`, {headers: {authorization: `Bearer ${CRON}`}}))
    expect(swept.status).toBe(200)
    expect(await swept.json()).toEqual({
      messages: {notified: 1, receiptsSent: 1, failed: 0},
      signups: {mailed: 0, failed: 0},
    })
    expect(smtp.messages).toHaveLength(2)
    expect((await supabase.row<ContactMessage>('contact_messages', row.id))!.receipt_sent_at).toEqual(
      expect.any(String),
    )
  })
})

describe('POST /api/forms/notify: a newsletter sign-up', () => {
  it('emails a new address its confirmation link, signed for that sign-up, then marks the row', async () => {
    const row = await storedSignup()
    const res = await notify(webhook('newsletter_signups', row))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({delivered: true, mail: 'sent'})
    expect(smtp.messages).toHaveLength(1)
    const mail = smtp.messages[0]!
    expect(mail.envelope.to).toEqual(['jane@northgate.example'])
    expect(mail.subject).toBe(newsletter.confirmEmail.subject)
    expect(mail.text).toContain(`The link works for ${CONFIRM_LINK_DAYS} days.`)
    expect(mail.headers['list-unsubscribe']).toBeUndefined()
    const link = linkIn(mail.text, `${SITE}/newsletter/confirm?token=`)!
    expect(mail.html).toContain(`href="${link}"`)
    const token = new URL(link).searchParams.get('token')
    expect(verifyToken(token, 'confirm', TOKEN_SECRET, new Date())).toMatchObject({
      ok: true,
      claims: {s: row.id, e: 'jane@northgate.example'},
    })
    expect((await supabase.row<NewsletterSignup>('newsletter_signups', row.id))!.mailed_at).toEqual(expect.any(String))
  })

  it('emails an address already on the list a note with an unsubscribe link instead, and List-Unsubscribe headers', async () => {
    await supabase.insert('newsletter_subscribers', {
      email: 'jane@northgate.example',
      status: 'confirmed',
      page: '/',
      created_at: ago(60),
      confirmed_at: ago(60),
      unsubscribed_at: null,
    })
    const row = await storedSignup({email: 'Jane@Northgate.example'})
    expect((await notify(webhook('newsletter_signups', row))).status).toBe(200)
    const mail = smtp.messages[0]!
    expect(mail.subject).toBe(newsletter.alreadyEmail.subject)
    expect(mail.text).not.toContain('/newsletter/confirm')
    const link = linkIn(mail.text, `${SITE}/newsletter/unsubscribe?token=`)!
    expect(verifyToken(new URL(link).searchParams.get('token'), 'unsubscribe', TOKEN_SECRET, new Date())).toMatchObject(
      {
        ok: true,
        claims: {e: 'jane@northgate.example'},
      },
    )
    expect(mail.headers['list-unsubscribe']).toBe(
      `<${SITE}/api/newsletter/unsubscribe?token=${new URL(link).searchParams.get('token')}>`,
    )
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  })

  it('503 naming NEWSLETTER_TOKEN_SECRET when it is not set, sending nothing; a contact message still goes', async () => {
    vi.stubEnv('NEWSLETTER_TOKEN_SECRET', '')
    const res = await notify(webhook('newsletter_signups', await storedSignup()))
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      message: 'Not configured on this server: set NEWSLETTER_TOKEN_SECRET.',
      missing: ['NEWSLETTER_TOKEN_SECRET'],
    })
    expect(smtp.messages).toEqual([])
    expect((await notify(webhook('contact_messages', await storedMessage()))).status).toBe(200)
  })
})

describe('POST /api/forms/notify: refusals send nothing', () => {
  async function refused(res: Response, status: number) {
    expect(res.status).toBe(status)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    expect(text).not.toContain('ECHO-MARKER')
    expect(text).not.toMatch(/at \w+ \(|Error:/)
    expect(smtp.messages).toEqual([])
    expect(supabase.calls).toEqual([])
    return JSON.parse(text) as {message: string}
  }
  const row = () => storedMessage({name: MARKER})

  it('401 without the secret, or with a wrong one', async () => {
    await refused(await notify(webhook('contact_messages', await row()), {}), 401)
    await refused(await notify(webhook('contact_messages', await row()), {authorization: `Bearer ${MARKER}`}), 401)
  })

  it.each([
    ['an UPDATE', {type: 'UPDATE'}],
    ['an INSERT into the leads table (its own route)', {table: 'service_submissions'}],
    ['an INSERT into the list itself', {table: 'newsletter_subscribers'}],
    ['an INSERT into another schema', {schema: 'auth'}],
  ])('400 for %s', async (_what, over) => {
    expect(await refused(await notify(webhook('contact_messages', await row(), over)), 400)).toEqual({
      message: 'Only an INSERT into public.contact_messages or public.newsletter_signups is handled here.',
    })
  })

  it('400 for a record that is not a message or not a sign-up, and for a body that is not JSON', async () => {
    expect(await refused(await notify(webhook('contact_messages', {...(await row()), message: 42})), 400)).toEqual({
      message: 'The record is not a contact message.',
    })
    expect(await refused(await notify(webhook('newsletter_signups', {id: `1; ${MARKER}`})), 400)).toEqual({
      message: 'The record is not a newsletter sign-up.',
    })
    await refused(await notify(`not json ${MARKER}`), 400)
  })

  it('413 for a body over 64 KB, before the secret', async () => {
    const big = 'x'.repeat(64 * 1024 + 1)
    await refused(await notify(big, {'content-length': String(big.length)}), 413)
  })

  it('503 naming each missing SMTP and Supabase variable', async () => {
    vi.stubEnv('SMTP_URL', '')
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '')
    const res = await notify(webhook('contact_messages', await storedMessage()))
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({missing: ['SMTP_URL', 'SUPABASE_SERVICE_ROLE_KEY']})
    expect(smtp.messages).toEqual([])
  })
})

describe('GET /api/forms/sweep', () => {
  const sweep = (authorization = `Bearer ${CRON}`) =>
    sweepRoute(new Request(`${SITE}/api/forms/sweep`, {headers: {authorization}}))

  it('401 without CRON_SECRET, sending nothing', async () => {
    await storedMessage({}, 10)
    expect((await sweep('Bearer wrong')).status).toBe(401)
    expect(smtp.messages).toEqual([])
  })

  it('sends the messages and sign-ups the webhook missed, 5 minutes on; a newer one is left to the webhook', async () => {
    const late = await storedMessage({notified_at: ago(9)}, 10)
    await storedMessage({}, 2)
    const signup = await storedSignup({}, 7)
    await storedSignup({email: 'sam@northgate.example'}, 25 * 60)
    const res = await sweep()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      messages: {notified: 0, receiptsSent: 1, failed: 0},
      signups: {mailed: 1, failed: 0},
    })
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(
      [contactForm.receiptEmail.subject, newsletter.confirmEmail.subject].sort(),
    )
    expect((await supabase.row<ContactMessage>('contact_messages', late.id))!.receipt_sent_at).toEqual(
      expect.any(String),
    )
    expect((await supabase.row<NewsletterSignup>('newsletter_signups', signup.id))!.mailed_at).toEqual(
      expect.any(String),
    )
  })

  it('without NEWSLETTER_TOKEN_SECRET still sends the messages, and leaves the sign-ups for later (502)', async () => {
    vi.stubEnv('NEWSLETTER_TOKEN_SECRET', '')
    await storedMessage({}, 10)
    const signup = await storedSignup({}, 10)
    const res = await sweep()
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({messages: {notified: 1, receiptsSent: 1}, signups: {mailed: 0, failed: 1}})
    expect((await supabase.row<NewsletterSignup>('newsletter_signups', signup.id))!.mailed_at).toBeNull()
  })
})

describe('without JavaScript: POST /api/forms/contact and /api/forms/newsletter', () => {
  const post = (
    route: typeof contactPost,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    query = '',
  ) =>
    route(
      new Request(`${SITE}/api/forms/${route === contactPost ? 'contact' : 'newsletter'}${query}`, {
        method: 'POST',
        body: form(fields),
        headers: {...FORM, referer: `${SITE}/contact?utm_source=ad`, ...headers},
      }),
    )
  const jane = {
    name: 'Jane van Dyke',
    email: 'jane@northgate.example',
    company: '',
    phone: '+1 555 0100',
    message: 'Can an agent answer drivers at night?',
  }

  it('stores the message with the anon key, from the page it was sent on, and goes back to its note', async () => {
    const res = await post(contactPost, jane, {}, '?form=contact-form-message')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/contact#contact-form-message-sent')
    const [stored] = await supabase.rows<ContactMessage>('contact_messages')
    expect(stored).toMatchObject({...jane, company: null, page: '/contact'})
    const insert = supabase.calls.find((c) => c.method === 'POST')!
    expect(insert.key).toBe('anon')
  })

  it('says -limited once the database refuses more from the address (HTTP 429), -failed when Supabase is down', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(contactPost, jane)).headers.get('location')).toBe('/contact#contact-form-sent')
    expect((await post(contactPost, jane)).headers.get('location')).toBe('/contact#contact-form-limited')
    supabase.setOutage(503)
    const down = await post(contactPost, {...jane, email: 'sam@northgate.example'})
    expect(down.headers.get('location')).toBe('/contact#contact-form-failed')
  })

  it('tells a bot that filled in the honeypot "sent", and stores nothing', async () => {
    const res = await post(contactPost, {...jane, homepage: 'https://spam.example'})
    expect(res.headers.get('location')).toBe('/contact#contact-form-sent')
    expect((await supabase.rows('contact_messages')).length).toBe(0)
    expect(supabase.calls).toEqual([])
  })

  it('sends a form the rules refuse back to its page at the note that says what each field needs, never a JSON answer or an echo', async () => {
    for (const fields of [
      {...jane, email: MARKER},
      {...jane, email: 'a@b'},
      {...jane, message: '   '},
      {...jane, phone: MARKER},
    ]) {
      const res = await post(contactPost, fields)
      expect(res.status, JSON.stringify(fields)).toBe(303)
      expect(res.headers.get('location')).toBe('/contact#contact-form-invalid')
      expect(await res.text()).not.toContain('ECHO-MARKER')
    }
  })

  it('refuses what no browser sends at all, briefly', async () => {
    const json = await contactPost(
      new Request(`${SITE}/api/forms/contact`, {
        method: 'POST',
        body: JSON.stringify(jane),
        headers: {'content-type': 'application/json'},
      }),
    )
    expect(json.status).toBe(415)
    const big = form({...jane, message: 'x'.repeat(40_000)})
    const large = await contactPost(
      new Request(`${SITE}/api/forms/contact`, {
        method: 'POST',
        body: big,
        headers: {...FORM, 'content-length': String(big.length)},
      }),
    )
    expect(large.status).toBe(413)
    expect((await supabase.rows('contact_messages')).length).toBe(0)
  })

  it('never goes back anywhere but a path on this site, and ignores a form id it cannot use', async () => {
    const res = await post(contactPost, jane, {referer: 'https://evil.example/phish'}, '?form=x"><script>')
    expect(res.headers.get('location')).toBe('/phish#contact-form-sent')
    const none = await contactPost(
      new Request(`${SITE}/api/forms/contact`, {method: 'POST', body: form(jane), headers: FORM}),
    )
    expect(none.headers.get('location')).toBe('/contact#contact-form-sent')
  })

  it('signs an address up from the footer of the page it was on', async () => {
    const res = await post(
      newsletterPost,
      {email: 'jane@northgate.example'},
      {referer: `${SITE}/blog`},
      '?form=footer-newsletter',
    )
    expect(res.headers.get('location')).toBe('/blog#footer-newsletter-sent')
    expect(await supabase.rows<NewsletterSignup>('newsletter_signups')).toEqual([
      expect.objectContaining({email: 'jane@northgate.example', page: '/blog'}),
    ])
    for (let i = 0; i < 2; i++) await post(newsletterPost, {email: 'jane@northgate.example'})
    // The fourth within the hour: the sign-up's one failure note.
    expect((await post(newsletterPost, {email: 'jane@northgate.example'})).headers.get('location')).toBe(
      '/contact#newsletter-failed',
    )
    // An address the list cannot take: back at the form's note that says what it needs, nothing stored.
    const incomplete = await post(newsletterPost, {email: 'a@b'}, {referer: `${SITE}/blog`}, '?form=footer-newsletter')
    expect(incomplete.status).toBe(303)
    expect(incomplete.headers.get('location')).toBe('/blog#footer-newsletter-invalid')
    expect(await supabase.rows<NewsletterSignup>('newsletter_signups')).toHaveLength(3)
  })

  it('without the public Supabase settings goes back to the failure note, naming the variable in the log', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', '')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await post(contactPost, jane)
    expect(res.headers.get('location')).toBe('/contact#contact-form-failed')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_SUPABASE_ANON_KEY'))
    log.mockRestore()
  })
})

describe('the newsletter links: POST /api/newsletter/confirm and /unsubscribe', () => {
  const confirm = (token: string) =>
    confirmRoute(new Request(`${SITE}/api/newsletter/confirm`, {method: 'POST', body: form({token}), headers: FORM}))
  const unsubscribe = (token: string) =>
    unsubscribeRoute(
      new Request(`${SITE}/api/newsletter/unsubscribe`, {method: 'POST', body: form({token}), headers: FORM}),
    )

  it('confirms the address of the signed sign-up and shows /newsletter/confirmed', async () => {
    const signup = await storedSignup({page: '/market-research-agent'})
    const res = await confirm(confirmToken(signup.id, signup.email, TOKEN_SECRET, new Date()))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/newsletter/confirmed')
    expect(
      (await supabase.row<NewsletterSubscriber>('newsletter_subscribers', 'jane@northgate.example', 'email'))!,
    ).toMatchObject({
      status: 'confirmed',
      page: '/market-research-agent',
    })
  })

  it('an expired link, a forged one, or one for a sign-up that does not exist changes nothing', async () => {
    const signup = await storedSignup()
    const old = new Date(Date.now() - (CONFIRM_LINK_DAYS + 1) * 24 * 60 * 60 * 1000)
    expect((await confirm(confirmToken(signup.id, signup.email, TOKEN_SECRET, old))).headers.get('location')).toBe(
      '/newsletter/expired',
    )
    const forged = confirmToken(signup.id, signup.email, 'another-secret-of-the-same-length-0123456', new Date())
    expect((await confirm(forged)).headers.get('location')).toBe('/newsletter/invalid')
    const unknown = confirmToken(crypto.randomUUID(), signup.email, TOKEN_SECRET, new Date())
    expect((await confirm(unknown)).headers.get('location')).toBe('/newsletter/invalid')
    expect((await supabase.rows('newsletter_subscribers')).length).toBe(0)
  })

  it('with Supabase down shows /newsletter/unavailable, having changed nothing', async () => {
    const signup = await storedSignup()
    supabase.setOutage(503)
    expect(
      (await confirm(confirmToken(signup.id, signup.email, TOKEN_SECRET, new Date()))).headers.get('location'),
    ).toBe('/newsletter/unavailable')
    supabase.setOutage(null)
    expect((await supabase.rows('newsletter_subscribers')).length).toBe(0)
  })

  it("unsubscribes from the page's button, and a confirmation link older than that cannot undo it", async () => {
    const signup = await storedSignup({}, 10)
    const link = confirmToken(signup.id, signup.email, TOKEN_SECRET, new Date())
    await confirm(link)
    const res = await unsubscribe(unsubscribeToken(signup.email, TOKEN_SECRET))
    expect(res.headers.get('location')).toBe('/newsletter/unsubscribed')
    expect(
      (await supabase.row<NewsletterSubscriber>('newsletter_subscribers', 'jane@northgate.example', 'email'))!.status,
    ).toBe('unsubscribed')
    expect((await confirm(link)).headers.get('location')).toBe('/newsletter/expired')
    expect(
      (await supabase.row<NewsletterSubscriber>('newsletter_subscribers', 'jane@northgate.example', 'email'))!.status,
    ).toBe('unsubscribed')
  })

  it("answers a mail program's one-click unsubscribe (RFC 8058) with 200, and a browser's GET with the page", async () => {
    const token = unsubscribeToken('jane@northgate.example', TOKEN_SECRET)
    const res = await unsubscribeRoute(
      new Request(`${SITE}/api/newsletter/unsubscribe?token=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: FORM,
      }),
    )
    expect(res.status).toBe(200)
    expect(
      (await supabase.row<NewsletterSubscriber>('newsletter_subscribers', 'jane@northgate.example', 'email'))!.status,
    ).toBe('unsubscribed')
    const page = unsubscribeGet(new Request(`${SITE}/api/newsletter/unsubscribe?token=${token}`))
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`)
    expect(
      unsubscribeGet(new Request(`${SITE}/api/newsletter/unsubscribe?token=%22%3E%3Cscript%3E`)).headers.get(
        'location',
      ),
    ).toBe('/newsletter/invalid')
    const forged = await unsubscribeRoute(
      new Request(`${SITE}/api/newsletter/unsubscribe?token=${token.slice(0, -2)}xx`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: FORM,
      }),
    )
    expect(forged.status).toBe(400)
  })

  it('without NEWSLETTER_TOKEN_SECRET shows /newsletter/unavailable', async () => {
    vi.stubEnv('NEWSLETTER_TOKEN_SECRET', '')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await unsubscribe('whatever')).headers.get('location')).toBe('/newsletter/unavailable')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('NEWSLETTER_TOKEN_SECRET'))
    log.mockRestore()
  })
})
