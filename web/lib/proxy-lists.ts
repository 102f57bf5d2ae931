import type {RedirectRule} from '@agency/schemas/lib/redirects'

/**
 * The proxy's copies of what it needs from the content (web/proxy.ts): the redirects (/api/redirects)
 * and the addresses the site has (/api/addresses). The proxy runs before any page and cannot read
 * Next.js' data cache, so it asks the site's own routes and keeps each answer in memory for
 * FRESH_FOR_MS: a publish takes effect within seconds, and each route is asked at most once per
 * FRESH_FOR_MS whatever the traffic. Concurrent requests share one read. When the read fails (the
 * route is slow or answers an error) the last copy is kept for another FRESH_FOR_MS and the failure is
 * logged once; with no copy yet, the proxy acts as without one (requests pass through). The proxy's
 * copies never fail a request.
 */
export const FRESH_FOR_MS = 2000
const READ_DEADLINE_MS = 1500

export interface ProxyListOptions<T> {
  /** Reads the list: a fetch of the site's own route in the proxy, anything in a test. */
  read: (signal: AbortSignal) => Promise<T>
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

/**
 * A list the proxy keeps fresh: `what` names it in the log ("Redirects: /api/redirects"), `none` is
 * what it is before any read has answered.
 */
export function proxyList<T>(
  what: string,
  none: T,
  {
    read,
    now = Date.now,
    warn = console.warn,
    deadlineMs = READ_DEADLINE_MS,
    firstReadDeadlineMs = deadlineMs,
  }: ProxyListOptions<T>,
) {
  // `at`: when the read that gave the list began (answeredSince), or when the last read failed.
  let kept: {list: T; at: number} | undefined
  let pending: Promise<T> | undefined
  let failing = false
  let answered = false

  async function refresh(): Promise<T> {
    const started = now()
    try {
      const list = await read(AbortSignal.timeout(answered ? deadlineMs : firstReadDeadlineMs))
      answered = true
      if (failing) warn(`${what} answers again.`)
      failing = false
      kept = {list, at: started}
    } catch (error) {
      if (!failing)
        warn(
          `${what} could not be read (${(error as Error).message}); ${kept ? 'keeping the last list' : 'requests pass through'} until it answers.`,
        )
      failing = true
      kept = {list: kept?.list ?? none, at: now()}
    }
    return kept.list
  }

  /** The current list: from memory while fresh, otherwise read again (one read at a time). */
  function current(): Promise<T> {
    if (kept && now() - kept.at < FRESH_FOR_MS) return Promise.resolve(kept.list)
    pending ??= refresh().finally(() => {
      pending = undefined
    })
    return pending
  }
  /** Whether the list held is a read's answer (not the last one kept through a failure) begun at or after `time`. */
  current.answeredSince = (time: number): boolean => answered && !failing && !!kept && kept.at >= time
  return current
}

/** The proxy's copy of the redirects (none until /api/redirects first answers: no redirect). */
export const redirectList = (options: ProxyListOptions<RedirectRule[]>) =>
  proxyList<RedirectRule[]>('Redirects: /api/redirects', [], options)

/** What /api/redirects answers, checked: anything else is an error the list logs. */
export function parseRedirectList(body: unknown): RedirectRule[] {
  const list = (body as {redirects?: unknown})?.redirects
  if (!Array.isArray(list)) throw new Error('the answer has no redirects list')
  return list.filter(
    (r): r is RedirectRule =>
      typeof r?.source === 'string' && typeof r?.destination === 'string' && typeof r?.permanent === 'boolean',
  )
}
