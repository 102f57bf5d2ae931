import 'server-only'
/**
 * The site's own forms without JavaScript: the browser posts the form itself (application/x-www-form-
 * urlencoded) to POST /api/forms/contact or /api/forms/newsletter, and this inserts the same row the
 * form's script would (forms/send.ts), with the same public anon key, so row-level security, the
 * bounds, the rate limits and the Database Webhook treat both alike. Then it sends the browser back to
 * the page it came from (its Referer's path, only ever a path on this site), at the form's note for
 * the outcome: 303 to `/contact#contact-form-sent`, `-limited` or `-failed`. The page shows that note
 * by CSS (:target), so a prerendered page needs no query string and no script. The browser's own
 * validation (required, maxlength, pattern: the same rules, forms/rules.ts) runs before the post; a
 * form that breaks them anyway comes back to its page at its `-invalid` note, which says what every
 * field needs; what was typed is a Back press away, as the note says. Never a bare JSON answer.
 */
import {answer, toResponse} from '../leads/http'
import {readAtMost} from '../lib/request-guards'
import {
  contactProblems,
  contactRow,
  contactValues,
  FORM_ID,
  HONEYPOT,
  type OwnForm,
  type Outcome,
  pagePath,
  signupProblem,
  signupRow,
  TABLES,
} from './rules'

/** A contact message is at most about 5,500 characters; encoded, well under this. */
export const POST_MAX_BYTES = 32 * 1024

export interface PublicInsertConfig {
  /** Where the server reaches Supabase (SUPABASE_URL, else NEXT_PUBLIC_SUPABASE_URL). */
  apiUrl: string
  anonKey: string
}

/** The public configuration the browser's insert uses, or the variables to set. */
export function publicInsertConfig(
  // Written out so Next.js inlines the public values at build time, as the browser's copy.
  env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  },
): PublicInsertConfig | {missing: string[]} {
  const url = (env.SUPABASE_URL?.trim() || env.NEXT_PUBLIC_SUPABASE_URL?.trim() || '').replace(/\/+$/, '')
  const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim() ?? ''
  const missing = [!url && 'NEXT_PUBLIC_SUPABASE_URL', !anonKey && 'NEXT_PUBLIC_SUPABASE_ANON_KEY'].filter(
    (m): m is string => Boolean(m),
  )
  return missing.length ? {missing} : {apiUrl: url, anonKey}
}

/** One INSERT with the anon key, as supabase-js makes it from the browser: what came of it. */
export async function insertAsAnon(
  config: PublicInsertConfig,
  table: string,
  row: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome> {
  try {
    const res = await fetchImpl(`${config.apiUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${config.anonKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
      signal: AbortSignal.timeout(10_000),
      cache: 'no-store',
    })
    await res.body?.cancel()
    if (res.ok) return 'sent'
    console.error(`forms: the ${table} insert was refused (${res.status})`)
    return res.status === 429 ? 'limited' : 'failed'
  } catch (e) {
    console.error(`forms: the ${table} insert got no answer (${(e as Error).name})`)
    return 'failed'
  }
}

export interface PostDeps {
  config: PublicInsertConfig | {missing: string[]}
  fetch?: typeof fetch
  /** A contact message was stored from `page`: one step of the funnel. */
  onMessage?: (request: Request, page: string) => void
}

const DEFAULTS = {contact: {id: 'contact-form', page: '/contact'}, newsletter: {id: 'newsletter', page: '/'}} as const

/** 303 back to `page`, at the form's note for `outcome`. */
const backTo = (page: string, formId: string, outcome: Outcome) =>
  new Response(null, {status: 303, headers: {location: `${page}#${formId}-${outcome}`, 'cache-control': 'no-store'}})

export async function postForm(request: Request, form: OwnForm, deps: PostDeps): Promise<Response> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded'))
    return toResponse(answer(415, 'Send the form.'))
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= POST_MAX_BYTES)) return toResponse(answer(413, 'Body too large.'))
  const raw = await readAtMost(request, POST_MAX_BYTES)
  if (!raw) return toResponse(answer(413, 'Body too large.'))
  const fields = new URLSearchParams(new TextDecoder().decode(raw))

  const requested = new URL(request.url).searchParams.get('form') ?? ''
  const formId = FORM_ID.test(requested) ? requested : DEFAULTS[form].id
  const page = pagePath(request.headers.get('referer'), DEFAULTS[form].page)

  // A bot filled in the field people never see: it is told "sent", and nothing is stored.
  if (fields.get(HONEYPOT)) return backTo(page, formId, 'sent')

  let row: Record<string, unknown>
  if (form === 'contact') {
    const values = contactValues((name) => fields.get(name))
    if (contactProblems(values).length > 0) return backTo(page, formId, 'invalid')
    row = contactRow(values, page)
  } else {
    const email = fields.get('email') ?? ''
    if (signupProblem(email)) return backTo(page, formId, 'invalid')
    row = signupRow(email, page)
  }
  if ('missing' in deps.config) {
    console.error(`forms: not configured on this server: set ${deps.config.missing.join(', ')}`)
    return backTo(page, formId, 'failed')
  }
  const outcome = await insertAsAnon(deps.config, TABLES[form], row, deps.fetch)
  if (outcome === 'sent' && form === 'contact') deps.onMessage?.(request, page)
  return backTo(page, formId, form === 'newsletter' && outcome === 'limited' ? 'failed' : outcome)
}
