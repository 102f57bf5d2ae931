/**
 * The security headers every response carries (next.config.ts `headers()`), as a pure function so a
 * test can check them. The Content-Security-Policy allows:
 *   - this site for everything by default;
 *   - frames only from the origins the content really embeds (see FRAME_FIELDS);
 *   - third-party hosts only for a feature that loads them (see thirdPartySources); nothing else.
 * Only this site and the Studio (Presentation tool) may frame the site.
 */
import {readFileSync} from 'node:fs'
import {ANALYTICS_SOURCES, chatSources} from './csp-integrations'

/**
 * The content fields whose address is loaded in an <iframe>, by the _type of the object holding them
 * ("[]" steps into an array). Keep in step with the components that render an iframe: sections/Embed,
 * sections/Report, sections/VideoGallery and layout/Footer (newsletter). Links (buttons, social
 * profiles, checkout pages) are never frames, so they never widen frame-src.
 */
export const FRAME_FIELDS: Record<string, string[]> = {
  embed: ['url'],
  report: ['video.url'],
  videoGallery: ['videos[].url'],
  siteSettings: ['newsletterUrl'],
}

/** The values at `path` ("a.b", "list[].c") inside `value`. */
function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value]
  for (const step of path.split('.')) {
    const isArray = step.endsWith('[]')
    const key = isArray ? step.slice(0, -2) : step
    current = current.flatMap((v) => {
      const next = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined
      return isArray ? (Array.isArray(next) ? next : []) : [next]
    })
  }
  return current
}

/** The origins of every https address the dataset stores in a frame field (FRAME_FIELDS). */
export function frameOriginsFromDataset(ndjson: string): string[] {
  const origins = new Set<string>()
  const add = (value: unknown) => {
    if (typeof value !== 'string' || !value.startsWith('https://')) return
    try {
      origins.add(new URL(value).origin)
    } catch {
      // not a URL: nothing to allow
    }
  }
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (!value || typeof value !== 'object') return
    const type = (value as {_type?: unknown})._type
    if (typeof type === 'string' && FRAME_FIELDS[type])
      for (const path of FRAME_FIELDS[type]) valuesAt(value, path).forEach(add)
    Object.values(value).forEach(visit)
  }
  for (const line of ndjson.split('\n')) if (line.trim()) visit(JSON.parse(line))
  return [...origins].sort()
}

export function readFrameOrigins(datasetPath: string | undefined): string[] {
  const extra = (process.env.CSP_FRAME_HOSTS ?? '').split(/[\s,]+/).filter(Boolean)
  let fromContent: string[] = []
  if (datasetPath) {
    try {
      fromContent = frameOriginsFromDataset(readFileSync(datasetPath, 'utf8'))
    } catch {
      fromContent = []
    }
  }
  return [...new Set([...fromContent, ...extra])].sort()
}

type FetchDirective = 'script-src' | 'style-src' | 'img-src' | 'media-src' | 'connect-src' | 'frame-src' | 'font-src'

/** One feature that loads something from another origin, and exactly what it loads, per directive. */
export interface ThirdParty {
  feature: string
  sources: Partial<Record<FetchDirective, string[]>>
}

export interface HeaderOptions {
  frameOrigins: string[]
  /** The Studio's origin, allowed to frame the site for the Presentation tool. */
  studioOrigin?: string
  /** NEXT_PUBLIC_SUPABASE_URL: the quiz's lead form posts to this project only. */
  supabaseUrl?: string
  /** NEXT_PUBLIC_SANITY_PROJECT_ID: with a live project, draft previews talk to its API. */
  sanityProjectId?: string
  /** SANITY_API_HOST: with a live project behind a proxy or stand-in, draft previews' live updates go to this origin. */
  sanityApiHost?: string
  /** More features with third-party hosts (added to what thirdPartySources derives). */
  thirdParties?: ThirdParty[]
  /** The chat agent provider's origin (from its script address in Site settings). */
  chatOrigin?: string
  /** A GA4 measurement id is configured: allow exactly the hosts gtag.js loads from and sends to. */
  analytics?: boolean
  dev?: boolean
}

const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The third-party origins the site loads, feature by feature. A feature that starts loading a new host
 * adds an entry here (or passes it in `thirdParties`), so the policy never allows more than is used.
 */
export function thirdPartySources({
  supabaseUrl,
  sanityProjectId,
  sanityApiHost,
  chatOrigin,
  analytics,
  thirdParties = [],
}: HeaderOptions): ThirdParty[] {
  const list: ThirdParty[] = []
  if (analytics)
    list.push({feature: 'Google Analytics 4 (after a visitor accepts analytics cookies)', sources: ANALYTICS_SOURCES})
  if (chatOrigin) list.push({feature: 'Chat agent (after its button is pressed)', sources: chatSources(chatOrigin)})
  const supabase = originOf(supabaseUrl?.trim())
  if (supabase) list.push({feature: 'Quiz lead form (Supabase insert)', sources: {'connect-src': [supabase]}})
  const project = sanityProjectId?.trim()
  if (project && /^[a-z0-9-]+$/.test(project)) {
    // With SANITY_API_HOST, pictures come from that host too (content/image.ts).
    const imageHost = originOf(sanityApiHost) ?? 'https://cdn.sanity.io'
    list.push({
      feature: 'Live Sanity project (images, draft preview, live updates)',
      sources: {
        'img-src': [imageHost],
        'media-src': [imageHost],
        'connect-src': [
          `https://${project}.api.sanity.io`,
          `https://${project}.apicdn.sanity.io`,
          `wss://${project}.api.sanity.io`,
          ...(originOf(sanityApiHost) ? [originOf(sanityApiHost)!] : []),
        ],
      },
    })
  }
  return [...list, ...thirdParties]
}

export function contentSecurityPolicy(opts: HeaderOptions): string {
  const {frameOrigins, studioOrigin, dev = false} = opts
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap scripts in prerendered pages; nonces would make every page dynamic. No eval outside dev.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [...frameOrigins],
    'frame-ancestors': ["'self'", ...(studioOrigin ? [studioOrigin] : [])],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  for (const {sources} of thirdPartySources(opts)) {
    for (const [directive, origins] of Object.entries(sources)) {
      directives[directive] ??= ["'self'"]
      const list = directives[directive]
      for (const origin of origins) if (!list.includes(origin)) list.push(origin)
    }
  }
  if (directives['frame-src']!.length === 0) directives['frame-src'] = ["'none'"]
  return Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ')
}

export function securityHeaders(opts: HeaderOptions): {key: string; value: string}[] {
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy(opts)},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload'},
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups'},
  ]
}
