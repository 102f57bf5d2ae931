import 'server-only'
/**
 * POST /api/forms/notify: the Supabase Database Webhooks on INSERT into public.contact_messages and
 * public.newsletter_signups, in the webhook's own format {type, table, schema, record, old_record}, with
 * `Authorization: Bearer <LEADS_WEBHOOK_SECRET>`, the same secret as the quiz leads' webhook. The
 * checks come in the order they cost the server something (as /api/leads/notify's, leads/notify.ts),
 * each refusal sending nothing:
 *   - 413 for a body over 64 KB; 503 naming LEADS_WEBHOOK_SECRET when it is not set; 401 for a
 *     missing or wrong secret;
 *   - 400 for a body that is not JSON, not an INSERT into one of the two tables, or not such a row;
 *   - 503 naming the missing SMTP, Supabase or NEWSLETTER_TOKEN_SECRET variables.
 * Then a message is emailed to the agency and acknowledged to its sender, or a sign-up's address gets
 * its confirmation link (forms/deliver.ts). 200 when done; 502 when an email waits for the sweep.
 */
import type {MailConfig} from '../leads/config'
import type {Outcome} from '../leads/deliver'
import {type Answer, answer, checkCaller, notConfigured} from '../leads/http'
import {createMailer, type Mailer} from '../leads/mailer'
import {NOTIFY_MAX_BYTES} from '../leads/notify'
import {readAtMost} from '../lib/request-guards'
import type {ServiceConfig} from '../supabase/service'
import {deliverMessage, deliverSignup, type FormDeliveryDeps, type FormEmailWords} from './deliver'
import {messageFromRow, signupFromRow} from './records'
import {createFormsStore, type FormsStore} from './store'

export interface FormRouteDeps {
  /** The caller's shared secret: LEADS_WEBHOOK_SECRET here, CRON_SECRET for the sweep. */
  secret: string | undefined
  mail: MailConfig | {missing: string[]}
  supabase: ServiceConfig | {missing: string[]}
  /** NEWSLETTER_TOKEN_SECRET, or the variable to set. */
  tokenSecret: string | {missing: string[]}
  /** The emails' words from Sanity. */
  words: () => Promise<FormEmailWords>
  siteUrl: string
  mailer?: (mail: MailConfig) => Mailer
  store?: (supabase: ServiceConfig) => FormsStore
  now?: () => Date
}

const TABLES = new Set(['public.contact_messages', 'public.newsletter_signups'])

/** The words, or null for each email when Sanity could not be read ('unavailable': logged; the sweep sends them later). */
export async function readWords(deps: Pick<FormRouteDeps, 'words'>): Promise<FormEmailWords | 'unavailable'> {
  try {
    return await deps.words()
  } catch (e) {
    console.error(`forms: the emails' words could not be read (${(e as Error).message})`)
    return 'unavailable'
  }
}

/** Everything delivery needs, or a 503 naming every missing variable (`needToken`: a sign-up's links need the secret). */
export async function deliveryDeps(
  deps: FormRouteDeps,
  needToken: boolean,
): Promise<{deps: FormDeliveryDeps; store: FormsStore; wordsUnavailable: boolean} | Answer> {
  const missing = [
    ...('missing' in deps.mail ? deps.mail.missing : []),
    ...('missing' in deps.supabase ? deps.supabase.missing : []),
    ...(needToken && typeof deps.tokenSecret !== 'string' ? deps.tokenSecret.missing : []),
  ]
  if (missing.length > 0 || 'missing' in deps.mail || 'missing' in deps.supabase) return notConfigured(missing)
  const store = (deps.store ?? createFormsStore)(deps.supabase)
  const words = await readWords(deps)
  return {
    store,
    wordsUnavailable: words === 'unavailable',
    deps: {
      mail: deps.mail,
      mailer: (deps.mailer ?? createMailer)(deps.mail),
      store,
      words: words === 'unavailable' ? {receipt: null, newsletter: null} : words,
      siteUrl: deps.siteUrl,
      secret: typeof deps.tokenSecret === 'string' ? deps.tokenSecret : null,
      now: deps.now ?? (() => new Date()),
    },
  }
}

/** 200, or 502 saying what waits for the sweep. */
function summary(outcome: Record<string, Outcome>, wordsUnavailable: boolean): Answer {
  const steps = Object.values(outcome)
  if (steps.includes('not-sent'))
    return answer(502, 'An email could not be sent now; the sweep sends it within minutes.', outcome)
  if (steps.includes('mark-failed'))
    return answer(502, 'Sent, but the row could not be marked; the sweep may send it once more.', outcome)
  if (wordsUnavailable)
    return answer(502, "The emails' words could not be read; the sweep sends what is owed within minutes.", outcome)
  return {status: 200, body: {delivered: true, ...outcome}}
}

export async function notifyForm(request: Request, deps: FormRouteDeps): Promise<Answer> {
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
  const table = `${String(p.schema)}.${String(p.table)}`
  if (p.type !== 'INSERT' || typeof p.schema !== 'string' || typeof p.table !== 'string' || !TABLES.has(table))
    return answer(400, 'Only an INSERT into public.contact_messages or public.newsletter_signups is handled here.')

  if (table === 'public.contact_messages') {
    const message = messageFromRow(p.record)
    if (!message) return answer(400, 'The record is not a contact message.')
    const ready = await deliveryDeps(deps, false)
    if ('status' in ready) return ready
    return summary(await deliverMessage(message, ready.deps), ready.wordsUnavailable)
  }
  const signup = signupFromRow(p.record)
  if (!signup) return answer(400, 'The record is not a newsletter sign-up.')
  const ready = await deliveryDeps(deps, true)
  if ('status' in ready) return ready
  return summary({mail: await deliverSignup(signup, ready.deps)}, ready.wordsUnavailable)
}
