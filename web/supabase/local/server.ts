/**
 * Supabase's HTTP surface over the embedded database, as one fetch-style handler: the data API
 * (/rest/v1, ./postgrest.ts) and Storage (/storage/v1, ./storage.ts), with the project's two keys: the
 * anon key (public, what the browser holds) and the service role key (the server's secret). Every
 * committed insert into a table with a Database Webhook is passed to `onInsert` after the answer, as
 * Supabase's webhooks call the site after the row is stored.
 *
 * The site without a Supabase project serves it at /api/local-supabase (./site.ts); the tests run it on
 * a loopback port (`listen`), with a record of every call and switches for an outage.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {type LocalDatabase, openLocalDatabase, type QueuedInsert} from './engine'
import {postgrest, type Role} from './postgrest'
import {createStorage, folderFiles, memoryFiles, type ObjectFiles} from './storage'

export interface LocalSupabaseKeys {
  anon: string
  service: string
}

export interface LocalSupabaseOptions {
  /** The data folder (its db/ and storage/); without one, memory only. */
  dir?: string
  keys: LocalSupabaseKeys
  /** A Database Webhook: called once per committed insert into a table that has one. */
  onInsert?: (insert: QueuedInsert) => void | Promise<void>
}

export interface Call {
  method: string
  /** The path after the API's base, e.g. /rest/v1/contact_messages. */
  path: string
  query: Record<string, string>
  body: string
  key: 'service' | 'anon' | 'none'
  status: number
  at: number
}

/** Largest request body taken: the bucket's own 50 MB ceiling, and a little. */
const MAX_BODY = 52 * 1024 * 1024

const tableName = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a name: ${name}`)
  return name
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json', ...extra}})

export async function createLocalSupabase({dir, keys, onInsert}: LocalSupabaseOptions) {
  const database: LocalDatabase = await openLocalDatabase({dir: dir ? path.join(dir, 'db') : undefined})
  const files: ObjectFiles & {keys?: () => string[]; clear?: () => void} = dir
    ? folderFiles(path.join(dir, 'storage'))
    : memoryFiles()
  const storage = createStorage({pg: database.pg, files, secret: `storage\n${keys.service}`})
  const calls: Call[] = []
  let outage: number | null = null
  let failure:
    | ((method: string, path: string, query: Record<string, string>) => number | null | Promise<number | null>)
    | null = null
  let delivering = Promise.resolve()

  const keyOf = (headers: Headers): Call['key'] => {
    const bearer = (headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim()
    const token = bearer || (headers.get('apikey') ?? '').trim()
    return token === keys.service ? 'service' : token === keys.anon ? 'anon' : 'none'
  }

  /** Passes the inserts committed so far to the webhook, one at a time, in order. */
  function deliverQueued() {
    if (!onInsert) return
    delivering = delivering.then(async () => {
      for (const insert of await database.takeQueued()) {
        try {
          await onInsert(insert)
        } catch (error) {
          console.error(`local Supabase: the ${insert.table} webhook failed (${(error as Error).message})`)
        }
      }
    })
  }

  async function answer(request: Request, apiPath: string, body: Buffer): Promise<Response> {
    const url = new URL(request.url)
    const query = Object.fromEntries(url.searchParams)
    const failed = outage ?? (await failure?.(request.method, apiPath, query)) ?? null
    if (failed) return json(failed, {message: 'Service Unavailable'})
    const key = keyOf(request.headers)
    if (body.length > MAX_BODY) return json(413, {message: 'Payload too large'})

    if (apiPath.startsWith('/storage/v1/')) {
      const result = await storage(
        request.method,
        apiPath.slice('/storage/v1'.length),
        url.searchParams,
        request.headers,
        body,
        key === 'service',
      )
      const content =
        result.body === null ? null : typeof result.body === 'string' ? result.body : new Uint8Array(result.body)
      return new Response(content, {
        status: result.status,
        headers: {'content-type': 'application/json', ...result.headers},
      })
    }
    if (apiPath.startsWith('/rest/v1/')) {
      if (key === 'none')
        return json(401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        })
      const role: Role = key === 'service' ? 'service_role' : 'anon'
      const result = await postgrest(database.pg, role, {
        method: request.method,
        path: apiPath.slice('/rest/v1'.length),
        query: url.searchParams,
        prefer: request.headers.get('prefer') ?? '',
        body: body.toString('utf8'),
      })
      if (result.status < 300 && request.method === 'POST') deliverQueued()
      return new Response(result.body, {
        status: result.status,
        headers: result.body === null ? {} : {'content-type': 'application/json; charset=utf-8'},
      })
    }
    return json(404, {message: 'not part of the local Supabase'})
  }

  /** Supabase's CORS: any origin, the headers supabase-js sends. */
  const CORS = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers':
      'authorization, apikey, content-type, prefer, range, x-client-info, x-upsert, accept-profile, content-profile',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-expose-headers': 'content-range',
  }

  /** One request; `apiPath` is its path after the API's base (…/rest/v1/…, …/storage/v1/…). */
  async function handle(request: Request, apiPath: string): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: CORS})
    let response: Response
    let body = Buffer.alloc(0)
    try {
      if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) throw new RangeError('too large')
      body = Buffer.from(await request.arrayBuffer())
      response = await answer(request, apiPath, body)
    } catch (error) {
      if (error instanceof RangeError) response = json(413, {message: 'Payload too large'})
      else {
        console.error(`local Supabase: ${request.method} ${apiPath} failed (${(error as Error).message})`)
        response = json(500, {message: 'The local database failed; see the server log.'})
      }
    }
    const url = new URL(request.url)
    calls.push({
      method: request.method,
      path: apiPath,
      query: Object.fromEntries(url.searchParams),
      body: request.method === 'PUT' ? `<${body.length} bytes>` : body.toString('utf8'),
      key: keyOf(request.headers),
      status: response.status,
      at: Date.now(),
    })
    if (calls.length > 5000) calls.splice(0, calls.length - 5000)
    for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value)
    return response
  }

  let server: Server | undefined

  return {
    database,
    keys,
    calls,
    handle,
    // What the tests (and the browser tests' control API) do as the database's owner, past row-level
    // security but not past the checks and triggers: set up rows, read them back, age them.
    /** Every row of a table, oldest first (by `orderBy`). */
    async rows<T = Record<string, unknown>>(table: string, orderBy = 'created_at'): Promise<T[]> {
      const {rows} = await database.pg.query<{rows: T[]}>(
        `select coalesce(json_agg(t order by t.${tableName(orderBy)}), '[]') as rows from public.${tableName(table)} t`,
      )
      return rows[0]!.rows
    },
    /** The row whose `column` (id) is `key`, or undefined. */
    async row<T = Record<string, unknown>>(table: string, key: string, column = 'id'): Promise<T | undefined> {
      const {rows} = await database.pg.query<{row: T}>(
        `select to_json(t) as row from public.${tableName(table)} t where t.${tableName(column)}::text = $1`,
        [key],
      )
      return rows[0]?.row
    },
    /** Inserts rows as they are given (ids and times included). */
    async insert(table: string, ...rows: Array<Record<string, unknown>>): Promise<void> {
      for (const row of rows) {
        // Only the columns given: the others take their defaults.
        const cols = Object.keys(row).map(tableName).join(', ')
        await database.pg.query(
          `insert into public.${tableName(table)} (${cols}) select ${cols} from json_populate_record(null::public.${tableName(table)}, $1::json)`,
          [JSON.stringify(row)],
        )
      }
      await database.takeQueued()
    },
    /** Changes the row whose `column` (id) is `key`. */
    async set(table: string, key: string, fields: Record<string, unknown>, column = 'id'): Promise<void> {
      const names = Object.keys(fields).map(tableName)
      await database.pg.query(
        `update public.${tableName(table)} t set ${names.map((n) => `${n} = p.${n}`).join(', ')} from json_populate_record(null::public.${tableName(table)}, $1::json) p where t.${tableName(column)}::text = $2`,
        [JSON.stringify(fields), key],
      )
    },
    /** Empties tables (and, with none named, memory's objects too). */
    async clear(...tables: string[]): Promise<void> {
      for (const table of tables) await database.pg.query(`delete from public.${tableName(table)}`)
      if (tables.length === 0) files.clear?.()
    },
    /** Stores an object as an upload would (bucket/path). */
    putObject: (key: string, bytes: Buffer, contentType: string) => files.put(key, {bytes, contentType}),
    hasObject: (key: string) => files.get(key) !== undefined,
    /** The stored objects' keys (bucket/path), in memory mode. */
    objects: () => files.keys?.() ?? [],
    /** Until called with null, every call is answered `status` (an outage). */
    setOutage(status: number | null) {
      outage = status
    },
    /** Until called with null, a call `fail` gives a status for is answered with it. */
    setFailure(fail: typeof failure) {
      failure = fail
    },
    /** Resolves once every webhook call started so far has finished. */
    settled: () => delivering,
    /** Serves the API on loopback (tests, and the browser tests' stand-ins process). */
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const url = `http://${host}${req.url ?? '/'}`
        const headers = new Headers()
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string') headers.set(name, value)
          else if (Array.isArray(value)) headers.set(name, value.join(', '))
        const method = req.method ?? 'GET'
        const request = new Request(url, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
        })
        const response = await handle(request, new URL(url).pathname)
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      await new Promise<void>((resolve) => server!.listen(port, host, resolve))
      return `http://${host}:${(server.address() as AddressInfo).port}`
    },
    async close() {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
      await delivering
      await database.close()
    },
  }
}

export type LocalSupabase = Awaited<ReturnType<typeof createLocalSupabase>>
