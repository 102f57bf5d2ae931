import {readUrlVariable} from '../lib/url-variable'

/**
 * Where content comes from. With NEXT_PUBLIC_SANITY_PROJECT_ID the site reads a real Sanity project;
 * without it, the embedded dataset in studio/seed/production.ndjson.
 */
export const sanityEnv = {
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || '',
  /**
   * SANITY_API_HOST (server only): the origin the site calls instead of the project's own API hosts
   * (https://<project>.api.sanity.io), to put a proxy or a stand-in in front of the Content Lake.
   */
  apiHost: readApiHost(process.env.SANITY_API_HOST),
}

export const isLive = () => Boolean(sanityEnv.projectId)

/**
 * True inside a Next.js server or build (which sets NEXT_RUNTIME), where reads are cached and tagged;
 * false in plain Node (unit tests, scripts), where there is no data cache and reads run directly.
 */
export const insideNextServer = () => Boolean(process.env.NEXT_RUNTIME)

/** An origin such as `http://127.0.0.1:3399` or `https://lake-proxy.example.com`; nothing else is accepted. */
export function readApiHost(value: string | undefined): string | undefined {
  return readUrlVariable('SANITY_API_HOST', value, {
    accepts: (url) => /^https?:$/.test(url.protocol) && (url.pathname === '/' || url.pathname === '') && !url.search,
    wanted: 'an origin such as https://lake-proxy.example.com (scheme, host and port only)',
  })?.origin
}

/**
 * The site's public address, for canonical URLs, the sitemap, structured data and share images. Never
 * taken from a request. NEXT_PUBLIC_SITE_URL when set; on Vercel without it, the project's production
 * domain (VERCEL_PROJECT_PRODUCTION_URL, which Vercel sets without a scheme); in development
 * http://localhost:3000. A production build or server with neither stops with a message naming the
 * variable, so no page is published with localhost addresses.
 */
export function siteUrl(): string {
  const explicit = process.env.NEXT_PUBLIC_SITE_URL?.trim()
  if (explicit) return explicit.replace(/\/+$/, '')
  const vercel = process.env.VERCEL_PROJECT_PRODUCTION_URL?.trim()
  if (vercel) return `https://${vercel.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'NEXT_PUBLIC_SITE_URL is not set: set it to the public address, e.g. NEXT_PUBLIC_SITE_URL=https://www.example.com (on Vercel, VERCEL_PROJECT_PRODUCTION_URL is used when it is missing).',
    )
  return 'http://localhost:3000'
}
