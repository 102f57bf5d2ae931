import 'server-only'
/**
 * The newsletter's signed links. A confirmation link carries the sign-up's id, the address and when it
 * expires; an unsubscribe link carries the address. Both are signed with HMAC-SHA256 under the server's
 * NEWSLETTER_TOKEN_SECRET, so only this server can make one, and a changed letter breaks it. Nothing
 * is stored for them: the link is the proof.
 *
 *   token = base64url(JSON claims) "." base64url(HMAC-SHA256(secret, "newsletter-v1." + claims part))
 *
 * An unsubscribe link does not expire: it must work in every email that carries it, however old.
 */
import {createHmac, timingSafeEqual} from 'node:crypto'
import {CONFIRM_LINK_DAYS} from './rules'
const DAY_MS = 24 * 60 * 60 * 1000

export const TOKEN_SECRET_VARIABLE = 'NEWSLETTER_TOKEN_SECRET'
/** A secret shorter than this is refused as unusable (it could be guessed). */
const MIN_SECRET = 32

export type Claims = {a: 'confirm'; s: string; e: string; x: number} | {a: 'unsubscribe'; e: string}

export type Verified = {ok: true; claims: Claims} | {ok: false; problem: 'invalid' | 'expired'}

/** The signing secret, or the variable to set (missing, or too short to be safe). */
export function tokenSecret(env: Record<string, string | undefined> = process.env): string | {missing: string[]} {
  const secret = env[TOKEN_SECRET_VARIABLE]?.trim() ?? ''
  return secret.length >= MIN_SECRET ? secret : {missing: [TOKEN_SECRET_VARIABLE]}
}

const sign = (part: string, secret: string) =>
  createHmac('sha256', secret).update(`newsletter-v1.${part}`).digest('base64url')

/** A confirmation link's token for sign-up `signupId` of `email`, valid for CONFIRM_LINK_DAYS from `now`. */
export function confirmToken(signupId: string, email: string, secret: string, now: Date): string {
  return token({a: 'confirm', s: signupId, e: email, x: now.getTime() + CONFIRM_LINK_DAYS * DAY_MS}, secret)
}

/** An unsubscribe link's token for `email`. */
export function unsubscribeToken(email: string, secret: string): string {
  return token({a: 'unsubscribe', e: email.toLowerCase()}, secret)
}

function token(claims: Claims, secret: string): string {
  const part = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${part}.${sign(part, secret)}`
}

/**
 * The claims of a token this server signed for `action`, or why not: 'invalid' (not one of ours,
 * changed, cut short, or for the other action) or 'expired' (a confirmation past its time).
 */
export function verifyToken(value: unknown, action: Claims['a'], secret: string, now: Date): Verified {
  const invalid = {ok: false, problem: 'invalid'} as const
  if (typeof value !== 'string' || value.length > 2048) return invalid
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return invalid
  const expected = Buffer.from(sign(match[1]!, secret))
  const given = Buffer.from(match[2]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid
  let claims: Partial<Record<'a' | 's' | 'e' | 'x', unknown>>
  try {
    claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8'))
  } catch {
    return invalid
  }
  if (!claims || claims.a !== action || typeof claims.e !== 'string') return invalid
  if (action === 'unsubscribe') return {ok: true, claims: {a: 'unsubscribe', e: claims.e}}
  if (typeof claims.s !== 'string' || typeof claims.x !== 'number') return invalid
  if (now.getTime() > claims.x) return {ok: false, problem: 'expired'}
  return {ok: true, claims: {a: 'confirm', s: claims.s, e: claims.e, x: claims.x}}
}
