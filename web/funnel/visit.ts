/**
 * The browser's side of attribution and the funnel, run from the root layout's island
 * (layout/SiteScripts.client.tsx), the quiz and the forms, with no island or package of its own, and
 * small, since it loads with every page:
 *   - startVisit(): on a visit's first page, keeps where it came from in sessionStorage for the visit
 *     (this tab only): the page, the referring site's host (another site's, never its path) and the
 *     address's utm_source, utm_medium and utm_campaign, as they are; a form cleans them when it is
 *     sent (./attribution.ts). Nothing is kept in a cookie, nothing identifies the visitor;
 *   - countStep(): one step of the funnel, sent to /api/count with sendBeacon: the step, the page and
 *     the visit's source, and nothing else. A page view names the page viewed; the later steps name
 *     the page the visit landed on, so the desk can say which pages bring leads. A browser that sends
 *     Global Privacy Control or Do Not Track sends nothing (the server checks again).
 */
import type {Step} from './attribution'

const KEY = 'helix.visit'

/** The visit as kept (raw: clean it with readVisit before storing it anywhere), or null. */
export function storedVisit(): Record<string, string> | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
}

/** Keeps the visit's origin on its first page; later pages of the same tab find it kept. */
export function startVisit() {
  if (storedVisit()) return
  const query = new URLSearchParams(location.search)
  let referrer = ''
  try {
    referrer = new URL(document.referrer).hostname
  } catch {
    // no referrer
  }
  const visit = {
    landing: location.pathname,
    referrer: referrer === location.hostname ? '' : referrer,
    source: query.get('utm_source') ?? '',
    medium: query.get('utm_medium') ?? '',
    campaign: query.get('utm_campaign') ?? '',
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // Storage refused (private mode, quota): the visit goes unattributed.
  }
}

/** Sends one step of the funnel; `page` defaults to the current page for a page view, else the landing page. */
export function countStep(step: Exclude<Step, 'signup_confirmed'>) {
  const n = navigator as Navigator & {globalPrivacyControl?: boolean}
  if (n.globalPrivacyControl || n.doNotTrack === '1' || !n.sendBeacon) return
  const visit = storedVisit()
  n.sendBeacon(
    '/api/count',
    JSON.stringify({
      step,
      page: step === 'page_view' ? location.pathname : visit?.landing || location.pathname,
      source: visit?.source || visit?.referrer || '(direct)',
    }),
  )
}
