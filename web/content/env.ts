/**
 * Where content comes from. With NEXT_PUBLIC_SANITY_PROJECT_ID the site reads a real Sanity project;
 * without it, the embedded dataset in studio/seed/production.ndjson.
 */
export const sanityEnv = {
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  studioUrl: process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || '',
}

export const isLive = () => Boolean(sanityEnv.projectId)

/** The site's public address, for canonical URLs, the sitemap and share cards. Never taken from a request. */
export function siteUrl(): string {
  const url = process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000'
  return url.replace(/\/+$/, '')
}
