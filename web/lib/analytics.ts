/**
 * Google Analytics 4 with consent. Nothing from Google loads until the visitor accepts analytics
 * cookies in the banner; the choice is kept for a year in a first-party cookie. gtag.js starts with
 * Consent Mode denied for everything, then grants analytics storage only (never advertising).
 */

/** The first-party cookie that remembers the visitor's choice: "granted" or "denied". */
export const CONSENT_COOKIE = 'helix_consent'
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js'

export type Consent = 'granted' | 'denied'

type Gtag = (...args: unknown[]) => void
type AnalyticsWindow = {dataLayer?: unknown[]; gtag?: Gtag; [key: string]: unknown}

/** A consent cookie's value as a choice; null for anything else. */
const asConsent = (value: string | undefined): Consent | null =>
  value === 'granted' || value === 'denied' ? value : null

/** The stored choice in a Cookie header or document.cookie string; null when the visitor has not chosen. */
export function parseConsent(cookieHeader: string): Consent | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === CONSENT_COOKIE && asConsent(value)) return asConsent(value)
  }
  return null
}

/** The Set-Cookie / document.cookie string that stores a choice for a year. */
export function consentCookie(choice: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The stored choice, read now: document.cookie, a synchronous round trip to the browser's cookie store. */
export function readConsent(): Consent | null {
  return parseConsent(document.cookie)
}

/** The part of the Cookie Store API that reads one cookie (lib.dom does not describe it yet). */
type CookieStoreReader = {get(name: string): Promise<{value?: string} | null>}

/**
 * The stored choice, read without holding up the page: the Cookie Store API answers asynchronously,
 * where document.cookie stops the main thread until the browser's cookie store answers, which as a page
 * loads can take milliseconds. Browsers
 * without the API, and pages where it fails, read document.cookie.
 */
export async function readConsentWithoutBlocking(): Promise<Consent | null> {
  const store = (window as unknown as {cookieStore?: CookieStoreReader}).cookieStore
  if (!store) return readConsent()
  try {
    return asConsent((await store.get(CONSENT_COOKIE))?.value)
  } catch {
    return readConsent()
  }
}

export function saveConsent(choice: Consent) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = consentCookie(choice, window.location.protocol === 'https:')
}

/** Loads gtag.js once for this measurement id, with Consent Mode defaulting to denied. */
export function startAnalytics(measurementId: string) {
  const w = window as unknown as AnalyticsWindow
  delete w[`ga-disable-${measurementId}`]
  if (!w.gtag || !document.querySelector(`script[src^="${GTAG_URL}"]`)) {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the queue as `arguments` objects, the way Google's snippet pushes them.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays
      w.dataLayer!.push(arguments)
    }
    w.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    w.gtag('consent', 'update', {analytics_storage: 'granted'})
    w.gtag('js', new Date())
    w.gtag('config', measurementId)
    const script = document.createElement('script')
    script.async = true
    script.src = `${GTAG_URL}?id=${encodeURIComponent(measurementId)}`
    document.head.appendChild(script)
    return
  }
  w.gtag('consent', 'update', {analytics_storage: 'granted'})
}

/**
 * Turns analytics off again after an earlier Accept: storage denied, this measurement id disabled,
 * and the Google Analytics cookies removed from this site's domains.
 */
export function stopAnalytics(measurementId: string) {
  const w = window as unknown as AnalyticsWindow
  w[`ga-disable-${measurementId}`] = true
  w.gtag?.('consent', 'update', {analytics_storage: 'denied'})
  const names = document.cookie
    .split(';')
    .map((c) => c.trim().split('=')[0]!)
    .filter((n) => n === '_ga' || n.startsWith('_ga_'))
  const labels = window.location.hostname.split('.')
  const domains = ['', ...labels.slice(0, -1).map((_, i) => `; Domain=.${labels.slice(i).join('.')}`)]
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
    }
  }
}

/** Sends an event when analytics are on (gtag present); otherwise does nothing. */
export function trackEvent(name: string, params?: Record<string, unknown>) {
  const w = window as unknown as AnalyticsWindow
  if (typeof w.gtag === 'function') w.gtag('event', name, params)
}
