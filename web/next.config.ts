import type {NextConfig} from 'next'

const nextConfig: NextConfig = {
  output: 'standalone',
  // Lets several builds live side by side (parallel work, benchmarks); the default is .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@agency/schemas'],
  // The embedded dataset is read at run time too (on-demand revalidation in a standalone server).
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
  outputFileTracingIncludes: {'/**': ['../studio/seed/production.ndjson', '../studio/seed/images/**']},
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{protocol: 'https', hostname: 'cdn.sanity.io'}],
  },
  async redirects() {
    // /services has no page of its own: it answers with a redirect to the home page.
    return [{source: '/services', destination: '/', permanent: false}]
  },
}

export default nextConfig
