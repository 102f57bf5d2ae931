/**
 * The part of Supabase Storage (/storage/v1) the presentation upload uses, over files on this machine
 * (or memory, for tests): signed upload URLs and the browser's PUT to one, a ranged read, a signed
 * download URL and the download itself, and deleting by prefix. The bucket's own limits (size, types)
 * come from storage.buckets, which the migrations write, and are enforced on upload as Storage does.
 * Signed URLs carry an HMAC token that expires (upload 2 hours, download as asked), so no one can
 * make one without the service key. Answers and errors are Storage's ({statusCode, error, message}).
 */
import {createHmac, timingSafeEqual} from 'node:crypto'
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {PGlite} from '@electric-sql/pglite'

const UPLOAD_SECONDS = 2 * 60 * 60

export interface StoredObject {
  bytes: Buffer
  contentType: string
}

/** Where objects are kept: a folder (the site's .local-supabase/storage) or memory. */
export interface ObjectFiles {
  put(key: string, object: StoredObject): void
  get(key: string): StoredObject | undefined
  delete(key: string): boolean
}

export function memoryFiles(): ObjectFiles & {keys(): string[]; clear(): void} {
  const objects = new Map<string, StoredObject>()
  return {
    put: (key, object) => void objects.set(key, object),
    get: (key) => objects.get(key),
    delete: (key) => objects.delete(key),
    keys: () => [...objects.keys()],
    clear: () => objects.clear(),
  }
}

export function folderFiles(dir: string): ObjectFiles {
  const data = (key: string) => path.join(dir, 'data', key)
  const meta = (key: string) => path.join(dir, 'meta', `${key}.json`)
  return {
    put(key, {bytes, contentType}) {
      mkdirSync(path.dirname(data(key)), {recursive: true})
      mkdirSync(path.dirname(meta(key)), {recursive: true})
      writeFileSync(data(key), bytes)
      writeFileSync(meta(key), JSON.stringify({contentType}))
    },
    get(key) {
      try {
        const {contentType} = JSON.parse(readFileSync(meta(key), 'utf8')) as {contentType: string}
        return {bytes: readFileSync(data(key)), contentType}
      } catch {
        return undefined
      }
    },
    delete(key) {
      const had = this.get(key) !== undefined
      rmSync(data(key), {force: true})
      rmSync(meta(key), {force: true})
      return had
    },
  }
}

export interface StorageAnswer {
  status: number
  body: string | Buffer | null
  headers?: Record<string, string>
}

const fail = (status: number, statusCode: string, error: string, message: string): StorageAnswer => ({
  status,
  body: JSON.stringify({statusCode, error, message}),
})
const notFound = () => fail(400, '404', 'not_found', 'Object not found')
const ok = (value: unknown): StorageAnswer => ({status: 200, body: JSON.stringify(value)})

/** A bucket's name and an object's path: no empty, dot or dot-dot segment, nothing outside the bucket. */
function objectKey(bucket: string, objectPath: string): string | null {
  const segments = objectPath.split('/')
  if (!/^[a-z0-9][a-z0-9_-]{0,62}$/.test(bucket)) return null
  if (objectPath.length > 900 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0')))
    return null
  return `${bucket}/${objectPath}`
}

export interface StorageOptions {
  pg: PGlite
  files: ObjectFiles
  /** Signs the URLs' tokens (the service key: whoever holds it may sign anyway). */
  secret: string
  now?: () => number
}

export function createStorage({pg, files, secret, now = Date.now}: StorageOptions) {
  const sign = (purpose: string, key: string, expires: number) =>
    `${expires}.${createHmac('sha256', secret).update(`${purpose}\n${key}\n${expires}`).digest('base64url')}`
  const verify = (purpose: string, key: string, token: string | null) => {
    const [expires = '', mac = ''] = (token ?? '').split('.')
    const good = sign(purpose, key, Number(expires)).split('.')[1]!
    return (
      /^\d{10,15}$/.test(expires) &&
      Number(expires) > now() &&
      mac.length === good.length &&
      timingSafeEqual(Buffer.from(mac), Buffer.from(good))
    )
  }
  const bucketRules = async (bucket: string) =>
    (
      await pg.query<{file_size_limit: number | null; allowed_mime_types: string[] | null}>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      )
    ).rows[0]

  /**
   * One Storage request. `path` is what follows /storage/v1; `service` says the service key came with
   * it (a signed URL's PUT and GET carry a token instead).
   */
  return async function storage(
    method: string,
    urlPath: string,
    query: URLSearchParams,
    headers: Headers,
    body: Buffer,
    service: boolean,
  ): Promise<StorageAnswer> {
    const signedUpload = /^\/object\/upload\/sign\/([^/]+)\/(.+)$/.exec(urlPath)
    const signed = /^\/object\/sign\/([^/]+)\/(.+)$/.exec(urlPath)
    const plain = /^\/object\/([^/]+)\/(.+)$/.exec(urlPath)
    const match = signedUpload ?? signed ?? plain
    const key = match ? objectKey(match[1]!, match[2]!) : null

    if (signedUpload && key && method === 'PUT') {
      if (!verify('upload', key, query.get('token'))) return fail(400, '403', 'Unauthorized', 'invalid signature')
      const rules = await bucketRules(match![1]!)
      if (!rules) return fail(400, '404', 'Bucket not found', 'Bucket not found')
      const contentType = (headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim()
      if (rules.file_size_limit !== null && body.length > Number(rules.file_size_limit))
        return fail(400, '413', 'Payload too large', 'The object exceeded the maximum allowed size')
      if (rules.allowed_mime_types && !rules.allowed_mime_types.includes(contentType))
        return fail(400, '415', 'invalid_mime_type', `mime type ${contentType} is not supported`)
      files.put(key, {bytes: body, contentType})
      return ok({Key: key})
    }
    if (signed && key && method === 'GET') {
      if (!verify('download', key, query.get('token'))) return fail(400, '403', 'Unauthorized', 'invalid signature')
      const object = files.get(key)
      if (!object) return notFound()
      return {
        status: 200,
        body: object.bytes,
        headers: {
          'content-type': object.contentType,
          'content-disposition': `attachment; filename="${path.basename(key).replace(/[^\w.-]/g, '_')}"`,
        },
      }
    }

    if (!service) return fail(400, '403', 'Unauthorized', 'Invalid Compact JWS')

    if (signedUpload && key && method === 'POST') {
      const token = sign('upload', key, now() + UPLOAD_SECONDS * 1000)
      return ok({url: `/object/upload/sign/${match![1]}/${encodeURI(match![2]!)}?token=${token}`, token})
    }
    if (signed && key && method === 'POST') {
      if (!files.get(key)) return notFound()
      let expiresIn = 0
      try {
        expiresIn = Number((JSON.parse(body.toString('utf8') || '{}') as {expiresIn?: unknown}).expiresIn)
      } catch {
        expiresIn = 0
      }
      if (!(expiresIn > 0)) return fail(400, '400', 'invalid_request', 'expiresIn is required')
      const token = sign('download', key, now() + expiresIn * 1000)
      return ok({signedURL: `/object/sign/${match![1]}/${encodeURI(match![2]!)}?token=${token}`})
    }
    if (plain && key && method === 'GET') {
      const object = files.get(key)
      if (!object) return notFound()
      const range = /^bytes=(\d+)-(\d*)$/.exec(headers.get('range') ?? '')
      if (!range) return {status: 200, body: object.bytes, headers: {'content-type': object.contentType}}
      const start = Number(range[1])
      const end = Math.min(range[2] ? Number(range[2]) : object.bytes.length - 1, object.bytes.length - 1)
      const part = object.bytes.subarray(start, end + 1)
      return {
        status: 206,
        body: part,
        headers: {
          'content-type': object.contentType,
          'content-range': `bytes ${start}-${start + part.length - 1}/${object.bytes.length}`,
        },
      }
    }
    const bucketOnly = /^\/object\/([^/]+)$/.exec(urlPath)
    if (bucketOnly && method === 'DELETE') {
      let prefixes: unknown = []
      try {
        prefixes = (JSON.parse(body.toString('utf8') || '{}') as {prefixes?: unknown}).prefixes
      } catch {
        return fail(400, '400', 'invalid_request', 'The body is JSON')
      }
      if (!Array.isArray(prefixes)) return fail(400, '400', 'invalid_request', 'prefixes is a list')
      const removed = prefixes
        .map((p) => (typeof p === 'string' ? objectKey(bucketOnly[1]!, p) : null))
        .filter((k): k is string => k !== null && files.delete(k))
      return ok(removed.map((k) => ({name: k.slice(bucketOnly[1]!.length + 1), bucket_id: bucketOnly[1]})))
    }
    return fail(400, '404', 'not_found', 'not part of this Storage API')
  }
}
