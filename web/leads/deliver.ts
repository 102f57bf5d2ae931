import 'server-only'
/**
 * Delivering one lead or one upload: send the email, then mark the row. The order is the rule that
 * nothing is lost: a row is marked only after its email was accepted by the SMTP server, so a crash
 * or a failed mark in between makes the sweep send it again (a repeat), never skip it (a loss).
 * Used by the webhook (/api/leads/notify), the sweep (/api/leads/sweep) and the upload's confirm step.
 */
import type {Store} from '../presentation/store'
import type {MailConfig} from './config'
import {agencyLeadEmail, type ResultsContent, resultsEmail, uploadEmail} from './emails'
import {type Lead, replyAddress} from './lead'
import {MailError, type Mailer} from './mailer'
import type {LeadStore} from './store'

/** How one email went: sent and marked; not due (already sent, switched off, nothing to send); not sent; sent but not marked. */
export type Outcome = 'sent' | 'not-due' | 'not-sent' | 'mark-failed'

/** The results email is owed for a day after the quiz (leads_to_deliver in SQL has the same window). */
export const RESULTS_WINDOW_MS = 24 * 60 * 60 * 1000
/** Staff's download link stays valid this long. */
export const DOWNLOAD_LINK_SECONDS = 7 * 24 * 60 * 60

export interface LeadDeliveryDeps {
  mail: MailConfig
  mailer: Mailer
  store: Pick<LeadStore, 'markNotified' | 'markResultsSent'>
  /** The results email's content, or null when there is none to send. */
  results: ResultsContent | null
  now: () => Date
}

/** Sends what the row still lacks, then marks it; logs each failure by its code, never its content. */
export async function sendThenMark(
  what: string,
  send: () => Promise<void>,
  mark: () => Promise<void>,
): Promise<Outcome> {
  try {
    await send()
  } catch (e) {
    if (!(e instanceof MailError)) throw e
    console.error(`lead delivery: ${what} not sent (${e.code})`)
    return 'not-sent'
  }
  try {
    await mark()
    return 'sent'
  } catch (e) {
    console.error(`lead delivery: ${what} sent, but the row was not marked (${(e as Error).message})`)
    return 'mark-failed'
  }
}

export async function deliverLead(
  lead: Lead,
  deps: LeadDeliveryDeps,
): Promise<{notification: Outcome; results: Outcome}> {
  const notification = lead.notifiedAt
    ? 'not-due'
    : await sendThenMark(
        'agency notification',
        () => deps.mailer.send({...agencyLeadEmail(lead), to: deps.mail.notifyTo, replyTo: replyAddress(lead.email)}),
        () => deps.store.markNotified(lead.id, deps.now()),
      )

  const content = deps.results
  const owed =
    !lead.resultsSentAt &&
    content?.send === true &&
    deps.now().getTime() - lead.createdAt.getTime() < RESULTS_WINDOW_MS &&
    replyAddress(lead.email) !== null
  const email = owed && content ? resultsEmail(lead, content) : null
  const results = email
    ? await sendThenMark(
        'results email',
        () => deps.mailer.send({...email, to: lead.email}),
        () => deps.store.markResultsSent(lead.id, deps.now()),
      )
    : 'not-due'
  return {notification, results}
}

export interface UploadDeliveryDeps {
  mail: MailConfig
  mailer: Mailer
  store: Pick<Store, 'signDownload' | 'markNotified'>
  /** NEXT_PUBLIC_SUPABASE_URL: where staff's browser downloads the file. */
  publicUrl: string
  now: () => Date
}

export interface UploadRow {
  id: string
  file_path: string
  original_name: string
  size_bytes: number
  email: string
  uploaded_at?: string | null
  created_at?: string
}

/** Emails staff about a confirmed upload with a signed download link valid for 7 days, then marks the row. */
export async function deliverUpload(row: UploadRow, deps: UploadDeliveryDeps): Promise<Outcome> {
  let link: string
  try {
    link = `${deps.publicUrl}/storage/v1${await deps.store.signDownload(row.file_path, DOWNLOAD_LINK_SECONDS)}`
  } catch (e) {
    console.error(`lead delivery: upload notification not sent: ${(e as Error).message}`)
    return 'not-sent'
  }
  const now = deps.now()
  const receivedAt = new Date(row.uploaded_at ?? row.created_at ?? now)
  const expires = new Date(now.getTime() + DOWNLOAD_LINK_SECONDS * 1000)
  const facts = {
    id: row.id,
    email: row.email,
    originalName: row.original_name,
    sizeBytes: Number(row.size_bytes),
    receivedAt,
  }
  return sendThenMark(
    'upload notification',
    () =>
      deps.mailer.send({
        ...uploadEmail(facts, link, expires),
        to: deps.mail.notifyTo,
        replyTo: replyAddress(row.email),
      }),
    () => deps.store.markNotified(row.id, deps.now()),
  )
}
