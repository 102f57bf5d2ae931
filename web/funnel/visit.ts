/**
 * The browser's side of attribution and the funnel, run from the root layout's island
 * (layout/SiteScripts.client.tsx) and the forms, with no island or package of its own:
 *   - startVisit(): on a visit's first page, keeps where it came from (./attribution.ts) in
 *     sessionStorage for the visit; nothing is kept in a cookie, nothing identifies the visitor;
 *   - countStep(): one step of the funnel, sent to /api/count with sendBeacon: the step, the page and
 *     the visit's source, and nothing else. A page view names the page viewed; the later steps name
 *     the page the visit landed on, so the desk can say which pages bring leads. A browser that sends
 *     Global Privacy Control or Do Not Track sends nothing (the server checks again).
 */
import {readVisit, type Step, sourceOf, type Visit, visitFrom} from './attribution'

const KEY = 'helix.visit'

function stored(): Visit | null {
  try {
    return readVisit(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'))
  } catch {
    return null
  }
}

/** The visit's origin, kept from its first page (later pages of the same tab find it). */
export function startVisit(): Visit {
  const kept = stored()
  if (kept) return kept
  const visit = visitFrom(window.location, document.referrer)
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // Storage refused (private mode, quota): the visit is still attributed on this page.
  }
  return visit
}

/** The visit as kept, for a form's row (a page that never started one starts it now). */
export const currentVisit = (): Visit => stored() ?? startVisit()

const optedOut = () => {
  const n = navigator as Navigator & {globalPrivacyControl?: boolean}
  return n.globalPrivacyControl === true || n.doNotTrack === '1'
}

/** Sends one step of the funnel; `page` defaults to the current page for a page view, else the landing page. */
export function countStep(step: Exclude<Step, 'signup_confirmed'>, page?: string) {
  if (optedOut() || typeof navigator.sendBeacon !== 'function') return
  const visit = currentVisit()
  const body = JSON.stringify({
    step,
    page: page ?? (step === 'page_view' ? window.location.pathname : visit.landing),
    source: sourceOf(visit),
  })
  navigator.sendBeacon('/api/count', body)
}
