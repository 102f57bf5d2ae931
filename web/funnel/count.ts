import 'server-only'
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

/** The device class from the User-Agent (and the client hint, when sent): never stored beyond it. */
export function deviceOf(headers: Headers): Device {
  const ua = headers.get('user-agent') ?? ''
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet'
  if (headers.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(ua))
    return 'phone'
  return 'desktop'
}

/** Whether this request may be counted at all: not from a GPC or DNT browser, not from a known bot. */
export function countable(headers: Headers): boolean {
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
const clientOf = (headers: Headers) =>
  headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct'

export interface CountDeps {
  /** The page path as the funnel counts it, or null when it is not a page of this site. */
  knownPage: (path: string) => Promise<string | null>
  rollup: Rollup
  allow: (client: string) => boolean
  /** Keeps the process alive for a write this request started (Next's after()). */
  keepAlive?: (write: Promise<void>) => void
}

const answer = (status: number, message?: string) =>
  message
    ? Response.json({message}, {status, headers: {'cache-control': 'no-store'}})
    : new Response(null, {status, headers: {'cache-control': 'no-store'}})

export async function handleCount(request: Request, deps: CountDeps): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > COUNT_MAX_BYTES) return answer(413, 'Body too large.')
  const raw = await request.arrayBuffer().catch(() => new ArrayBuffer(COUNT_MAX_BYTES + 1))
  if (raw.byteLength > COUNT_MAX_BYTES) return answer(413, 'Body too large.')
  let input: Record<string, unknown>
  try {
    input = JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>
  } catch {
    return answer(400, 'Send {step, page, source}.')
  }
  const step = typeof input?.step === 'string' && BROWSER_STEPS.has(input.step) ? (input.step as Step) : null
  const path = sitePath(input?.page)
  // The browser sends the visit's source as it found it: cleaned here as the desk names sources.
  const source = typeof input?.source === 'string' && input.source.length <= 200 ? campaignValue(input.source) : null
  if (!step || !path || !source) return answer(400, 'Send {step, page, source}.')
  const page = await deps.knownPage(path)
  if (!page) return answer(400, 'Not a page of this site.')
  if (!countable(request.headers)) return answer(204)
  if (!deps.allow(clientOf(request.headers))) return answer(429, 'Too many.')
  const write = deps.rollup.add({step, page, source: source.toLowerCase(), device: deviceOf(request.headers)})
  if (write) deps.keepAlive?.(write)
  return answer(204)
}
