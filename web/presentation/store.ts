import 'server-only'
/**
 * The presentation upload's calls to Supabase, over plain HTTP (supabase/service.ts) so tests can see
 * exactly what is sent: PostgREST for the presentation_requests table and its sweep functions, and the
 * Storage API for the private bucket (the same endpoints @supabase/storage-js uses). Authenticated with
 * the service role key, which only the server holds.
 */
import type {PresentationRequest} from '../supabase/database.types'
import {encodePath, type ServiceOptions, serviceHttp, StoreError} from '../supabase/service'

export const BUCKET = 'presentations'
const TABLE = 'presentation_requests'

export interface RequestRow {
  id: string
  file_path: string
  original_name: string
  size_bytes: number
  content_type: string
  email: string
  status: string
}

export type StoreOptions = ServiceOptions

const json = {'content-type': 'application/json'}

export function createStore(options: StoreOptions) {
  const {call, ok, rows} = serviceHttp(options)
  const byId = (id: string) => `/rest/v1/${TABLE}?id=eq.${encodeURIComponent(id)}`
  const patch = async (step: string, path: string, fields: Record<string, unknown>) =>
    ok(
      step,
      await call(step, path, {
        method: 'PATCH',
        headers: {...json, prefer: 'return=minimal'},
        body: JSON.stringify(fields),
      }),
    )

  return {
    /** POST /storage/v1/object/upload/sign/{bucket}/{path}: the signed upload path, relative to /storage/v1. */
    async signUpload(path: string): Promise<string> {
      const res = await ok(
        'sign upload',
        await call('sign upload', `/storage/v1/object/upload/sign/${BUCKET}/${encodePath(path)}`, {
          method: 'POST',
          headers: json,
          body: '{}',
        }),
      )
      const data = (await res.json().catch(() => null)) as {url?: unknown} | null
      if (typeof data?.url !== 'string' || !/[?&]token=/.test(data.url)) throw new StoreError('sign upload', 502)
      return data.url
    },

    /**
     * POST /storage/v1/object/sign/{bucket}/{path} {expiresIn}: a signed download path, relative to
     * /storage/v1, good for `seconds`.
     */
    async signDownload(path: string, seconds: number): Promise<string> {
      const res = await ok(
        'sign download',
        await call('sign download', `/storage/v1/object/sign/${BUCKET}/${encodePath(path)}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({expiresIn: seconds}),
        }),
      )
      const data = (await res.json().catch(() => null)) as {signedURL?: unknown} | null
      if (typeof data?.signedURL !== 'string' || !/[?&]token=/.test(data.signedURL))
        throw new StoreError('sign download', 502)
      return data.signedURL
    },

    /**
     * POST /rest/v1/presentation_requests, the new row returned. Over the database's limits (5 per
     * address, 30 an hour) PostgREST answers 429: a StoreError with status 429.
     */
    async insertRequest(row: Omit<RequestRow, 'id' | 'status'>): Promise<RequestRow> {
      const inserted = await rows<RequestRow>(
        'insert request',
        await call('insert request', `/rest/v1/${TABLE}`, {
          method: 'POST',
          headers: {...json, prefer: 'return=representation'},
          body: JSON.stringify({...row, status: 'new'}),
        }),
      )
      if (!inserted[0]?.id) throw new StoreError('insert request', 502)
      return inserted[0]
    },

    /** GET /rest/v1/presentation_requests?id=eq.{id}: the row, or null. */
    async getRequest(id: string): Promise<RequestRow | null> {
      const found = await rows<RequestRow>(
        'read request',
        await call(
          'read request',
          `${byId(id)}&select=id,file_path,original_name,size_bytes,content_type,email,status`,
          {method: 'GET', headers: {accept: 'application/json'}},
        ),
      )
      return found[0] ?? null
    },

    /** PATCH {status: 'rejected'}: the stored file was not what its name said. */
    async markRejected(id: string): Promise<void> {
      await patch('update request', byId(id), {status: 'rejected'})
    },

    /**
     * PATCH {status: 'uploaded', uploaded_at} where the request is still 'new': false when the sweep
     * expired it meanwhile (its file may be gone), so a request is never both expired and uploaded.
     */
    async markUploaded(id: string, at: Date): Promise<boolean> {
      const changed = await rows<{id: string}>(
        'update request',
        await call('update request', `${byId(id)}&status=eq.new&select=id`, {
          method: 'PATCH',
          headers: {...json, prefer: 'return=representation'},
          body: JSON.stringify({status: 'uploaded', uploaded_at: at.toISOString()}),
        }),
      )
      return changed.length > 0
    },

    /** PATCH {notified_at}: staff were emailed about this upload (only ever after sending). */
    async markNotified(id: string, at: Date): Promise<void> {
      await patch('mark notified', byId(id), {notified_at: at.toISOString()})
    },

    /**
     * PATCH {status: 'expired'} where the request is still 'new': true when this call changed it, so
     * a request confirmed meanwhile is never expired (and its file never deleted).
     */
    async claimExpired(id: string): Promise<boolean> {
      const changed = await rows<{id: string}>(
        'expire request',
        await call('expire request', `${byId(id)}&status=eq.new&select=id`, {
          method: 'PATCH',
          headers: {...json, prefer: 'return=representation'},
          body: JSON.stringify({status: 'expired'}),
        }),
      )
      return changed.length > 0
    },

    /** PATCH {status: 'new'} where 'expired': gives a claimed request back when its file could not be deleted. */
    async unclaimExpired(id: string): Promise<void> {
      await patch('unexpire request', `${byId(id)}&status=eq.expired`, {status: 'new'})
    },

    /** POST /rest/v1/rpc/presentations_to_notify: uploads whose staff email is unsent after 5 minutes. */
    async toNotify(maxRows: number): Promise<PresentationRequest[]> {
      return rows<PresentationRequest>(
        'list uploads to notify',
        await call('list uploads to notify', '/rest/v1/rpc/presentations_to_notify', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({max_rows: maxRows}),
        }),
      )
    },

    /** POST /rest/v1/rpc/presentations_expired: requests still 'new' 2 hours after signing. */
    async expired(maxRows: number): Promise<PresentationRequest[]> {
      return rows<PresentationRequest>(
        'list expired requests',
        await call('list expired requests', '/rest/v1/rpc/presentations_expired', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({max_rows: maxRows}),
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
        headers: {range: `bytes=0-${length - 1}`},
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

    /** DELETE /storage/v1/object/{bucket} {prefixes: [path]} (a path that is not there is no error). */
    async remove(path: string): Promise<void> {
      await ok(
        'delete file',
        await call('delete file', `/storage/v1/object/${BUCKET}`, {
          method: 'DELETE',
          headers: json,
          body: JSON.stringify({prefixes: [path]}),
        }),
      )
    },
  }
}

export type Store = ReturnType<typeof createStore>
