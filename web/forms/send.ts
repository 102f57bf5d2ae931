/**
 * Sends one of the site's own forms from the browser: one INSERT with the public anon key, as the quiz
 * lead form does (quiz/submit.ts), with where the visit came from (funnel/attribution.ts). No `.select()` after it: the anon role can read nothing. Loaded with
 * a dynamic import() on the first submit (forms/enhance.ts), so supabase-js stays out of every page's
 * first-load JavaScript.
 */
import {attributionColumns, readVisit} from '../funnel/attribution'
import {storedVisit} from '../funnel/visit'
import {supabaseClient} from '../supabase/client'
import {countStep} from '../funnel/visit'
import {
  type ContactRow,
  contactProblems,
  contactRow,
  contactValues,
  HONEYPOT,
  type OwnForm,
  type Outcome,
  type SignupRow,
  signupProblem,
  signupRow,
  TABLES,
} from './rules'

/**
 * One form's send: a filled-in honeypot is told 'sent' and nothing is sent; values that break the
 * rules (the server's too) are not sent ('invalid'); a stored contact message is a step of the funnel.
 */
export async function sendOwnForm(kind: OwnForm, data: FormData, page: string): Promise<Outcome> {
  if (data.get(HONEYPOT)) return 'sent'
  const values = contactValues((name) => data.get(name))
  if (kind === 'contact' ? contactProblems(values).length > 0 : signupProblem(values.email)) return 'invalid'
  const row = kind === 'contact' ? contactRow(values, page) : signupRow(values.email, page)
  const outcome = await insertRow(TABLES[kind], row)
  if (outcome === 'sent' && kind === 'contact') countStep('message')
  return outcome
}

async function insertRow(
  table: 'contact_messages' | 'newsletter_signups',
  row: ContactRow | SignupRow,
): Promise<Outcome> {
  // Where the visit came from, cleaned to the table's rules.
  const from = attributionColumns(readVisit(storedVisit()))
  try {
    const {error, status} =
      table === 'contact_messages'
        ? await supabaseClient()
            .from(table)
            .insert({...(row as ContactRow), ...from})
        : await supabaseClient()
            .from(table)
            .insert({...(row as SignupRow), ...from})
    if (!error) return 'sent'
    console.error(`The ${table} insert was refused (${status} ${error.code ?? ''})`)
    return status === 429 ? 'limited' : 'failed'
  } catch (error) {
    console.error(`The ${table} insert failed:`, error)
    return 'failed'
  }
}
