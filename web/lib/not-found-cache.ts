import 'server-only'
import {unstable_cache} from 'next/cache'

/**
 * How long a 404 may be kept by a shared cache (CDN) and by Next.js' own page cache. Short, so a page
 * published later at that address shows within a minute instead of staying a 404 for a year.
 */
export const NOT_FOUND_REVALIDATE_SECONDS = 60

// Next.js caches a rendered result for the shortest revalidate among the data its render read. A 404
// reads nothing with a lifetime, so it would get the default of a year (s-maxage=31536000). Reading
// this one cached value, which expires after a minute, gives the 404 that lifetime. Call it only on
// the not-found path of a page (never in not-found.tsx, which is prerendered into every page).
const lifetime = unstable_cache(async () => NOT_FOUND_REVALIDATE_SECONDS, ['not-found-lifetime'], {
  revalidate: NOT_FOUND_REVALIDATE_SECONDS,
})

export async function keepNotFoundBriefly(): Promise<void> {
  await lifetime()
}
