import 'server-only'
/**
 * Who is calling the desk: the editor's own Studio login, checked on every call against the Content
 * Lake or Sanity, never trusted from the browser. The Studio sends its session token
 * (`Authorization: Bearer …`); this asks the project's `/users/me` with it, as the Studio does, and
 * lets in an administrator or an editor of the project. No token, or one the Lake does not know
 * (forged, expired, logged out): 401. A known user in another role (a viewer, a read token): 403.
 * The Lake unreachable: 503, and no data.
 */
import {apiVersion} from '@agency/schemas/lib/api'

export const DESK_ROLES = new Set(['administrator', 'editor'])

export interface SanityTarget {
  /** NEXT_PUBLIC_SANITY_PROJECT_ID: the project whose editors may use the desk. */
  projectId: string
  /** SANITY_API_HOST, when the site reaches the Lake through another origin (the local Lake, a proxy). */
  apiHost?: string
}

export type Editor = {ok: true; id: string; name: string} | {ok: false; status: 401 | 403 | 503; message: string}

export async function checkEditor(
  request: Request,
  target: SanityTarget | {missing: string[]},
  fetchImpl: typeof fetch = fetch,
): Promise<Editor> {
  if ('missing' in target)
    return {ok: false, status: 503, message: `The desk is not configured: set ${target.missing.join(', ')}.`}
  const token = /^Bearer\s+([\w.~+/=-]{16,2048})$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return {ok: false, status: 401, message: 'Log in to the Studio.'}
  const origin = target.apiHost ?? `https://${target.projectId}.api.sanity.io`
  let res: Response
  try {
    res = await fetchImpl(`${origin}/v${apiVersion}/users/me`, {
      headers: {authorization: `Bearer ${token}`},
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    })
  } catch {
    return {ok: false, status: 503, message: 'The Content Lake cannot be reached; try again.'}
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel()
    return {ok: false, status: 401, message: 'Your Studio login has ended: log in again.'}
  }
  if (!res.ok) {
    await res.body?.cancel()
    return {ok: false, status: 503, message: 'The Content Lake cannot be reached; try again.'}
  }
  const me = (await res.json().catch(() => null)) as {
    id?: unknown
    name?: unknown
    role?: unknown
    roles?: Array<{name?: unknown}>
  } | null
  // /users/me answers {} for an anonymous caller.
  if (!me || typeof me.id !== 'string') return {ok: false, status: 401, message: 'Log in to the Studio.'}
  const roles = [me.role, ...(Array.isArray(me.roles) ? me.roles.map((r) => r?.name) : [])]
  if (!roles.some((r) => typeof r === 'string' && DESK_ROLES.has(r)))
    return {ok: false, status: 403, message: 'Leads are for the project’s administrators and editors.'}
  return {ok: true, id: me.id, name: typeof me.name === 'string' ? me.name.slice(0, 120) : me.id}
}
