/**
 * How the site's own code (bundled by Next.js) reaches the cache of this server process, which lives in
 * the cache handler (cache/site-cache.ts, loaded by Node beside the bundle, so never the same module
 * instance): through one registered symbol on globalThis, like content/availability.ts. Absent where
 * the handler does not run (unit tests, scripts, a host with its own cache such as Vercel): then
 * these calls do nothing and content/last-good.ts keeps its answers on this server only.
 */

export interface SiteCacheLink {
  /**
   * Records that these tags changed now, on this server's disk and in the shared store, and resolves
   * once that is done. Next.js applies a route's revalidateTag() to the cache handler only after the
   * route's answer is sent; the webhook calls this first, so its 200 means the publish survives a
   * restart and reaches every server.
   */
  markStale(tags: string[]): Promise<void>
  /** The newest last good answer for a read in the shared store (undefined without one, or while it is down). */
  readLastGood(key: string): Promise<{at: number; json: string} | undefined>
  /** Shares a last good answer with the other servers (in the background). */
  shareLastGood(key: string, at: number, json: string): void
  /** When this server last learnt of a publish (ms): its own webhook's, or another server's marks. 0 for none. */
  lastPublishSeen(): number
}

const KEY = Symbol.for('helix.site-cache')

type Holder = typeof globalThis & {[KEY]?: SiteCacheLink}

export function installSiteCache(link: SiteCacheLink): void {
  ;(globalThis as Holder)[KEY] = link
}

export function siteCache(): SiteCacheLink | undefined {
  return (globalThis as Holder)[KEY]
}

/** content/webhook's tags, recorded before the webhook answers (see SiteCacheLink.markStale). */
export async function markStale(tags: string[]): Promise<void> {
  await siteCache()?.markStale(tags)
}

/** When this server last learnt of a publish (SiteCacheLink.lastPublishSeen); 0 without the handler. */
export function lastPublishSeen(): number {
  return siteCache()?.lastPublishSeen() ?? 0
}
