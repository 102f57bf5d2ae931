import 'server-only'
/**
 * The presentation upload's calls to Supabase, over plain HTTP so tests can see exactly what is sent:
 * PostgREST for the presentation_requests table and the Storage API for the private bucket
 * (the same endpoints @supabase/storage-js uses). Authenticated with the service role key, which only
 * the server holds.
 */

export const BUCKET = 'presentations'
const TABLE = 'presentation_requests'

export type RequestStatus = 'new' | 'uploaded' | 'rejected'

export interface RequestRow {
  id: string
  file_path: string
  original_name: string
  size_bytes: number
  content_type: string
  email: string
  status: string
}

export interface StoreOptions {
  /** Where the server reaches Supabase, e.g. https://abcd.supabase.co */
  apiUrl: string
  serviceKey: string
  fetch?: typeof fetch
  /** Each call gives up after this long (a 504 for the visitor). */
  timeoutMs?: number
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

/** A storage path segment is URL-encoded one segment at a time (slashes stay). */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

export function createStore({apiUrl, serviceKey, fetch: fetchImpl = fetch, timeoutMs = 10_000}: StoreOptions) {
  const base = apiUrl.replace(/\/+$/, '')
  const auth = {apikey: serviceKey, authorization: `Bearer ${serviceKey}`}

  async function call(step: string, path: string, init: RequestInit): Promise<Response> {
    let res: Response
    try {
      res = await fetchImpl(`${base}${path}`, {...init, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store'})
    } catch (e) {
      const name = (e as {name?: string}).name
      throw new StoreError(step, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 0)
    }
    return res
  }
  async function ok(step: string, res: Response): Promise<Response> {
    if (!res.ok) {
      await res.body?.cancel()
      throw new StoreError(step, res.status)
    }
    return res
  }

  return {
    /** POST /storage/v1/object/upload/sign/{bucket}/{path}: the signed upload path, relative to /storage/v1. */
    async signUpload(path: string): Promise<string> {
      const res = await ok(
        'sign upload',
        await call('sign upload', `/storage/v1/object/upload/sign/${BUCKET}/${encodePath(path)}`, {
          method: 'POST',
          headers: {...auth, 'content-type': 'application/json'},
          body: '{}',
        }),
      )
      const data = (await res.json().catch(() => null)) as {url?: unknown} | null
      if (typeof data?.url !== 'string' || !/[?&]token=/.test(data.url)) throw new StoreError('sign upload', 502)
      return data.url
    },

    /** POST /rest/v1/presentation_requests, the new row returned. */
    async insertRequest(row: Omit<RequestRow, 'id' | 'status'>): Promise<RequestRow> {
      const res = await ok(
        'insert request',
        await call('insert request', `/rest/v1/${TABLE}`, {
          method: 'POST',
          headers: {...auth, 'content-type': 'application/json', prefer: 'return=representation'},
          body: JSON.stringify({...row, status: 'new'}),
        }),
      )
      const rows = (await res.json().catch(() => null)) as RequestRow[] | null
      if (!Array.isArray(rows) || !rows[0]?.id) throw new StoreError('insert request', 502)
      return rows[0]
    },

    /** GET /rest/v1/presentation_requests?id=eq.{id}: the row, or null. */
    async getRequest(id: string): Promise<RequestRow | null> {
      const res = await ok(
        'read request',
        await call(
          'read request',
          `/rest/v1/${TABLE}?id=eq.${encodeURIComponent(id)}&select=id,file_path,original_name,size_bytes,content_type,email,status`,
          {
            method: 'GET',
            headers: {...auth, accept: 'application/json'},
          },
        ),
      )
      const rows = (await res.json().catch(() => null)) as RequestRow[] | null
      if (!Array.isArray(rows)) throw new StoreError('read request', 502)
      return rows[0] ?? null
    },

    /** PATCH /rest/v1/presentation_requests?id=eq.{id} */
    async setStatus(id: string, status: RequestStatus): Promise<void> {
      await ok(
        'update request',
        await call('update request', `/rest/v1/${TABLE}?id=eq.${encodeURIComponent(id)}`, {
          method: 'PATCH',
          headers: {...auth, 'content-type': 'application/json', prefer: 'return=minimal'},
          body: JSON.stringify({status}),
        }),
      )
    },

    /**
     * GET /storage/v1/object/{bucket}/{path} with Range: the first `length` bytes and the stored size,
     * or null when the object is not there (the upload never arrived).
     */
    async readHead(path: string, length: number): Promise<{head: Uint8Array; size: number} | null> {
      const res = await call('read file', `/storage/v1/object/${BUCKET}/${encodePath(path)}`, {
        method: 'GET',
        headers: {...auth, range: `bytes=0-${length - 1}`},
      })
      if (res.status === 404 || res.status === 400) {
        // Storage answers a missing object with 400 {"statusCode":"404"} or 404.
        const text = await res.text().catch(() => '')
        if (res.status === 404 || /not.?found|"404"/i.test(text)) return null
        throw new StoreError('read file', res.status)
      }
      await ok('read file', res)
      const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? res.headers.get('content-length')
      const buf = new Uint8Array(await res.arrayBuffer())
      return {head: buf.slice(0, length), size: total ? Number(total) : buf.length}
    },

    /** DELETE /storage/v1/object/{bucket} {prefixes: [path]} */
    async remove(path: string): Promise<void> {
      await ok(
        'delete file',
        await call('delete file', `/storage/v1/object/${BUCKET}`, {
          method: 'DELETE',
          headers: {...auth, 'content-type': 'application/json'},
          body: JSON.stringify({prefixes: [path]}),
        }),
      )
    },
  }
}

export type Store = ReturnType<typeof createStore>
