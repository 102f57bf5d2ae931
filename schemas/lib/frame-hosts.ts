/**
 * Which hosts a page may show in a frame. The site's Content-Security-Policy (web/lib/security-headers.ts)
 * allows, with a live Sanity project, exactly the origins in its CSP_FRAME_HOSTS variable; in embedded
 * mode it allows every origin the embedded dataset frames. A frame from any other host stays blank, so
 * the Studio warns on a frame address whose origin is not in that list before the editor publishes.
 *
 * The Studio cannot read the site's variables: give it the same list as SANITY_STUDIO_CSP_FRAME_HOSTS
 * (the Studio exposes only SANITY_STUDIO_* variables).
 */

/** Origins from a space- or comma-separated list such as "https://calendly.com https://www.youtube-nocookie.com". */
export function parseFrameHosts(list: string | undefined): string[] {
  const origins = new Set<string>()
  for (const item of (list ?? '').split(/[\s,]+/).filter(Boolean)) {
    try {
      origins.add(new URL(item).origin)
    } catch {
      // not an address: it allows nothing on the site either
    }
  }
  return [...origins].sort()
}

/** The list the Studio was given; undefined when SANITY_STUDIO_CSP_FRAME_HOSTS is not set. */
export function studioFrameHosts(): string[] | undefined {
  let raw: string | undefined
  try {
    // Written out in full: the Studio's bundler replaces this exact expression with the value.
    raw = process.env.SANITY_STUDIO_CSP_FRAME_HOSTS
  } catch {
    raw = undefined
  }
  return raw?.trim() ? parseFrameHosts(raw) : undefined
}

const HOW_TO_ADD =
  'To allow a host, add its origin to CSP_FRAME_HOSTS on the site (and to SANITY_STUDIO_CSP_FRAME_HOSTS for the Studio), then redeploy the site before publishing.'

/** A warning for a frame address the site would not show, or true. `hosts` undefined: the Studio was not told the list. */
export function frameHostWarning(value: unknown, hosts: string[] | undefined): true | string {
  if (typeof value !== 'string' || !value.startsWith('https://')) return true
  let origin: string
  try {
    origin = new URL(value).origin
  } catch {
    return true
  }
  if (!hosts) {
    return `The site shows frames only from the hosts in its CSP_FRAME_HOSTS setting, and the Studio does not know that list (SANITY_STUDIO_CSP_FRAME_HOSTS is not set). Check that ${origin} is in it, or the frame stays blank. ${HOW_TO_ADD}`
  }
  if (hosts.includes(origin)) return true
  const allowed = hosts.length ? `Frames work from: ${hosts.join(', ')}.` : 'No frame host is allowed yet.'
  return `${origin} is not allowed to show in a frame on the site, so this frame would stay blank. ${allowed} ${HOW_TO_ADD}`
}

/** Studio validation for frame address fields: `r.custom(validateFrameHost).warning()`. */
export const validateFrameHost = (value: unknown): true | string => frameHostWarning(value, studioFrameHosts())
