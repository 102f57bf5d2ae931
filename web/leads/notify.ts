import 'server-only'
/**
 * POST /api/leads/notify: the Supabase Database Webhook on INSERT into public.service_submissions.
 * Its body is the webhook's own format, {type, table, schema, record, old_record}; it carries
 * `Authorization: Bearer <LEADS_WEBHOOK_SECRET>`. The checks, in the order they cost the server
 * something, each refusal sending nothing:
 *   - 413 for a body over 64 KB (by its Content-Length, and by counting while reading);
 *   - 503 naming LEADS_WEBHOOK_SECRET when it is not set; 401 for a missing or wrong secret;
 *   - 400 for a body that is not JSON, not an INSERT into a table this route knows, or not a lead;
 *   - 503 naming the missing SMTP or Supabase variables.
 * Then the agency is emailed and, when Quiz settings say so, the prospect gets their results (each
 * email sent before its row is marked: leads/deliver.ts). 200 when both are done; 502 when an email
 * could not be sent or its row not marked: the sweep sends what is unmarked 5 minutes later.
 */
import {readAtMost} from '../lib/request-guards'
import type {ServiceConfig} from '../supabase/service'
import type {MailConfig} from './config'
import {deliverLead} from './deliver'
import type {ResultsContent} from './emails'
import {type Answer, answer, checkCaller, notConfigured} from './http'
import {leadFromRow} from './lead'
import {createMailer, type Mailer} from './mailer'
import {createLeadStore, type LeadStore} from './store'

/** The largest body accepted. One row of service_submissions is at most about 3 KB. */
export const NOTIFY_MAX_BYTES = 64 * 1024

/** The tables whose INSERT this route turns into emails. */
const KNOWN = new Set(['public.service_submissions'])

export interface LeadRouteDeps {
  /** The caller's shared secret (LEADS_WEBHOOK_SECRET here, CRON_SECRET for the sweep). */
  secret: string | undefined
  mail: MailConfig | {missing: string[]}
  supabase: ServiceConfig | {missing: string[]}
  /** The results email's content from Sanity, or null when it has none. */
  results: () => Promise<ResultsContent | null>
  mailer?: (mail: MailConfig) => Mailer
  leadStore?: (supabase: ServiceConfig) => LeadStore
  now?: () => Date
}

export type Configured = {mail: MailConfig; supabase: ServiceConfig}

/** Both configurations, or a 503 naming every missing variable. */
export function configured(deps: Pick<LeadRouteDeps, 'mail' | 'supabase'>): Configured | Answer {
  const missing = [
    ...('missing' in deps.mail ? deps.mail.missing : []),
    ...('missing' in deps.supabase ? deps.supabase.missing : []),
  ]
  if ('missing' in deps.mail || 'missing' in deps.supabase) return notConfigured(missing)
  return {mail: deps.mail, supabase: deps.supabase}
}

/** The content, or 'unavailable' when Sanity could not be read (logged; the sweep sends the results later). */
export async function readResults(
  deps: Pick<LeadRouteDeps, 'results'>,
): Promise<ResultsContent | null | 'unavailable'> {
  try {
    return await deps.results()
  } catch (e) {
    console.error(`lead delivery: the results email's content could not be read (${(e as Error).message})`)
    return 'unavailable'
  }
}

export async function notifyLead(request: Request, deps: LeadRouteDeps): Promise<Answer> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= NOTIFY_MAX_BYTES)) return answer(413, 'Body too large.')
  const refused = checkCaller(request, deps.secret, 'LEADS_WEBHOOK_SECRET')
  if (refused) return refused

  const raw = await readAtMost(request, NOTIFY_MAX_BYTES)
  if (!raw) return answer(413, 'Body too large.')
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(raw))
  } catch {
    return answer(400, 'Body is not JSON.')
  }
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>
  if (
    p.type !== 'INSERT' ||
    typeof p.schema !== 'string' ||
    typeof p.table !== 'string' ||
    !KNOWN.has(`${p.schema}.${p.table}`)
  )
    return answer(400, 'Only an INSERT into public.service_submissions is handled here.')
  const lead = leadFromRow(p.record)
  if (!lead) return answer(400, 'The record is not a lead.')

  const config = configured(deps)
  if ('status' in config) return config
  const content = await readResults(deps)
  const outcome = await deliverLead(lead, {
    mail: config.mail,
    mailer: (deps.mailer ?? createMailer)(config.mail),
    store: (deps.leadStore ?? createLeadStore)(config.supabase),
    results: content === 'unavailable' ? null : content,
    now: deps.now ?? (() => new Date()),
  })
  const steps = [outcome.notification, outcome.results]
  if (steps.includes('not-sent'))
    return answer(502, 'An email could not be sent now; the sweep sends it within minutes.', outcome)
  if (steps.includes('mark-failed'))
    return answer(502, 'Sent, but the lead could not be marked; the sweep may send it once more.', outcome)
  if (content === 'unavailable')
    return answer(502, "The results email's content could not be read; the sweep sends it within minutes.", outcome)
  return {status: 200, body: {delivered: true, ...outcome}}
}
