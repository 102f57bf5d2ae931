/**
 * Redirects editors manage (the `redirect` document type), in one place for the three parts that use
 * them: the Studio's validation, the Studio's slug-change action and the site's proxy (web/proxy.ts),
 * which answers a request for `source` with 308 (permanent) or 307 (temporary) to `destination`,
 * keeping the request's query string.
 *
 * Rules:
 *   - a source is a path on this site: "/old-page" (no query string, no #anchor, no trailing slash,
 *     nothing under the addresses the proxy never sees: /api/, /_next/, /seed/);
 *   - a destination is a path on this site or an https:// address that passes the link allowlist
 *     (./url.ts), never a mailto:, tel: or #anchor;
 *   - no chain (a destination that is itself redirected, or a source another redirect leads to) and
 *     no loop: a visitor passes through one redirect at most.
 */
import {hrefKind, isSameOriginPath} from './url'

/** What the site applies: a redirect from `source` to `destination`. */
export interface RedirectRule {
  source: string
  destination: string
  permanent: boolean
}

/** A published redirect with its id, as the Studio reads it. */
export interface StoredRedirect extends RedirectRule {
  _id: string
}

/** Paths the proxy never runs on (web/proxy.ts `config.matcher` excludes exactly these). */
export const RESERVED_PREFIXES = ['/api/', '/_next/', '/seed/'] as const

/** The status a redirect answers with: 308 permanent, 307 temporary (both keep the method and body). */
export const redirectStatus = (rule: Pick<RedirectRule, 'permanent'>): 308 | 307 => (rule.permanent ? 308 : 307)

/**
 * A path as the proxy compares it: percent-escapes decoded (an editor types "/café", a browser asks for
 * "/caf%C3%A9") and without a trailing slash ("/" stays "/").
 */
export function comparablePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // a malformed escape is compared as it is
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/** Why `value` cannot be a redirect's source, or null when it can. */
export function sourceProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'Give the old address, e.g. /old-page'
  if (!value.startsWith('/') || hrefKind(value) !== 'path')
    return 'Start with / and give a path on this site without spaces, e.g. /old-page (not a full https:// address)'
  if (/[?#]/.test(value)) return 'Give the path only: the query string (?…) and #anchor are kept from the request'
  if (value.length > 1 && value.endsWith('/')) return 'Leave out the slash at the end: /old-page, not /old-page/'
  const reserved = RESERVED_PREFIXES.find((prefix) => value === prefix.slice(0, -1) || value.startsWith(prefix))
  if (reserved) return `Addresses under ${reserved} belong to the site itself and cannot be redirected`
  return null
}

/** Why `value` cannot be a redirect's destination, or null when it can. */
export function destinationProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'Give the new address, e.g. /new-page or https://…'
  const kind = hrefKind(value)
  if (kind === 'path' || kind === 'https') return null
  if (/^http:\/\//i.test(value)) return 'Use https:// for addresses on other sites'
  if (/^\/[/\\]/.test(value)) return 'Start a page of this site with a single / (// leads to another site)'
  return 'Give a path on this site (/new-page) or a full https:// address, without spaces'
}

/** The path part of a destination on this site ("/contact?x=1#top" → "/contact"), or null for https. */
export function destinationPath(destination: string): string | null {
  if (!isSameOriginPath(destination)) return null
  return comparablePath(destination.replace(/[?#].*$/, '') || '/')
}

/**
 * Why `candidate` would make visitors pass through more than one redirect, or null when it does not.
 * `others` are the other published redirects (not the candidate itself).
 */
export function chainProblem(
  candidate: Pick<RedirectRule, 'source' | 'destination'>,
  others: RedirectRule[],
): string | null {
  const source = comparablePath(candidate.source)
  const target = destinationPath(candidate.destination)
  if (target === source) return 'This redirect leads to itself: the destination is the source'
  const from = new Map(others.map((r) => [comparablePath(r.source), r]))
  if (target !== null && from.has(target)) {
    // Follow the chain to say where it ends, or that it comes back here (a loop).
    const seen = new Set([source])
    let at: string | null = target
    const hops = [candidate.source, candidate.destination]
    while (at !== null && from.has(at) && !seen.has(at)) {
      seen.add(at)
      const next = from.get(at)!
      hops.push(next.destination)
      at = destinationPath(next.destination)
    }
    if (at !== null && seen.has(at))
      return `Loop: ${hops.join(' → ')}. A visitor would never arrive; point one of them at a page`
    return `Chain: ${candidate.destination} is itself redirected (${hops.join(' → ')}). Point this redirect at ${hops.at(-1)} directly`
  }
  const into = others.find((r) => destinationPath(r.destination) === source)
  if (into)
    return `Chain: ${into.source} already redirects here, so visitors would pass through two redirects. Point ${into.source} at ${candidate.destination} instead`
  return null
}

/** The redirect for a request's path, if any. */
export function findRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const path = comparablePath(pathname)
  return rules.find((r) => comparablePath(r.source) === path)
}

/**
 * Where a redirect sends a request: its destination with the request's query string kept (after the
 * destination's own parameters). A path on this site stays a path; an https destination is a full address.
 */
export function redirectLocation(rule: RedirectRule, requestUrl: URL): string {
  const location = new URL(rule.destination, 'https://this-site.invalid')
  // The request's query string as it was sent (not re-encoded), after the destination's own.
  const kept = requestUrl.search.slice(1)
  if (kept) location.search = location.search ? `${location.search.slice(1)}&${kept}` : kept
  return isSameOriginPath(rule.destination) ? `${location.pathname}${location.search}${location.hash}` : location.href
}

/** The document types with an address of their own on the site. */
export type AddressedType = 'page' | 'blogArticle' | 'blogCategory'

/**
 * The address of a page, article or blog category: the home page ("index") is "/", an article is
 * under /blog/, a category's page under /blog/category/.
 */
export function addressOf(type: AddressedType, slug: string): string {
  if (type === 'blogArticle') return `/blog/${slug}`
  if (type === 'blogCategory') return `/blog/category/${slug}`
  return slug === 'index' ? '/' : `/${slug}`
}

/** The page, article or category a source would shadow, as a GROQ filter's parameters, or null for other paths. */
export function publishedAddressOf(source: string): {type: AddressedType; slug: string} | null {
  const path = comparablePath(source)
  if (path === '/') return {type: 'page', slug: 'index'}
  const category = /^\/blog\/category\/([^/]+)$/.exec(path)
  if (category) return {type: 'blogCategory', slug: category[1]!}
  const article = /^\/blog\/([^/]+)$/.exec(path)
  if (article) return {type: 'blogArticle', slug: article[1]!}
  const page = /^\/([^/]+)$/.exec(path)
  return page ? {type: 'page', slug: page[1]!} : null
}

/** What the Studio does when a published page, article or blog category gets a new slug (see studio/actions). */
export interface SlugChangePlan {
  /** The permanent redirect from the old address to the new one. */
  create: RedirectRule
  /** Redirects that led to the old address: they now lead to the new one (no chain). */
  retarget: Array<{_id: string; source: string; destination: string}>
  /**
   * Redirects from the new address (it had been renamed away before: they would hide the page or loop)
   * and from the old one (replaced by `create`): removed.
   */
  remove: Array<{_id: string; source: string}>
}

/**
 * The decision of the slug-change action: given the slug the published document has and the slug
 * about to be published, the redirects to create, retarget and remove; null when nothing moves (not
 * published yet, same slug, no slug, another document type).
 */
export function planSlugChange(input: {
  type: string
  publishedSlug: string | null | undefined
  newSlug: string | null | undefined
  redirects: readonly StoredRedirect[]
}): SlugChangePlan | null {
  const {type, publishedSlug, newSlug, redirects} = input
  if (type !== 'page' && type !== 'blogArticle' && type !== 'blogCategory') return null
  if (!publishedSlug || !newSlug || publishedSlug === newSlug) return null
  const from = addressOf(type, publishedSlug)
  const to = addressOf(type, newSlug)
  const moving = (r: StoredRedirect) => [from, to].includes(comparablePath(r.source))
  const retarget = redirects
    .filter((r) => !moving(r) && destinationPath(r.destination) === from)
    .map((r) => ({_id: r._id, source: r.source, destination: `${to}${/[?#].*$/.exec(r.destination)?.[0] ?? ''}`}))
  const remove = redirects.filter(moving).map((r) => ({_id: r._id, source: r.source}))
  return {create: {source: from, destination: to, permanent: true}, retarget, remove}
}
