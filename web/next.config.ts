import {existsSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import type {NextConfig} from 'next'
import {readRedisUrl} from './cache/redis-url'
import {readApiHost} from './content/env'
import {readAnalyticsEnabled, readChatOrigin} from './lib/csp-integrations'
import {readFrameOrigins, securityHeaders} from './lib/security-headers'

const dataset = new URL('../studio/seed/production.ndjson', import.meta.url).pathname
/** SANITY_API_HOST: the host that stands in for Sanity's API serves the project's pictures too (content/image.ts). */
const apiHost = readApiHost(process.env.SANITY_API_HOST)
const imageHostPattern = (origin: string | undefined) => {
  if (!origin) return []
  const url = new URL(origin)
  return [
    {
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/images/**',
    },
  ]
}
const isLoopback = (origin: string | undefined) =>
  Boolean(origin && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname))
const studioUrl = process.env.NEXT_PUBLIC_SANITY_STUDIO_URL
const headers = securityHeaders({
  // In embedded mode the frames are the dataset's; with a live project add hosts with CSP_FRAME_HOSTS.
  frameOrigins: readFrameOrigins(
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ? undefined : existsSync(dataset) ? dataset : undefined,
  ),
  studioOrigin: studioUrl?.startsWith('http') ? new URL(studioUrl).origin : undefined,
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
  sanityProjectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  sanityApiHost: apiHost,
  // The chat provider: from the dataset's Site settings; with a live project from CSP_CHAT_ORIGIN.
  chatOrigin: readChatOrigin(
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ? undefined : existsSync(dataset) ? dataset : undefined,
  ),
  // Google Analytics: when the dataset's Site settings has a measurement id; with a live project unless CSP_ANALYTICS=off.
  analytics: readAnalyticsEnabled(
    process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ? undefined : existsSync(dataset) ? dataset : undefined,
  ),
  dev: process.env.NODE_ENV !== 'production',
})

// Refused here, before a server starts, rather than on the first request.
readRedisUrl(process.env.REDIS_URL)

/**
 * The build's id is part of every key in the shared cache (cache/shared-store.ts), so servers share
 * pages only when they run the same build: build once and copy it, or build on each server with the
 * same NEXT_BUILD_ID (the commit, say). Unset, Next picks a random id per build.
 */
function buildId(): string | null {
  const id = process.env.NEXT_BUILD_ID?.trim()
  if (!id) return null
  if (!/^[\w.-]{1,64}$/.test(id))
    throw new Error(
      `NEXT_BUILD_ID must be 1 to 64 letters, digits, "_", "." or "-" (a commit hash, say); got "${id.slice(0, 80)}".`,
    )
  return id
}

const nextConfig: NextConfig = {
  output: 'standalone',
  generateBuildId: buildId,
  // Where Next keeps pages and data, and their tags' revalidations: on this server's disk, or shared by
  // every server through Redis with REDIS_URL (cache/handler.ts). Vercel keeps its own cache.
  cacheHandler: process.env.VERCEL ? undefined : fileURLToPath(new URL('./cache/handler.ts', import.meta.url)),
  // Lets several builds live side by side (parallel work, benchmarks); the default is .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes a page's whole HTML (about 170 kB) on every request to make one, a
  // sixth of a cached page's cost to the server's one thread (0.85 of 5 ms on the 2-core test machine,
  // `npm run load`). A 304 would save the visitor bytes but the server no work, and a CDN in front
  // keeps validators of its own.
  generateEtags: false,
  // The stylesheet stays in cached files (two, about 12 kB gzip). Inlining it (experimental.inlineCss) was
  // measured: it also copies the CSS into each page's RSC payload, so every page grew by 26 kB and
  // Lighthouse mobile came out no better (scripts/bench/lighthouse.ts, paired runs on six routes).
  transpilePackages: ['@agency/schemas', '@agency/dataset'],
  // PGlite loads its WebAssembly and data files beside its module: required from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  // A second build of the same sources in one run (the test command's live-mode build, after the
  // embedded build checked them) need not check their types again: NEXT_TYPES_CHECKED=1 says so.
  typescript: {ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1'},
  // The embedded dataset is read at run time too (on-demand revalidation in a standalone server).
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
  // The share images' font files are read from @fontsource/inter at run time (share/fonts.ts).
  outputFileTracingIncludes: {
    '/**': ['../studio/seed/production.ndjson', '../studio/seed/images/**'],
    '/share-image/**': ['../node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff'],
    // The local Supabase (supabase/local/) runs the migrations from their files.
    '/api/local-supabase/**': ['./supabase/migrations/*.sql', './supabase/config.toml'],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{protocol: 'https', hostname: 'cdn.sanity.io'}, ...imageHostPattern(apiHost)],
    // The optimizer refuses addresses on this machine unless told; the local Content Lake is one.
    dangerouslyAllowLocalIP: isLoopback(apiHost),
  },
  async headers() {
    return [
      {source: '/:path*', headers},
      // A newsletter link's page holds its token in the address: no request from it, the page's own
      // scripts included, carries it in a Referer (the last rule wins over the site-wide policy).
      {source: '/newsletter/:step(confirm|unsubscribe)', headers: [{key: 'Referrer-Policy', value: 'no-referrer'}]},
    ]
  },
  // Redirects (/services → / among them) are content: web/proxy.ts applies them without a rebuild.
}

export default nextConfig
