/**
 * The security headers every response carries (next.config.ts `headers()`), as a pure function so a
 * test can check them. The Content-Security-Policy lets frames load only from the hosts the content
 * embeds, and lets only this site and the Studio (Presentation tool) frame the site.
 */
import {readFileSync} from 'node:fs'
import {ANALYTICS_SOURCES, chatSources, type CspSources} from './csp-integrations'

/** Keys whose https values are loaded in a frame somewhere on the site. */
const FRAME_KEYS = /^(url|src|embedUrl|frameUrl|videoUrl|embed|newsletterUrl|videoEmbedUrl)$/

/** The origins of every https address in the dataset stored under a frame key. */
export function frameOriginsFromDataset(ndjson: string): string[] {
  const origins = new Set<string>()
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((v) => visit(v, key))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k)
    else if (typeof value === 'string' && key && FRAME_KEYS.test(key) && value.startsWith('https://')) {
      try {
        origins.add(new URL(value).origin)
      } catch {
        // not a URL: nothing to allow
      }
    }
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

export interface HeaderOptions {
  frameOrigins: string[]
  /** The Studio's origin, allowed to frame the site for the Presentation tool. */
  studioOrigin?: string
  /** The chat agent provider's origin (from its script address in Site settings). */
  chatOrigin?: string
  dev?: boolean
}

/** Adds each feature's origins to its directives; a directive that was 'none' gets only them. */
function withSources(directives: Record<string, string[]>, ...features: CspSources[]) {
  for (const feature of features) {
    for (const [name, origins] of Object.entries(feature)) {
      const current = (directives[name] ?? []).filter((v) => v !== "'none'")
      directives[name] = [...new Set([...current, ...origins])]
    }
  }
  return directives
}

export function contentSecurityPolicy({frameOrigins, studioOrigin, chatOrigin, dev = false}: HeaderOptions): string {
  const sanity = 'https://*.api.sanity.io https://*.apicdn.sanity.io wss://*.api.sanity.io'
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js inlines its bootstrap scripts; nonces would make every page dynamic. No eval outside dev.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'https://cdn.sanity.io'],
    'connect-src': ["'self'", 'https://*.supabase.co', sanity],
    'frame-src': frameOrigins.length ? frameOrigins : ["'none'"],
    'frame-ancestors': ["'self'", ...(studioOrigin ? [studioOrigin] : [])],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
  // Google Analytics (after consent) and the chat agent (after its button is pressed).
  withSources(directives, ANALYTICS_SOURCES, chatSources(chatOrigin))
  return Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ')
}

export function securityHeaders(opts: HeaderOptions): {key: string; value: string}[] {
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy(opts)},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'},
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload'},
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups'},
  ]
}
