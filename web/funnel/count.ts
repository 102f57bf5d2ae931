/**
 * POST /api/count: one step of the funnel from a browser (./visit.ts), added to the day's rollups
 * (funnel_daily) and nothing else: no identifier, cookie, address or time of day is kept. In order:
 *   - 413 for a body over 512 bytes; 400 for one that is not {step, page, source} with a step a
 *     browser reports, a page of this site (knownPage) and a source (at most 200 characters, kept as
 *     its first 100 printable ones, lower-case);
 *   - 204 and nothing counted for a browser that sends Global Privacy Control (Sec-GPC: 1) or Do Not
 *     Track (DNT: 1), and for a known bot (isbot, by its User-Agent);
 *   - 429 past 120 steps a minute from one client address (held in memory for that minute only) or
 *     2,000 a second on this server;
 *   - 204 once counted. The count waits in memory for at most a second (./rollup.ts), so 500 steps a
 *     second are one database call a second.
 */
import {isbot} from 'isbot'
import {campaignValue, sitePath, type Step} from './attribution'
import type {Rollup} from './rollup'

export const COUNT_MAX_BYTES = 512

/** The steps a browser reports; a confirmed sign-up is counted by the server that confirms it. */
const BROWSER_STEPS: ReadonlySet<string> = new Set<Step>([
  'page_view',
  'quiz_started',
  'quiz_finished',
  'lead',
  'message',
])

export type Device = 'phone' | 'tablet' | 'desktop'

/** A request's headers as the funnel reads them: a web Request's Headers, or funnel/node-request.ts's view of Node's. */
export interface HeaderReader {
  get(name: string): string | null
}

/** The device class from the User-Agent (and the client hint, when sent): never stored beyond it. */
export function deviceOf(headers: HeaderReader): Device {
  const ua = headers.get('user-agent') ?? ''
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet'
  if (headers.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(ua))
    return 'phone'
  return 'desktop'
}

/** Whether this request may be counted at all: not from a GPC or DNT browser, not from a known bot. */
export function countable(headers: HeaderReader): boolean {
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return false
  const ua = headers.get('user-agent') ?? ''
  return ua !== '' && !isbot(ua)
}

/** At most `perClient` a minute per client address and `perSecond` in all; addresses are forgotten each minute. */
export function rateLimiter({perClient = 120, perSecond = 2000, now = Date.now} = {}) {
  let minute = 0
  let second = 0
  let inSecond = 0
  const clients = new Map<string, number>()
  return (client: string): boolean => {
    const t = now()
    if (Math.floor(t / 60_000) !== minute) {
      minute = Math.floor(t / 60_000)
      clients.clear()
    }
    if (Math.floor(t / 1000) !== second) {
      second = Math.floor(t / 1000)
      inSecond = 0
    }
    // A flood of invented addresses shares one allowance once the map is full.
    const key = clients.size >= 100_000 && !clients.has(client) ? 'overflow' : client
    const used = clients.get(key) ?? 0
    if (used >= perClient || inSecond >= perSecond) return false
    clients.set(key, used + 1)
    inSecond++
    return true
  }
}

/** The client's address as the load balancer in front of the server gives it, for the rate limit only. */
const clientOf = (headers: HeaderReader) =>
  headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct'

export interface CountDeps {
  /** The page path as the funnel counts it, or null when it is not a page of this site. */
  knownPage: (path: string) => Promise<string | null>
  rollup: Rollup
  allow: (client: string) => boolean
  /** Keeps the process alive for a write this request started (waitUntil on a serverless host). */
  keepAlive?: (write: Promise<void>) => void
}

/** What the endpoint reads of a request: a web Request is one, and so is funnel/node-request.ts's view of Node's. */
export interface CountRequest {
  headers: HeaderReader
  /** The body; once it is longer than COUNT_MAX_BYTES, anything longer (the rest need not be read). */
  arrayBuffer(): Promise<ArrayBuffer>
}

/** The answer: a status, and for a refusal a short message (never the request's own words). */
export interface CountAnswer {
  status: 204 | 400 | 413 | 429
  message?: string
}

const tooLarge: CountAnswer = {status: 413, message: 'Body too large.'}
const notACount: CountAnswer = {status: 400, message: 'Send {step, page, source}.'}

export async function handleCount(request: CountRequest, deps: CountDeps): Promise<CountAnswer> {
  if (Number(request.headers.get('content-length') ?? 0) > COUNT_MAX_BYTES) return tooLarge
  const raw = await request.arrayBuffer().catch(() => new ArrayBuffer(COUNT_MAX_BYTES + 1))
  if (raw.byteLength > COUNT_MAX_BYTES) return tooLarge
  let input: Record<string, unknown>
  try {
    input = JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>
  } catch {
    return notACount
  }
  const step = typeof input?.step === 'string' && BROWSER_STEPS.has(input.step) ? (input.step as Step) : null
  const path = sitePath(input?.page)
  // The browser sends the visit's source as it found it: cleaned here as the desk names sources.
  const source = typeof input?.source === 'string' && input.source.length <= 200 ? campaignValue(input.source) : null
  if (!step || !path || !source) return notACount
  const page = await deps.knownPage(path)
  if (!page) return {status: 400, message: 'Not a page of this site.'}
  if (!countable(request.headers)) return {status: 204}
  if (!deps.allow(clientOf(request.headers))) return {status: 429, message: 'Too many.'}
  const write = deps.rollup.add({step, page, source: source.toLowerCase(), device: deviceOf(request.headers)})
  if (write) deps.keepAlive?.(write)
  return {status: 204}
}
