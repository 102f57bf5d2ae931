/**
 * The site's Next.js cache handler (`cacheHandler` in next.config.ts): where Next keeps rendered
 * pages, route answers and fetched data, and their tags' revalidations. Next's default keeps a
 * publish (revalidateTag) only in the memory of the process that received the webhook, so a restart
 * or a second server lost it. This handler keeps Next's own on-disk cache (FileSystemCache) and adds:
 *   - without REDIS_URL (one server, its own disk, no other service): the tags' marks on disk,
 *     written before the webhook answers and read at start (cache/tag-marks.ts);
 *   - with REDIS_URL: one cache and one set of marks shared by every server through Redis, with each
 *     server's own copy as the floor while Redis is down or slow (cache/site-cache.ts,
 *     cache/shared-store.ts).
 * Stale stays stale-while-revalidate: a publish marks entries stale (a visitor gets the page at once
 * while it re-renders), it never deletes them.
 *
 * One exception, for a 404 a publish marked stale (a page published at an address that had none, or
 * published again after it was unpublished): it is answered as missing, so the visitor's own request
 * renders the page. Next re-renders a stale entry in the background of the request it serves the
 * stale entry to, and takes "is this a 404?" for the new render's metadata from that response's
 * status, already 404: the page came back as a 200 with the 404 page's title, description and
 * noindex, cached for a year, until the next mark (next/dist/server/app-render/app-render.js,
 * `is404: res.statusCode === 404`). Any other stale entry is served at once while it re-renders.
 *
 * And a 404 is kept only where it replaces an answer (a page unpublished, a slug changed): an address
 * nothing was ever kept for gets no entry, on disk or in Redis, so the made-up addresses a visitor or
 * a crawler asks for, as many as anyone can type, cost no storage; each is rendered when asked.
 * What the cache holds is then bounded by the content's own addresses, past and present.
 *
 * Shared quiz results and their share images are never kept either: they are as many as the results
 * the quiz gives (about 66,000, some 210 kB each), so keeping every one asked for could fill a disk
 * with 14 GB. Each is rendered when asked, from the quiz's cached content (no read per result).
 *
 * Next loads this file with Node's own import(), not the bundler, so this directory is TypeScript
 * that Node runs by stripping its types: no enums, namespaces or parameter properties, imports of
 * its own files with their `.ts` extension, and Next's internals by their `.js` file names (CommonJS).
 * The `.external` modules it reads are the same instances Next uses. cache/handler.test.ts loads it so.
 */
import {createRequire} from 'node:module'
import type {CacheHandler, CacheHandlerContext, CacheHandlerValue} from 'next/dist/server/lib/incremental-cache'
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache'
import type {Entry} from './codec.ts'
import {type SiteCache, siteCacheOf} from './site-cache.ts'
import {markedSince} from './tag-marks.ts'

const require = createRequire(import.meta.url)
const FileSystemCache: typeof FileSystemCacheType =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

type GetContext = Parameters<CacheHandler['get']>[1]
type SetContext = Parameters<CacheHandler['set']>[2]
type Value = Parameters<CacheHandler['set']>[1]

export default class SiteCacheHandler implements CacheHandler {
  private readonly cache: SiteCache | undefined
  /** This server's own copy: Next's default cache, on its disk. */
  private readonly own: FileSystemCacheType | undefined

  constructor(ctx: CacheHandlerContext) {
    const {fs, serverDistDir} = ctx
    // Next also bundles the handler into the proxy (web/proxy.ts), whose reads are never cached and
    // which has no build directory: there, as Next's own default would, it keeps nothing.
    if (!fs || !serverDistDir) return
    this.cache = siteCacheOf(serverDistDir)
    // With the shared store this process keeps its own memory copy (cache/site-cache.ts).
    this.own = new FileSystemCache({
      ...ctx,
      fs,
      serverDistDir,
      maxMemoryCacheSize: this.cache.store ? 0 : ctx.maxMemoryCacheSize,
    })
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const {cache, own} = this
    if (!cache || !own) return null
    await cache.ready()
    if (NEVER_KEPT.test(key)) return null
    const entry = cache.store
      ? await cache.read(key, ctx.kind, () => own.get(key, ctx) as Promise<Entry | null>)
      : await own.get(key, ctx)
    if (entry && isStale404(entry)) return null
    return entry as CacheHandlerValue | null
  }

  async set(key: string, data: Value, ctx: SetContext): Promise<void> {
    const {cache, own} = this
    if (!cache || !own) return
    if (NEVER_KEPT.test(key)) return
    const notFound = notFoundKind(data)
    if (notFound && !(await this.holds(key, notFound))) return
    if (!cache.store) return own.set(key, data, ctx)
    const cacheControl =
      'fetchCache' in ctx && ctx.fetchCache ? undefined : (ctx as {cacheControl?: unknown}).cacheControl
    await Promise.all([
      own.set(key, data, ctx),
      cache.write(key, {lastModified: Date.now(), value: data, cacheControl}),
    ])
  }

  /** Whether an answer is kept for this key, on this server's disk or in the shared store. */
  private async holds(key: string, kind: 'APP_PAGE' | 'APP_ROUTE'): Promise<boolean> {
    const {cache, own} = this
    if (await own!.get(key, {kind} as GetContext)) return true
    return !!(await cache!.store?.entryStamp(key))
  }

  async revalidateTag(tags: string | string[], durations?: {expire?: number}): Promise<void> {
    await this.cache?.revalidate(typeof tags === 'string' ? [tags] : tags, durations)
  }

  resetRequestCache(): void {}
}

/** The keys of shared quiz results' pages and share images (see above). */
const NEVER_KEPT = /\/(share-image\/)?ai-readiness-quiz\/result\/[^/]+$/

/** The kind of a page or route answer that is a 404; undefined for anything else. */
function notFoundKind(value: Value): 'APP_PAGE' | 'APP_ROUTE' | undefined {
  const answer = value as {kind?: string; status?: number} | null
  if (answer?.status !== 404) return undefined
  return answer.kind === 'APP_PAGE' || answer.kind === 'APP_ROUTE' ? answer.kind : undefined
}

/** A cached 404 page whose tags were marked after it was rendered (see above). */
function isStale404({value, lastModified}: Entry): boolean {
  const page = value as {kind?: string; status?: number; headers?: Record<string, unknown>} | null
  if (page?.kind !== 'APP_PAGE' || page.status !== 404) return false
  const tags = page.headers?.['x-next-cache-tags']
  return typeof tags === 'string' && markedSince(tags.split(','), lastModified)
}
