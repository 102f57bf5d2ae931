/**
 * An environment variable that holds an address, read the same way wherever one is (REDIS_URL in
 * cache/redis-url.ts, SANITY_API_HOST in content/env.ts): surrounding blanks are ignored and a blank
 * value is unset; a value that is not an address of the kind wanted stops the server before it starts
 * (next.config.ts reads both) with a message that names the variable and what it takes, and quotes the
 * value without any credentials in it.
 *
 * Loaded by Node without a bundler too (see cache/handler.ts): plain TypeScript, types only.
 */
export function readUrlVariable(
  name: string,
  value: string | undefined,
  {accepts, wanted}: {accepts: (url: URL) => boolean; wanted: string},
): URL | undefined {
  const raw = value?.trim()
  if (!raw) return undefined
  const url = URL.parse(raw)
  if (url && accepts(url)) return url
  throw new Error(`${name} must be ${wanted}; got "${raw.replace(/\/\/[^@/]*@/, '//…@').slice(0, 80)}".`)
}
