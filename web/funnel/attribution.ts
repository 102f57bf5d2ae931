/**
 * Where a visit came from, cleaned to the database's rules (supabase/migrations/*_desk_and_funnel.sql:
 * is_site_path, is_host_name, is_campaign_value, attribution_source), so what a form sends is what
 * the tables take. Pure (no I/O). The browser keeps the visit raw (./visit.ts, on every first load) and
 * cleans it here only when a form is sent, in the code that loads with the send.
 */

/** The funnel's steps, as funnel_daily names them (the endpoint's list: ./count.ts). */
export type Step = 'page_view' | 'quiz_started' | 'quiz_finished' | 'lead' | 'message' | 'signup_confirmed'

/** A visit's origin, kept for the visit (sessionStorage) from its first page. */
export interface Visit {
  /** The first page of the visit, a path on this site. */
  landing: string
  /** The referring site's host, when another site sent the visitor. */
  referrer: string | null
  source: string | null
  medium: string | null
  campaign: string | null
}

/** The columns every visitor-written row carries (service_submissions, contact_messages, newsletter_signups). */
export interface AttributionColumns {
  landing_page: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

const PATH = /^\/([^/\s][^\s]*)?$/
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/** A path on this site as the tables take it (at most 200 characters), or null. */
export const sitePath = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 200 && PATH.test(value) ? value : null

/** A host name, lower-case, as the tables take it, or null. */
export const hostName = (value: unknown): string | null => {
  const host = typeof value === 'string' ? value.toLowerCase() : ''
  return host.length > 0 && host.length <= 253 && HOST.test(host) ? host : null
}

/** A UTM value: trimmed, control characters removed, at most 100 characters; null when empty. */
export const campaignValue = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const clean = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, 100)
    .trim()
  return clean === '' ? null : clean
}

/** A visit as read back from storage or a request: every field checked, null when it is not one. */
export function readVisit(value: unknown): Visit | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const landing = sitePath(v.landing)
  if (!landing) return null
  return {
    landing,
    referrer: hostName(v.referrer),
    source: campaignValue(v.source),
    medium: campaignValue(v.medium),
    campaign: campaignValue(v.campaign),
  }
}

export function attributionColumns(visit: Visit | null): AttributionColumns {
  return {
    landing_page: visit?.landing ?? null,
    referrer_host: visit?.referrer ?? null,
    utm_source: visit?.source ?? null,
    utm_medium: visit?.medium ?? null,
    utm_campaign: visit?.campaign ?? null,
  }
}

/** Where a visit came from, as the funnel and the desk name it: the UTM source, else the referring host, else "(direct)". */
export const sourceOf = (visit: Pick<Visit, 'source' | 'referrer'> | null): string =>
  visit?.source?.toLowerCase() || visit?.referrer || '(direct)'
