/**
 * The funnel wired to the server: POST /api/count (./count.ts, answered by pages/api/count.ts), the one
 * rollup of this process (./rollup.ts) writing to funnel_record() through the data API with the service
 * role key (Supabase's Postgres, or the local Supabase: supabase/local/env.ts), and the pages a count may
 * name: those of the address book the proxy judges by (lib/address-book.ts), the search page, the
 * newsletter's pages and the shared quiz results, counted as one.
 * No `import 'server-only'` here or below: the Pages API route runs outside React's server layer, where
 * that package throws. Nothing secret is in these modules; the service key is read from the server's
 * environment when a write is made.
 */
import {waitUntil} from '@vercel/functions'
import {after} from 'next/server'
import {judge} from '../lib/address-book'
import {ownAddressBook} from '../lib/own-routes'
import {siteEnv} from '../supabase/local/env'
import {serviceConfig, serviceHttp} from '../supabase/service'
import {type Step, sitePath} from './attribution'
import {type CountAnswer, type CountRequest, countable, deviceOf, handleCount, rateLimiter} from './count'
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
const currentAddresses = ownAddressBook("The funnel's pages")

/**
 * A page of this site as the funnel counts it, or null: a page the address book knows (not a share
 * image), a fixed page, or a shared quiz result (all counted as one). While the book cannot be read
 * the last one read is used; before any, no content page is counted.
 */
async function knownPage(path: string): Promise<string | null> {
  if (path.startsWith(`${RESULT}/`)) return RESULT
  if (FIXED.has(path)) return path
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (trimmed === '/share-image' || trimmed.startsWith('/share-image/')) return null
  const book = await currentAddresses()
  return book && judge(trimmed, book) === 'known' ? trimmed : null
}

/**
 * One count. A write it starts outlives the answer: a long-running server simply goes on; a serverless
 * host is asked to wait for it (waitUntil: Next's after() is not available to a Pages API route).
 */
export async function handleCountRequest(request: CountRequest): Promise<CountAnswer> {
  const {rollup, allow} = shared()
  return handleCount(request, {knownPage, rollup, allow, keepAlive: waitUntil})
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
