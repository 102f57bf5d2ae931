import type {RedirectRule} from '@agency/schemas/lib/redirects'

/**
 * The proxy's copy of the redirects (web/proxy.ts). The proxy runs before any page and cannot read
 * Next.js' data cache, so it asks the site's own /api/redirects and keeps the answer in memory for
 * FRESH_FOR_MS: a publish takes effect within seconds, and the route is asked at most once per
 * FRESH_FOR_MS whatever the traffic. Concurrent requests share one read. When the read fails (the
 * route is slow or answers an error) the last list is kept for another FRESH_FOR_MS and the failure is
 * logged once; with no list yet, requests pass through unredirected. A redirect never fails a request.
 */
export const FRESH_FOR_MS = 2000
const READ_DEADLINE_MS = 1500

export interface RedirectListOptions {
  /** Reads the list: a fetch of /api/redirects in the proxy, anything in a test. */
  read: (signal: AbortSignal) => Promise<RedirectRule[]>
  now?: () => number
  warn?: (message: string) => void
  /** How long a read may take (ms). */
  deadlineMs?: number
  /**
   * How long a read may take until one has answered (ms): `next dev` compiles /api/redirects on its
   * first request, which takes longer than any read of a running route should. Defaults to deadlineMs.
   */
  firstReadDeadlineMs?: number
}

export function redirectList({
  read,
  now = Date.now,
  warn = console.warn,
  deadlineMs = READ_DEADLINE_MS,
  firstReadDeadlineMs = deadlineMs,
}: RedirectListOptions) {
  let kept: {rules: RedirectRule[]; at: number} | undefined
  let pending: Promise<RedirectRule[]> | undefined
  let failing = false
  let answered = false

  async function refresh(): Promise<RedirectRule[]> {
    try {
      const rules = await read(AbortSignal.timeout(answered ? deadlineMs : firstReadDeadlineMs))
      answered = true
      if (failing) warn('Redirects: /api/redirects answers again.')
      failing = false
      kept = {rules, at: now()}
    } catch (error) {
      if (!failing)
        warn(
          `Redirects: /api/redirects could not be read (${(error as Error).message}); ${kept ? 'keeping the last list' : 'requests pass through'} until it answers.`,
        )
      failing = true
      kept = {rules: kept?.rules ?? [], at: now()}
    }
    return kept.rules
  }

  /** The current list: from memory while fresh, otherwise read again (one read at a time). */
  return function current(): Promise<RedirectRule[]> {
    if (kept && now() - kept.at < FRESH_FOR_MS) return Promise.resolve(kept.rules)
    pending ??= refresh().finally(() => {
      pending = undefined
    })
    return pending
  }
}

/** What /api/redirects answers, checked: anything else is an error the list logs. */
export function parseRedirectList(body: unknown): RedirectRule[] {
  const list = (body as {redirects?: unknown})?.redirects
  if (!Array.isArray(list)) throw new Error('the answer has no redirects list')
  return list.filter(
    (r): r is RedirectRule =>
      typeof r?.source === 'string' && typeof r?.destination === 'string' && typeof r?.permanent === 'boolean',
  )
}
