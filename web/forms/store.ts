import 'server-only'
/**
 * The site's own forms' calls to PostgREST with the service role key (supabase/service.ts): what the
 * sweep should send (the SQL functions *_to_deliver), the marks set once an email has gone, whether an
 * address is on the newsletter list, and the double opt-in's two functions. A mark is set only where it
 * is still empty, so a repeated send never moves the first time.
 */
import {sourceOf} from '../funnel/attribution'
import type {ContactMessage, NewsletterSignup} from '../supabase/database.types'
import {type ServiceOptions, StoreError, serviceHttp} from '../supabase/service'

export type ConfirmOutcome = 'confirmed' | 'unknown' | 'withdrawn'

export function createFormsStore(options: ServiceOptions) {
  const {call, ok, rows} = serviceHttp(options)
  const json = {'content-type': 'application/json'}
  const patch = async (step: string, table: string, id: string, column: string, at: Date) => {
    await ok(
      step,
      await call(step, `/rest/v1/${table}?id=eq.${encodeURIComponent(id)}&${column}=is.null`, {
        method: 'PATCH',
        headers: {...json, prefer: 'return=minimal'},
        body: JSON.stringify({[column]: at.toISOString()}),
      }),
    )
  }
  const rpc = async (step: string, fn: string, args: Record<string, unknown>) =>
    call(step, `/rest/v1/rpc/${fn}`, {method: 'POST', headers: json, body: JSON.stringify(args)})

  return {
    /** Messages with an email still unsent after 5 minutes, oldest first. */
    async messagesToDeliver(maxRows: number): Promise<ContactMessage[]> {
      const step = 'list contact messages to deliver'
      return rows<ContactMessage>(step, await rpc(step, 'contact_messages_to_deliver', {max_rows: maxRows}))
    },
    /** Sign-ups whose email is still unsent after 5 minutes (within a day), oldest first. */
    async signupsToDeliver(maxRows: number): Promise<NewsletterSignup[]> {
      const step = 'list newsletter sign-ups to deliver'
      return rows<NewsletterSignup>(step, await rpc(step, 'newsletter_signups_to_deliver', {max_rows: maxRows}))
    },
    /** PATCH notified_at: the agency was told (only ever after sending). */
    markNotified: (id: string, at: Date) => patch('mark notified_at', 'contact_messages', id, 'notified_at', at),
    /** PATCH receipt_sent_at: the sender was told it arrived (only ever after sending). */
    markReceiptSent: (id: string, at: Date) =>
      patch('mark receipt_sent_at', 'contact_messages', id, 'receipt_sent_at', at),
    /** PATCH mailed_at: the sign-up's email has gone (only ever after sending). */
    markMailed: (id: string, at: Date) => patch('mark mailed_at', 'newsletter_signups', id, 'mailed_at', at),
    /** Whether `email` is confirmed on the list now. */
    async isSubscribed(email: string): Promise<boolean> {
      const step = 'read the newsletter list'
      const found = await rows<{status: string}>(
        step,
        await call(
          step,
          `/rest/v1/newsletter_subscribers?email=eq.${encodeURIComponent(email.toLowerCase())}&select=status`,
          {method: 'GET'},
        ),
      )
      return found.some((r) => r.status === 'confirmed')
    },
    /** newsletter_confirm(): confirms the address of that sign-up, unless it was unsubscribed since. */
    async confirm(signupId: string, email: string): Promise<ConfirmOutcome> {
      const step = 'confirm a subscription'
      const res = await ok(step, await rpc(step, 'newsletter_confirm', {signup_id: signupId, address: email}))
      const outcome = await res.json().catch(() => null)
      if (outcome !== 'confirmed' && outcome !== 'unknown' && outcome !== 'withdrawn') throw new StoreError(step, 502)
      return outcome
    },
    /** Where a sign-up's visit came from: its landing page (else its page) and source, for the funnel. */
    async signupOrigin(signupId: string): Promise<{page: string | null; source: string}> {
      const step = 'read a sign-up'
      const [row] = await rows<{
        page: string
        landing_page: string | null
        utm_source: string | null
        referrer_host: string | null
      }>(
        step,
        await call(
          step,
          `/rest/v1/newsletter_signups?id=eq.${encodeURIComponent(signupId)}&select=page,landing_page,utm_source,referrer_host`,
          {method: 'GET'},
        ),
      )
      return {
        page: row?.landing_page ?? row?.page ?? null,
        source: sourceOf({source: row?.utm_source ?? null, referrer: row?.referrer_host ?? null}),
      }
    },
    /** newsletter_unsubscribe(): takes the address off the list (or keeps it off). */
    async unsubscribe(email: string): Promise<void> {
      const step = 'unsubscribe'
      const res = await ok(step, await rpc(step, 'newsletter_unsubscribe', {address: email}))
      await res.body?.cancel()
    },
  }
}

export type FormsStore = ReturnType<typeof createFormsStore>
