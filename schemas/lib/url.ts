/**
 * The one URL allowlist of the site. Every address that comes from content (links, buttons, Portable
 * Text annotations, frames, videos) and every redirect target passes through here, in the Studio (as
 * field validation) and on the site (before rendering or navigating). Allowed:
 *   - a path on this site: "/contact", "/blog/a?x=1#top" (never "//host" or "/\host", which browsers
 *     read as another site, nor their percent-encoded forms);
 *   - an anchor on the same page: "#pricing";
 *   - https://host/... (no user name or password in it);
 *   - mailto:someone@example.com and tel:+15550100.
 * Anything else (javascript:, data:, http:, relative "contact", spaces or control characters that a
 * browser would strip) is refused.
 */

export type HrefKind = 'path' | 'anchor' | 'https' | 'mailto' | 'tel'

// Browsers drop tabs and newlines anywhere in a URL and trim spaces and control characters around it,
// so "java\tscript:" or "/\n/evil.example" would turn into something else: refuse them outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what the rule refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029\\]/

/** Decodes percent-escapes until nothing changes (at most a few rounds), so "%252F" is seen as "/". */
function fullyDecoded(value: string): string {
  let current = value
  for (let i = 0; i < 4; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return current
    }
    if (next === current) return current
    current = next
  }
  return current
}

/** True for "/..." that stays on this origin: not "//", "/\" or any encoded form of them. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return false
  // Decoded once by a server or proxy, "/%2F%2Fhost" or "/%5Chost" would become "//host" or "/\host".
  const decoded = fullyDecoded(value).replace(/[\t\n\r]/g, '')
  return !/^\/[/\\]/.test(decoded)
}

/** What kind of allowed address `value` is, or null when the allowlist refuses it. */
export function hrefKind(value: unknown): HrefKind | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null
  if (value.startsWith('/')) return isSameOriginPath(value) ? 'path' : null
  if (UNSAFE_CHARACTERS.test(value)) return null
  if (/^#[\w-]+$/.test(value)) return 'anchor'
  if (/^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+(\?[^#]*)?$/i.test(value)) return 'mailto'
  if (/^tel:\+?[0-9().-]{3,40}$/i.test(value)) return 'tel'
  if (/^https:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
        ? 'https'
        : null
    } catch {
      return null
    }
  }
  return null
}

export const isAllowedHref = (value: unknown): value is string => hrefKind(value) !== null

/** The address itself when the allowlist accepts it (optionally only some kinds), otherwise undefined. */
export function safeHref(value: unknown, kinds?: readonly HrefKind[]): string | undefined {
  const kind = hrefKind(value)
  return kind && (!kinds || kinds.includes(kind)) ? (value as string) : undefined
}

/**
 * A redirect target taken from a request (a query parameter): a same-origin path, or "/" for anything
 * else. Use the result with `new URL(path, request.url)`.
 */
export function sameOriginRedirectPath(value: string | null | undefined): string {
  return typeof value === 'string' && value.length <= 2048 && isSameOriginPath(value) ? value : '/'
}

// Studio validation: each returns true or the message the editor sees.

/** A link a visitor follows: a page of this site, an anchor, https, mailto or tel. */
export function validateHref(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (isAllowedHref(value)) return true
  if (typeof value === 'string' && /^http:\/\//i.test(value)) return 'Use https:// for external addresses'
  if (typeof value === 'string' && /^\/[/\\]/.test(value))
    return 'Start a page of this site with a single / (// leads to another site)'
  return 'Start with / (a page of this site), # (a section of this page), https://, mailto: or tel:, without spaces'
}

/** A full https:// address (checkout pages, frames, social profiles). */
export function validateHttps(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return hrefKind(value) === 'https' ? true : 'Use a full https:// address'
}

/** A file the page loads itself (a video): https:// or a path on this site. */
export function validateHttpsOrPath(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return safeHref(value, ['https', 'path'])
    ? true
    : 'Use a full https:// address or a path on this site such as /videos/intro.mp4'
}
