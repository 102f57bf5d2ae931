/**
 * The browser tests' outside services, one process that Playwright starts beside the site
 * (web/playwright.config.ts, webServer) and stops after it:
 *   - Supabase's data API and Storage: the local Supabase (supabase/local/: PGlite running the
 *     project's migrations, in memory), which the site's server reaches through SUPABASE_URL; specs
 *     forward the browser's calls to it with page.route;
 *   - after each service_submissions insert, the call a Supabase Database Webhook makes: POST
 *     /api/leads/notify on the site with `Authorization: Bearer <LEADS_WEBHOOK_SECRET>` and the
 *     webhook's own body {type, table, schema, record, old_record}; after each contact_messages or
 *     newsletter_signups insert, the same call to POST /api/forms/notify;
 *   - a real SMTP server (web/test/smtp-sink.ts) the site sends its emails to;
 *   - a control API (GET /state) for the specs to read rows, calls, webhook answers and emails.
 * Specs tell their own data apart by unique addresses, so they may run side by side.
 * Run: npx tsx web/e2e/stand-ins.ts (E2E_PORT as for the site).
 */
import {createServer} from 'node:http'
import {startSmtpSink} from '../test/smtp-sink'
import {createLocalSupabase} from '../supabase/local/server'
import type {
  ContactMessage,
  NewsletterSignup,
  NewsletterSubscriber,
  PresentationRequest,
  ServiceSubmission,
} from '../supabase/database.types'
import {CONTROL, E2E_PORT, SECRETS, SITE_URL, SMTP_PORT, type StandInState} from './services'

const webhooks: StandInState['webhooks'] = []

/** The Database Webhook: Supabase sends it after the insert commits, without waiting for it. */
async function databaseWebhook(
  record: ServiceSubmission | ContactMessage | NewsletterSignup,
  table = 'service_submissions',
  route = '/api/leads/notify',
) {
  let status = 0
  try {
    const res = await fetch(`${SITE_URL}${route}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', authorization: `Bearer ${SECRETS.leadsWebhook}`},
      body: JSON.stringify({type: 'INSERT', table, schema: 'public', record, old_record: null}),
      signal: AbortSignal.timeout(15_000),
    })
    status = res.status
    await res.body?.cancel()
  } catch {
    status = 0
  }
  webhooks.push({leadId: record.id, status})
}

const smtp = await startSmtpSink({port: SMTP_PORT, user: SECRETS.smtpUser, pass: SECRETS.smtpPass})
const supabase = await createLocalSupabase({
  keys: {anon: SECRETS.anonKey, service: SECRETS.serviceKey},
  // Supabase sends a Database Webhook after the insert commits, without waiting for it.
  onInsert: ({table, record}) =>
    void databaseWebhook(
      record as unknown as ServiceSubmission,
      table,
      table === 'service_submissions' ? '/api/leads/notify' : '/api/forms/notify',
    ),
})
await supabase.listen(E2E_PORT + 200)

const control = createServer(async (req, res) => {
  if (req.url === '/health') return res.writeHead(200).end('ok')
  if (req.url === '/state') {
    const state: StandInState = {
      leads: await supabase.rows<ServiceSubmission>('service_submissions'),
      messages: await supabase.rows<ContactMessage>('contact_messages'),
      signups: await supabase.rows<NewsletterSignup>('newsletter_signups'),
      subscribers: await supabase.rows<NewsletterSubscriber>('newsletter_subscribers'),
      requests: await supabase.rows<PresentationRequest>('presentation_requests'),
      // Object keys without their bucket, as the rows' file_path names them.
      objects: supabase.objects().map((key) => key.slice(key.indexOf('/') + 1)),
      calls: supabase.calls,
      webhooks,
      mail: smtp.messages.map(({envelope, replyTo, subject, text, html, headers}) => ({
        envelope,
        replyTo,
        subject,
        text,
        html,
        headers,
      })),
    }
    return res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(state))
  }
  res.writeHead(404).end()
})
await new Promise<void>((resolve) => control.listen(Number(new URL(CONTROL).port), '127.0.0.1', resolve))
console.log(`stand-ins: Supabase on ${E2E_PORT + 200}, SMTP on ${SMTP_PORT}, control on ${CONTROL}`)

const stop = async () => {
  await Promise.allSettled([smtp.stop(), supabase.close(), new Promise((r) => control.close(r))])
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
