/**
 * Checks every endpoint called by another service (a webhook, a cron) makes before it does anything:
 * read at most so many bytes of a body, and compare a shared secret in constant time. Used by the
 * Sanity webhook (lib/sanity-webhook.ts) and the lead routes (leads/guard.ts).
 */
import {createHash, timingSafeEqual} from 'node:crypto'

/** The body's bytes, or null as soon as more than `max` bytes have arrived (the rest is never read). */
export async function readAtMost(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * Whether a received secret equals the expected one, in constant time whatever either's length: both
 * are hashed to 32 bytes first, so neither the content nor the length of the secret leaks through timing.
 */
export function secretsMatch(received: string, expected: string): boolean {
  const a = createHash('sha256').update(received).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b) && expected.length > 0
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer[ ]+(\S{1,512})\s*$/i.exec(request.headers.get('authorization') ?? '')
  return match ? match[1]! : null
}
