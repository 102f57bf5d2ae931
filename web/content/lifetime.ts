import 'server-only'
import {unstable_cache} from 'next/cache'
import {insideNextServer} from './env'

/**
 * Pages are cached until a publish changes them. Two renders are cached only briefly instead:
 *   - a 404, so a page published later at that address shows within a minute, not a year;
 *   - a page rendered from its last good content while the Content Lake was failing, so it is
 *     rendered again from fresh content soon after the Lake answers.
 *
 * Next.js caches a rendered result for the shortest revalidate among the data its render read. Such a
 * render reads nothing with a lifetime, so it would get the default of a year (s-maxage=31536000).
 * Reading one cached value that expires after N seconds gives the render that lifetime. Never call
 * these from not-found.tsx, which is prerendered into every page.
 */
export const NOT_FOUND_REVALIDATE_SECONDS = 60
export const LAST_GOOD_REVALIDATE_SECONDS = 30

const lifetime = (seconds: number) =>
  unstable_cache(async () => seconds, [`render-lifetime-${seconds}`], {revalidate: seconds})

const notFoundLifetime = lifetime(NOT_FOUND_REVALIDATE_SECONDS)
const lastGoodLifetime = lifetime(LAST_GOOD_REVALIDATE_SECONDS)

/** This render is a 404: cache it for a minute. */
export async function keepNotFoundBriefly(): Promise<void> {
  if (insideNextServer()) await notFoundLifetime()
}

/** This render used last good content because the Lake failed: render it again in half a minute. */
export async function keepLastGoodBriefly(): Promise<void> {
  if (insideNextServer()) await lastGoodLifetime()
}
