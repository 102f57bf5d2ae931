/**
 * Who may reach the Lake at all, decided before any route runs.
 *
 * Every port (HTTP, HTTPS, control) answers only requests addressed to a loopback name: `localhost`,
 * any `*.localhost`, `127.0.0.1` or `[::1]`, with or without a port. A page on another site that gets
 * its own host name to resolve to 127.0.0.1 (DNS rebinding) still sends its own name in `Host`, and is
 * refused, so it can never read the Lake as if it were that site.
 *
 * The control API changes content, hands out editors' tokens and makes the data API fail, so it also
 * wants the secret the Lake makes at each start (`Authorization: Bearer <secret>`), no `Origin` header
 * (only a browser sends one, and no browser page is meant to call it) and a JSON body. Together these
 * shut out every page in a browser, including a `<form>` that submits itself with `text/plain`.
 *
 * The login page's form (POST /v1/auth/login/local) is meant for a browser, so it cannot refuse every
 * Origin: it takes the Lake's own pages' origins only (or none, from a program), and only the form's
 * own body, `application/x-www-form-urlencoded`. Another site's page can then neither submit it nor
 * send it a body of another kind.
 */
import {createHash, timingSafeEqual} from 'node:crypto'
import type {IncomingMessage} from 'node:http'
import {LakeError} from './documents'

/** The host a request names: `Host` over HTTP/1.1, `:authority` over HTTP/2. */
function hostOf(req: IncomingMessage): string | undefined {
  const value = req.headers[':authority'] ?? req.headers.host
  return typeof value === 'string' ? value : undefined
}

/** Whether `host` (a Host header's value) names this machine's loopback. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host || /[\s/\\@?#]/.test(host)) return false
  let name: string
  try {
    name = new URL(`http://${host}`).hostname
  } catch {
    return false
  }
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
}

const refusal = (status: number, error: string, message: string) =>
  new LakeError(status, {statusCode: status, error, message})

/** Refuses a request that does not name a loopback host. */
export function checkHost(req: IncomingMessage) {
  if (!isLoopbackHost(hostOf(req)))
    throw refusal(403, 'Forbidden', 'The local Content Lake answers only requests to localhost or 127.0.0.1')
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `header` is `Bearer <secret>`, compared in constant time whatever its length. */
export function hasSecret(header: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim()
  return Boolean(given) && timingSafeEqual(digest(given!), digest(secret))
}

/** The control API's gate: a loopback host, no browser origin, the secret, and JSON for a body. */
export function checkControlRequest(req: IncomingMessage, secret: string) {
  checkHost(req)
  if (req.headers.origin !== undefined)
    throw refusal(403, 'Forbidden', 'The control API does not answer browsers (the request has an Origin)')
  if (!hasSecret(req.headers.authorization, secret))
    throw refusal(401, 'Unauthorized', 'The control API needs its secret: Authorization: Bearer <.lake/control-secret>')
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isJson(req.headers['content-type']))
    throw refusal(415, 'Unsupported Media Type', 'The control API takes JSON only (Content-Type: application/json)')
}

/** The login form's gate: posted from one of the Lake's own pages (`ownOrigins`), as a form. */
export function checkLoginForm(req: IncomingMessage, ownOrigins: string[]) {
  const origin = req.headers.origin
  if (origin !== undefined && !ownOrigins.includes(origin))
    throw refusal(403, 'Forbidden', 'The login form is posted from the local Content Lake’s own login page only')
  if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded')
    throw refusal(
      415,
      'Unsupported Media Type',
      'The login form takes a form body only (Content-Type: application/x-www-form-urlencoded)',
    )
}

function mediaType(contentType: string | undefined) {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

function isJson(contentType: string | undefined) {
  return mediaType(contentType) === 'application/json'
}
