/**
 * Verifies a call from a Sanity GROQ-powered webhook before anything else is done with it.
 *
 * Sanity signs each call with the webhook's secret in the header
 *   sanity-webhook-signature: t=<unix time in ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">
 * (the format of @sanity/webhook, which next-sanity's parseBody uses). The rules, in the order they
 * cost the server something:
 *   - a body over WEBHOOK_MAX_BYTES gets 413, by its Content-Length before reading, and by counting
 *     while reading when the length is not declared (the read stops at the limit);
 *   - a missing or malformed signature, a timestamp more than WEBHOOK_MAX_AGE_MS away from now (a
 *     replayed old call), or a wrong signature gets 401;
 *   - signatures are compared in constant time;
 *   - only then is the body parsed; a body that is not JSON gets 400.
 * Refusals carry a short fixed message: never the input, never an exception's text.
 */
import {createHmac, timingSafeEqual} from 'node:crypto'
import {readAtMost} from './request-guards'

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/** The largest body accepted. The webhook's projection ({_type, _id, slug}) is well under 1 KB. */
export const WEBHOOK_MAX_BYTES = 64 * 1024
/** How far a signature's timestamp may be from the server's clock, either way. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000

export type WebhookVerdict<T> = {ok: true; body: T} | {ok: false; status: 400 | 401 | 413; message: string}

const refuse = (status: 400 | 401 | 413, message: string) => ({ok: false, status, message}) as const

/** `t=<ms>,v1=<signature>` (Sanity also accepts a space as the separator). */
export function parseSignatureHeader(header: string | null): {timestamp: number; signature: string} | null {
  const match = header?.trim().match(/^t=(\d{1,15})[, ]+v1=([A-Za-z0-9_-]{1,128})$/)
  return match ? {timestamp: Number(match[1]), signature: match[2]!} : null
}

/** The v1 signature Sanity computes: base64url(HMAC-SHA256(secret, "<timestamp>.<body>")). */
export function signatureFor(body: Uint8Array | string, timestamp: number, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url')
}

/** Constant-time comparison of two signatures (their length is public: it is fixed by the algorithm). */
export function signaturesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received)
  const b = Buffer.from(expected)
  if (a.length !== b.length) {
    timingSafeEqual(b, b)
    return false
  }
  return timingSafeEqual(a, b)
}

export async function verifySanityWebhook<T>(
  request: Request,
  secret: string,
  now = Date.now(),
): Promise<WebhookVerdict<T>> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= WEBHOOK_MAX_BYTES)) return refuse(413, 'Body too large')

  const parsed = parseSignatureHeader(request.headers.get(SIGNATURE_HEADER))
  if (!parsed) return refuse(401, 'Missing or malformed signature')
  if (Math.abs(now - parsed.timestamp) > WEBHOOK_MAX_AGE_MS) return refuse(401, 'Signature timestamp out of range')

  const raw = await readAtMost(request, WEBHOOK_MAX_BYTES)
  if (!raw) return refuse(413, 'Body too large')
  if (!signaturesMatch(parsed.signature, signatureFor(raw, parsed.timestamp, secret.trim())))
    return refuse(401, 'Invalid signature')

  try {
    return {ok: true, body: JSON.parse(new TextDecoder().decode(raw)) as T}
  } catch {
    return refuse(400, 'Body is not JSON')
  }
}
