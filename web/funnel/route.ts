import 'server-only'
/**
 * The funnel wired to the server: POST /api/count (./count.ts), the one rollup of this process
 * (./rollup.ts) writing to funnel_record() through the data API with the service role key (Supabase's
 * Postgres, or the local Supabase: supabase/local/env.ts), and the pages a count may name: those of
 * the sitemap, the search page, the newsletter's pages and the shared quiz results, counted as one.
 */
import {after} from 'next/server'
import sitemap from '../app/sitemap'
import {siteEnv} from '../supabase/local/env'
import {serviceConfig, serviceHttp} from '../supabase/service'
import {type Step, sitePath} from './attribution'
import {countable, deviceOf, handleCount, rateLimiter} from './count'
import {createRollup, type Rollup} from './rollup'

const SHARED = Symbol.for('helix.funnel')
type Shared = {rollup: Rollup; allow: (client: string) => boolean}

function shared(): Shared {
  const holder = globalThis as {[SHARED]?: Shared}
  holder[SHARED] ??= {
    allow: rateLimiter(),
    rollup: createRollup({
      write: async (counts) => {
        const config = serviceConfig(siteEnv())
        if ('missing' in config) throw new Error(`set ${config.missing.join(', ')}`)
        const {call, ok} = serviceHttp(config)
        const res = await ok(
          'record the funnel',
          await call('record the funnel', '/rest/v1/rpc/funnel_record', {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({counts}),
          }),
        )
        await res.body?.cancel()
      },
    }),
  }
  return holder[SHARED]
}

const FIXED = new Set([
  '/search',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/confirmed',
  '/newsletter/unsubscribed',
  '/newsletter/expired',
  '/newsletter/invalid',
  '/newsletter/unavailable',
])
const RESULT = '/ai-readiness-quiz/result'
let known: {paths: Set<string>; at: number} | undefined

/** A page of this site as the funnel counts it, or null: the sitemap's list, read at most once a minute. */
async function knownPage(path: string): Promise<string | null> {
  if (path.startsWith(`${RESULT}/`)) return RESULT
  if (FIXED.has(path)) return path
  if (!known || Date.now() - known.at > 60_000) {
    try {
      const entries = await sitemap()
      known = {paths: new Set(entries.map((e) => new URL(e.url).pathname)), at: Date.now()}
    } catch {
      known = {paths: known?.paths ?? new Set(['/']), at: Date.now()}
    }
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return known.paths.has(trimmed) ? trimmed : null
}

export async function handleCountRequest(request: Request): Promise<Response> {
  const {rollup, allow} = shared()
  return handleCount(request, {knownPage, rollup, allow, keepAlive: (write) => after(() => write)})
}

/**
 * Counts a step the server itself sees (a confirmed sign-up), with the row's page and source, when the
 * request that caused it may be counted (not GPC, DNT or a bot).
 */
export function countOnServer(request: Request, step: Step, page: string | null, source: string) {
  if (!countable(request.headers)) return
  const write = shared().rollup.add({step, page: sitePath(page) ?? '/', source, device: deviceOf(request.headers)})
  if (write) after(() => write)
}
