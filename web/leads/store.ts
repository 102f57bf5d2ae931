import 'server-only'
/**
 * Lead delivery's calls to PostgREST, with the service role key (supabase/service.ts): what the sweep
 * should send (the SQL function leads_to_deliver), and the marks set once an email has gone. A mark is
 * set only where it is still empty, so a repeated send never moves the first time.
 */
import type {ServiceSubmission} from '../supabase/database.types'
import {type ServiceOptions, serviceHttp} from '../supabase/service'

export function createLeadStore(options: ServiceOptions) {
  const {call, ok, rows} = serviceHttp(options)
  const json = {'content-type': 'application/json'}
  const mark = async (id: string, column: 'notified_at' | 'results_sent_at', at: Date) => {
    const step = `mark ${column}`
    await ok(
      step,
      await call(step, `/rest/v1/service_submissions?id=eq.${encodeURIComponent(id)}&${column}=is.null`, {
        method: 'PATCH',
        headers: {...json, prefer: 'return=minimal'},
        body: JSON.stringify({[column]: at.toISOString()}),
      }),
    )
  }
  return {
    /** POST /rest/v1/rpc/leads_to_deliver: leads with an email still unsent after 5 minutes, oldest first. */
    async toDeliver(withResults: boolean, maxRows: number): Promise<ServiceSubmission[]> {
      return rows<ServiceSubmission>(
        'list leads to deliver',
        await call('list leads to deliver', '/rest/v1/rpc/leads_to_deliver', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({with_results: withResults, max_rows: maxRows}),
        }),
      )
    },
    /** PATCH notified_at: the agency was told (only ever after sending). */
    markNotified: (id: string, at: Date) => mark(id, 'notified_at', at),
    /** PATCH results_sent_at: the prospect has their results (only ever after sending). */
    markResultsSent: (id: string, at: Date) => mark(id, 'results_sent_at', at),
  }
}

export type LeadStore = ReturnType<typeof createLeadStore>
