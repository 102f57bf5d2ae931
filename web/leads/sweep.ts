import 'server-only'
/**
 * GET /api/leads/sweep: Vercel Cron calls it every 5 minutes (web/vercel.json) with
 * `Authorization: Bearer <CRON_SECRET>`. It delivers what the webhook and the confirm step could not:
 *   1. leads still unmarked 5 minutes after they arrived (leads_to_deliver): the agency's notification,
 *      and the results email while it is owed;
 *   2. confirmed uploads whose staff email is unsent after 5 minutes (presentations_to_notify);
 *   3. upload requests still 'new' once their signed upload URL has expired (presentations_expired):
 *      each is first claimed ('expired', only if still 'new'), then its file, if any, is deleted; when
 *      the delete fails the claim is given back so the next run tries again.
 * Each part takes at most BATCH rows, oldest first; the next run takes the rest. 200 when everything
 * it took was done, 502 when something was left for the next run (the counts say what).
 */
import {createStore, type Store} from '../presentation/store'
import type {ServiceConfig} from '../supabase/service'
import {deliverLead, deliverUpload} from './deliver'
import {type Answer, answer, checkCaller} from './http'
import {leadFromRow} from './lead'
import {createMailer} from './mailer'
import {configured, type LeadRouteDeps, readResults} from './notify'
import {createLeadStore} from './store'

/** Rows per part per run: 25 emails at a few hundred milliseconds each keep a run well under a minute. */
export const BATCH = 25

export interface SweepDeps extends LeadRouteDeps {
  uploadStore?: (supabase: ServiceConfig) => Store
}

const failure = (part: string, e: unknown) => console.error(`lead sweep: ${part} failed (${(e as Error).message})`)

export async function sweep(request: Request, deps: SweepDeps): Promise<Answer> {
  const refused = checkCaller(request, deps.secret, 'CRON_SECRET')
  if (refused) return refused
  const config = configured(deps)
  if ('status' in config) return config

  const now = deps.now ?? (() => new Date())
  const mailer = (deps.mailer ?? createMailer)(config.mail)
  const leads = (deps.leadStore ?? createLeadStore)(config.supabase)
  const uploads = (deps.uploadStore ?? createStore)(config.supabase)
  const report = {
    leads: {notified: 0, resultsSent: 0, failed: 0},
    uploads: {notified: 0, failed: 0},
    expired: {removed: 0, failed: 0},
  }

  const content = await readResults(deps)
  if (content === 'unavailable') report.leads.failed++
  const results = content === 'unavailable' ? null : content
  try {
    for (const row of await leads.toDeliver(results?.send === true, BATCH)) {
      const lead = leadFromRow(row)
      if (!lead) {
        console.error('lead sweep: a service_submissions row is not a lead; it is left as it is')
        report.leads.failed++
        continue
      }
      const outcome = await deliverLead(lead, {mail: config.mail, mailer, store: leads, results, now})
      if (outcome.notification === 'sent') report.leads.notified++
      if (outcome.results === 'sent') report.leads.resultsSent++
      if ([outcome.notification, outcome.results].some((o) => o === 'not-sent' || o === 'mark-failed'))
        report.leads.failed++
    }
  } catch (e) {
    failure('listing leads', e)
    report.leads.failed++
  }

  try {
    for (const row of await uploads.toNotify(BATCH)) {
      const outcome = await deliverUpload(row, {
        mail: config.mail,
        mailer,
        store: uploads,
        publicUrl: config.supabase.publicUrl,
        now,
      })
      if (outcome === 'sent') report.uploads.notified++
      else report.uploads.failed++
    }
  } catch (e) {
    failure('listing uploads', e)
    report.uploads.failed++
  }

  try {
    for (const row of await uploads.expired(BATCH)) {
      if (!(await uploads.claimExpired(row.id))) continue // confirmed meanwhile: not expired after all
      try {
        await uploads.remove(row.file_path)
        report.expired.removed++
      } catch (e) {
        failure('deleting an expired upload', e)
        report.expired.failed++
        await uploads.unclaimExpired(row.id)
      }
    }
  } catch (e) {
    failure('expiring uploads', e)
    report.expired.failed++
  }

  const failed = report.leads.failed + report.uploads.failed + report.expired.failed
  if (failed > 0) return answer(502, 'Some leads or uploads were left for the next run.', report)
  return {status: 200, body: report}
}
