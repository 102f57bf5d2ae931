import 'server-only'
/**
 * GET /api/forms/sweep: Vercel Cron calls it every 5 minutes (web/vercel.json) with
 * `Authorization: Bearer <CRON_SECRET>`, beside the leads' sweep. It sends what the webhook could not:
 *   1. contact messages still unmarked 5 minutes after they arrived (contact_messages_to_deliver): the
 *      agency's notification, and the sender's acknowledgement while it is owed (a day);
 *   2. newsletter sign-ups whose email is unsent 5 minutes on, within a day (newsletter_signups_to_deliver).
 * Each part takes at most BATCH rows, oldest first. 200 when everything it took was done, 502 when
 * something was left for the next run (the counts say what).
 */
import {answer, type Answer, checkCaller} from '../leads/http'
import {BATCH} from '../leads/sweep'
import {deliverMessage, deliverSignup} from './deliver'
import {deliveryDeps, type FormRouteDeps} from './notify'
import {messageFromRow, signupFromRow} from './records'

const failure = (part: string, e: unknown) => console.error(`forms sweep: ${part} failed (${(e as Error).message})`)

export async function sweepForms(request: Request, deps: FormRouteDeps): Promise<Answer> {
  const refused = checkCaller(request, deps.secret, 'CRON_SECRET')
  if (refused) return refused
  // Without NEWSLETTER_TOKEN_SECRET the messages still go; each sign-up waits, logged by name.
  const ready = await deliveryDeps(deps, false)
  if ('status' in ready) return ready
  const report = {
    messages: {notified: 0, receiptsSent: 0, failed: ready.wordsUnavailable ? 1 : 0},
    signups: {mailed: 0, failed: 0},
  }

  try {
    for (const row of await ready.store.messagesToDeliver(BATCH)) {
      const message = messageFromRow(row)
      if (!message) {
        console.error('forms sweep: a contact_messages row is not a message; it is left as it is')
        report.messages.failed++
        continue
      }
      const outcome = await deliverMessage(message, ready.deps)
      if (outcome.notification === 'sent') report.messages.notified++
      if (outcome.receipt === 'sent') report.messages.receiptsSent++
      if ([outcome.notification, outcome.receipt].some((o) => o === 'not-sent' || o === 'mark-failed'))
        report.messages.failed++
    }
  } catch (e) {
    failure('listing contact messages', e)
    report.messages.failed++
  }

  try {
    for (const row of await ready.store.signupsToDeliver(BATCH)) {
      const signup = signupFromRow(row)
      const outcome = signup ? await deliverSignup(signup, ready.deps) : 'not-sent'
      if (outcome === 'sent') report.signups.mailed++
      else if (outcome !== 'not-due') report.signups.failed++
    }
  } catch (e) {
    failure('listing newsletter sign-ups', e)
    report.signups.failed++
  }

  if (report.messages.failed + report.signups.failed > 0)
    return answer(502, 'Some messages or sign-ups were left for the next run.', report)
  return {status: 200, body: report}
}
