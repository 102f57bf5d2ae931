import 'server-only'
/**
 * The HTTP edge of the lead routes: the caller's secret first, then short JSON answers that never
 * echo the input nor an exception's text, and are never cached.
 */
import {bearerToken, secretsMatch} from '../lib/request-guards'

export interface Answer {
  status: number
  body: Record<string, unknown>
}

export const answer = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: {message, ...extra},
})

/** 503 naming the missing variables: the server is not set up for this yet. */
export const notConfigured = (missing: string[]) =>
  answer(503, `Not configured on this server: set ${missing.join(', ')}.`, {missing})

/**
 * The caller must send `Authorization: Bearer <secret>` with the secret in `variable`: null when it
 * does, else 503 (the secret is not set, so no caller can be trusted) or 401 (missing or wrong,
 * compared in constant time).
 */
export function checkCaller(request: Request, secret: string | undefined, variable: string): Answer | null {
  const expected = secret?.trim()
  if (!expected) return notConfigured([variable])
  const token = bearerToken(request)
  if (!token || !secretsMatch(token, expected)) return answer(401, 'Missing or wrong Authorization.')
  return null
}

export const toResponse = ({status, body}: Answer) =>
  Response.json(body, {status, headers: {'cache-control': 'no-store'}})
