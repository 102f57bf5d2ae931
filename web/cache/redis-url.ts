/**
 * REDIS_URL, read in one place for next.config.ts (which refuses a wrong one before the server starts)
 * and the cache handler (cache/shared-store.ts). Unset means one server with its own disk.
 *
 * Loaded by Node without a bundler too (see cache/handler.ts): plain TypeScript, types only.
 */
import {readUrlVariable} from '../lib/url-variable.ts'

/** `redis://` or `rediss://` with a host, or undefined when unset; anything else is refused, naming the variable. */
export function readRedisUrl(value: string | undefined): URL | undefined {
  return readUrlVariable('REDIS_URL', value, {
    accepts: (url) => /^rediss?:$/.test(url.protocol) && Boolean(url.hostname),
    wanted: 'a redis:// or rediss:// address such as redis://cache.internal:6379/0 (with :password@ if it needs one)',
  })
}
