import 'server-only'
/**
 * What the newsletter's email links do. A link opens a page (/newsletter/confirm?token=…,
 * /newsletter/unsubscribe?token=…) whose button posts the token here; only that post changes the list,
 * so a mail scanner that opens every link it sees neither confirms nor unsubscribes anyone.
 *
 *   POST /api/newsletter/confirm      token → newsletter_confirm() → 303 /newsletter/confirmed
 *   POST /api/newsletter/unsubscribe  token → newsletter_unsubscribe() → 303 /newsletter/unsubscribed;
 *                                     with the body "List-Unsubscribe=One-Click" (a mail program's own
 *                                     button, RFC 8058, the token in the address) → 200
 *   GET  /api/newsletter/unsubscribe  the List-Unsubscribe address opened in a browser → its page
 *
 * A token is checked (forms/token.ts) before anything is called; a bad one goes to /newsletter/invalid,
 * an expired confirmation (or one older than an unsubscribe) to /newsletter/expired, and a database
 * that cannot be reached to /newsletter/unavailable, having changed nothing.
 */
import {answer, toResponse} from '../leads/http'
import {readAtMost} from '../lib/request-guards'
import type {ServiceConfig} from '../supabase/service'
import {createFormsStore, type FormsStore} from './store'
import {verifyToken} from './token'

export interface LinkDeps {
  supabase: ServiceConfig | {missing: string[]}
  tokenSecret: string | {missing: string[]}
  store?: (supabase: ServiceConfig) => FormsStore
  now?: () => Date
  /** An address was put on the list by this request: its sign-up's landing page (or page) and source. */
  onConfirmed?: (request: Request, from: {page: string | null; source: string}) => void
}

/** The pages the links lead to (web/app/newsletter/[step]). */
export type Step = 'confirm' | 'unsubscribe' | 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'unavailable'

const MAX_BODY = 4096

const to = (location: string) => new Response(null, {status: 303, headers: {location, 'cache-control': 'no-store'}})
const step = (name: Step) => to(`/newsletter/${name}`)

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const raw = await readAtMost(request, MAX_BODY)
  return raw ? new URLSearchParams(new TextDecoder().decode(raw)) : null
}

/** The store and secret, or why not (logged with the variables' names). */
function ready(deps: LinkDeps): {store: FormsStore; secret: string} | null {
  const missing = [
    ...('missing' in deps.supabase ? deps.supabase.missing : []),
    ...(typeof deps.tokenSecret === 'string' ? [] : deps.tokenSecret.missing),
  ]
  if ('missing' in deps.supabase || typeof deps.tokenSecret !== 'string') {
    console.error(`newsletter: not configured on this server: set ${missing.join(', ')}`)
    return null
  }
  return {store: (deps.store ?? createFormsStore)(deps.supabase), secret: deps.tokenSecret}
}

export async function confirmLink(request: Request, deps: LinkDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return toResponse(answer(413, 'Body too large.'))
  const parts = ready(deps)
  if (!parts) return step('unavailable')
  const checked = verifyToken(form.get('token'), 'confirm', parts.secret, (deps.now ?? (() => new Date()))())
  if (!checked.ok) return step(checked.problem)
  if (checked.claims.a !== 'confirm') return step('invalid')
  try {
    const before = deps.onConfirmed ? await parts.store.isSubscribed(checked.claims.e) : true
    const outcome = await parts.store.confirm(checked.claims.s, checked.claims.e)
    if (outcome === 'confirmed' && !before)
      deps.onConfirmed?.(
        request,
        await parts.store.signupOrigin(checked.claims.s).catch(() => ({page: null, source: '(direct)'})),
      )
    return step(outcome === 'confirmed' ? 'confirmed' : outcome === 'withdrawn' ? 'expired' : 'invalid')
  } catch (e) {
    console.error(`newsletter: ${(e as Error).message}`)
    return step('unavailable')
  }
}

export async function unsubscribeLink(request: Request, deps: LinkDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return toResponse(answer(413, 'Body too large.'))
  const oneClick = form.get('List-Unsubscribe') === 'One-Click'
  const token = oneClick ? new URL(request.url).searchParams.get('token') : form.get('token')
  const parts = ready(deps)
  if (!parts) return oneClick ? toResponse(answer(503, 'Not available now.')) : step('unavailable')
  const checked = verifyToken(token, 'unsubscribe', parts.secret, (deps.now ?? (() => new Date()))())
  if (!checked.ok) return oneClick ? toResponse(answer(400, 'Not a valid link.')) : step('invalid')
  try {
    await parts.store.unsubscribe(checked.claims.e)
  } catch (e) {
    console.error(`newsletter: ${(e as Error).message}`)
    return oneClick ? toResponse(answer(503, 'Not available now.')) : step('unavailable')
  }
  return oneClick ? toResponse({status: 200, body: {unsubscribed: true}}) : step('unsubscribed')
}

/** The List-Unsubscribe address opened in a browser: its page, where the button unsubscribes. */
export function unsubscribePage(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return token.length <= 2048 && /^[A-Za-z0-9_.-]*$/.test(token)
    ? to(`/newsletter/unsubscribe?token=${token}`)
    : step('invalid')
}
