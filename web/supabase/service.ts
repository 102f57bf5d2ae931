/**
 * The server's own access to Supabase, with the service role key, which only the server holds: its
 * configuration, and plain HTTP calls to PostgREST (/rest/v1) and the Storage API (/storage/v1) with a
 * time limit, so tests can see exactly what is sent. The presentation upload (presentation/store.ts)
 * and lead delivery (leads/store.ts) are built on it. The browser never uses this: it has the anon key
 * (supabase/client.ts).
 * No `import 'server-only'`: the funnel's count endpoint (pages/api/count.ts), a Pages API route, uses
 * this, and that package throws outside React's server layer. The key is never in the module: it is read
 * from the server's environment (not a NEXT_PUBLIC_ variable, so no browser bundle can hold it).
 */

export interface ServiceConfig {
  /** Where the server calls Supabase (SUPABASE_URL, else NEXT_PUBLIC_SUPABASE_URL). */
  apiUrl: string
  /** Where the browser goes: NEXT_PUBLIC_SUPABASE_URL, the origin the Content-Security-Policy allows. */
  publicUrl: string
  serviceKey: string
}

/** The server's Supabase configuration, or the names of the missing variables. */
export function serviceConfig(
  // The public URL is written out so Next.js inlines it at build time, like the browser's copy and the CSP.
  env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  },
): ServiceConfig | {missing: string[]} {
  const publicUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim()
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  const missing = [!publicUrl && 'NEXT_PUBLIC_SUPABASE_URL', !serviceKey && 'SUPABASE_SERVICE_ROLE_KEY'].filter(
    (m): m is string => Boolean(m),
  )
  if (!publicUrl || !serviceKey) return {missing}
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    apiUrl: (env.SUPABASE_URL?.trim() || publicUrl).replace(/\/+$/, ''),
    serviceKey,
  }
}

/** A Supabase call that failed: `timeout`, or the HTTP status it answered with (0: no answer). */
export class StoreError extends Error {
  constructor(
    readonly step: string,
    readonly status: number | 'timeout',
  ) {
    super(`Supabase ${step} failed: ${status}`)
    this.name = 'StoreError'
  }
}

export interface ServiceOptions {
  /** Where the server reaches Supabase, e.g. https://abcd.supabase.co */
  apiUrl: string
  serviceKey: string
  fetch?: typeof fetch
  /** Each call gives up after this long. */
  timeoutMs?: number
}

/** A storage path segment is URL-encoded one segment at a time (slashes stay). */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/**
 * `call` sends one request with the service key and answers the response (StoreError on no answer or
 * timeout); `ok` throws a StoreError for a status other than 2xx; `rows` reads a PostgREST array.
 */
export function serviceHttp({apiUrl, serviceKey, fetch: fetchImpl = fetch, timeoutMs = 10_000}: ServiceOptions) {
  const base = apiUrl.replace(/\/+$/, '')
  const auth = {apikey: serviceKey, authorization: `Bearer ${serviceKey}`}

  async function call(step: string, path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, {
        ...init,
        headers: {...auth, ...(init.headers as Record<string, string>)},
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      })
    } catch (e) {
      const name = (e as {name?: string}).name
      throw new StoreError(step, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 0)
    }
  }
  async function ok(step: string, res: Response): Promise<Response> {
    if (!res.ok) {
      await res.body?.cancel()
      throw new StoreError(step, res.status)
    }
    return res
  }
  async function rows<T>(step: string, res: Response): Promise<T[]> {
    const data = (await (await ok(step, res)).json().catch(() => null)) as T[] | null
    if (!Array.isArray(data)) throw new StoreError(step, 502)
    return data
  }
  return {call, ok, rows}
}
