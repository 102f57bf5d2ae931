/**
 * The part of PostgREST (Supabase's data API, /rest/v1) the site uses, over the embedded database:
 * inserts, reads, patches and rpc calls, each run in a transaction as the caller's role (anon or
 * service_role), so PostgreSQL's privileges, row-level security, checks and triggers decide, exactly as
 * behind Supabase. Nothing here knows a table: the SQL in the migrations is the only rule. Answers are
 * PostgREST's: its status codes, its error body {code, details, hint, message}, JSON made by
 * PostgreSQL (json_agg), `Prefer: return=minimal | representation`.
 *
 * Supported: POST /rest/v1/<table> (an object or an array), GET and PATCH /rest/v1/<table> with
 * `select=a,b`, filters `<column>=<op>.<value>` (eq, neq, gt, gte, lt, lte, is, in), `order` and
 * `limit`/`offset`; POST /rest/v1/rpc/<function> with named arguments. Anything else answers 404.
 */
import type {PGlite, Transaction} from '@electric-sql/pglite'

export type Role = 'anon' | 'service_role'

export interface RestAnswer {
  status: number
  /** JSON text, or null for no body. */
  body: string | null
}

interface PgError {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/
const quote = (name: string) => `"${name}"`

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

const errorBody = (code: string, message: string, details: string | null = null, hint: string | null = null) =>
  JSON.stringify({code, details, hint, message})

/** PostgREST's status for a PostgreSQL error (its docs, "HTTP Status Codes"). */
function statusOf(code: string, role: Role): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23505' || code === '23503') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === '53400') return 500
  if (/^(08|09|0L|0P|28|2D|38|39|3B|40|53|54|55|57|58|F0|HV|P0|XX)/.test(code)) return code === 'P0001' ? 400 : 500
  if (/^(22|23|42)/.test(code)) return 400
  return 400
}

function ident(name: string, what: string): string {
  if (!IDENT.test(name)) throw new RestError(400, 'PGRST100', `"${name.slice(0, 64)}" is not a valid ${what}`)
  return name
}

const OPERATORS: Record<string, string> = {eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<='}

/** The WHERE clause of the query string's filters, with its parameters numbered from `offset`. */
function filters(query: URLSearchParams, offset: number, alias: string): {sql: string; values: unknown[]} {
  const parts: string[] = []
  const values: unknown[] = []
  for (const [column, filter] of query) {
    if (['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'].includes(column)) continue
    const col = `${alias}.${quote(ident(column, 'column'))}`
    const dot = filter.indexOf('.')
    const op = dot < 0 ? filter : filter.slice(0, dot)
    const value = dot < 0 ? '' : filter.slice(dot + 1)
    if (OPERATORS[op]) {
      values.push(value)
      parts.push(`${col}::text ${OPERATORS[op]} $${offset + values.length}`)
    } else if (op === 'is' && ['null', 'true', 'false'].includes(value)) {
      parts.push(`${col} is ${value}`)
    } else if (op === 'in' && /^\(.*\)$/.test(value)) {
      values.push(
        value
          .slice(1, -1)
          .split(',')
          .map((v) => v.replace(/^"(.*)"$/, '$1')),
      )
      parts.push(`${col}::text = any($${offset + values.length}::text[])`)
    } else throw new RestError(400, 'PGRST100', `"${filter.slice(0, 64)}" is not a filter this API reads`)
  }
  return {sql: parts.length ? ` where ${parts.join(' and ')}` : '', values}
}

function selectList(query: URLSearchParams, alias: string): string {
  const select = query.get('select')
  if (!select || select === '*') return `${alias}.*`
  return select
    .split(',')
    .map((c) => `${alias}.${quote(ident(c.trim(), 'column'))}`)
    .join(', ')
}

function orderBy(query: URLSearchParams, alias: string): string {
  const order = query.get('order')
  if (!order) return ''
  const terms = order.split(',').map((term) => {
    const [column = '', ...mods] = term.split('.')
    const dir = mods.includes('desc') ? ' desc' : mods.includes('asc') ? ' asc' : ''
    const nulls = mods.includes('nullsfirst') ? ' nulls first' : mods.includes('nullslast') ? ' nulls last' : ''
    return `${alias}.${quote(ident(column, 'column'))}${dir}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

function limits(query: URLSearchParams): string {
  const limit = query.get('limit')
  const offset = query.get('offset')
  const n = (v: string) => {
    if (!/^\d{1,9}$/.test(v)) throw new RestError(400, 'PGRST100', 'limit and offset are whole numbers')
    return Number(v)
  }
  return `${limit !== null ? ` limit ${n(limit)}` : ''}${offset !== null ? ` offset ${n(offset)}` : ''}`
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body || 'null')
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
}

async function tableColumns(tx: Transaction, table: string): Promise<Set<string>> {
  const {rows} = await tx.query<{column_name: string}>(
    `select attname as column_name from pg_attribute
     where attrelid = to_regclass($1) and attnum > 0 and not attisdropped`,
    [`public.${quote(table)}`],
  )
  if (rows.length === 0) throw new RestError(404, '42P01', `relation "public.${table}" does not exist`)
  return new Set(rows.map((r) => r.column_name))
}

function checkColumns(keys: string[], columns: Set<string>, table: string) {
  for (const key of keys)
    if (!columns.has(key))
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key.slice(0, 64)}' column of '${table}' in the schema cache`,
      )
}

const jsonRows = async (tx: Transaction, sql: string, values: unknown[]) =>
  (await tx.query<{rows: string}>(`select coalesce(json_agg(r), '[]')::text as rows from (${sql}) r`, values)).rows[0]!
    .rows

/** The rows a data-modifying statement returns, as JSON (its WITH must be the statement's top level). */
const changedRows = async (tx: Transaction, sql: string, values: unknown[]) =>
  (
    await tx.query<{rows: string}>(
      `with changed as (${sql}) select coalesce(json_agg(changed), '[]')::text as rows from changed`,
      values,
    )
  ).rows[0]!.rows

async function insert(tx: Transaction, table: string, body: unknown, representation: boolean): Promise<RestAnswer> {
  const rows = Array.isArray(body) ? body : [body]
  if (rows.length === 0 || !rows.every((r) => r && typeof r === 'object' && !Array.isArray(r)))
    throw new RestError(400, 'PGRST102', 'The body is an object or an array of objects')
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))]
  checkColumns(keys, await tableColumns(tx, table), table)
  const cols = keys.map(quote).join(', ')
  const sql = `insert into public.${quote(table)} (${cols}) select ${cols} from json_populate_recordset(null::public.${quote(table)}, $1::json)${representation ? ' returning *' : ''}`
  if (!representation) {
    await tx.query(sql, [JSON.stringify(rows)])
    return {status: 201, body: null}
  }
  return {status: 201, body: await changedRows(tx, sql, [JSON.stringify(rows)])}
}

async function read(tx: Transaction, table: string, query: URLSearchParams): Promise<RestAnswer> {
  await tableColumns(tx, table)
  const where = filters(query, 0, 't')
  const sql = `select ${selectList(query, 't')} from public.${quote(table)} as t${where.sql}${orderBy(query, 't')}${limits(query)}`
  return {status: 200, body: await jsonRows(tx, sql, where.values)}
}

async function update(
  tx: Transaction,
  table: string,
  query: URLSearchParams,
  body: unknown,
  representation: boolean,
): Promise<RestAnswer> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new RestError(400, 'PGRST102', 'The body of a PATCH is one object')
  const keys = Object.keys(body)
  if (keys.length === 0) return {status: representation ? 200 : 204, body: representation ? '[]' : null}
  checkColumns(keys, await tableColumns(tx, table), table)
  // Each value takes its column's type through a record of the table's type, as PostgREST does.
  const assignments = keys.map((k) => `${quote(k)} = patch.${quote(k)}`).join(', ')
  const where = filters(query, 1, 't')
  const sql = `update public.${quote(table)} as t set ${assignments} from json_populate_record(null::public.${quote(table)}, $1::json) as patch${where.sql}`
  const values = [JSON.stringify(body), ...where.values]
  if (!representation) {
    await tx.query(sql, values)
    return {status: 204, body: null}
  }
  return {
    status: 200,
    body: await changedRows(tx, `${sql} returning ${selectList(query, 't')}`, values),
  }
}

interface FunctionInfo {
  args: Array<{name: string; type: string}>
  returnsSet: boolean
  returnsVoid: boolean
}

async function functionInfo(tx: Transaction, name: string, given: string[]): Promise<FunctionInfo> {
  const {rows} = await tx.query<{
    names: string[] | null
    types: string[]
    retset: boolean
    rettype: string
    defaults: number
  }>(
    `select proargnames as names, proargtypes::regtype[]::text[] as types, proretset as retset,
            prorettype::regtype::text as rettype, pronargdefaults as defaults
     from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
    [name],
  )
  for (const row of rows) {
    const args = row.types.map((type, i) => ({name: row.names?.[i] ?? '', type}))
    const required = args.slice(0, args.length - row.defaults).map((a) => a.name)
    if (given.every((g) => args.some((a) => a.name === g)) && required.every((r) => given.includes(r)))
      return {args, returnsSet: row.retset, returnsVoid: row.rettype === 'void'}
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
  )
}

async function rpc(tx: Transaction, name: string, body: unknown): Promise<RestAnswer> {
  const input = (body ?? {}) as Record<string, unknown>
  if (typeof input !== 'object' || Array.isArray(input))
    throw new RestError(400, 'PGRST102', 'The arguments are one object')
  const given = Object.keys(input)
  for (const g of given) ident(g, 'argument')
  const fn = await functionInfo(tx, name, given)
  const values: unknown[] = []
  const args = given.map((g) => {
    const {type} = fn.args.find((a) => a.name === g)!
    const value = input[g]
    if (type === 'json' || type === 'jsonb') {
      values.push(value === undefined ? null : JSON.stringify(value))
      return `${quote(g)} => $${values.length}::${type}`
    }
    if (type.endsWith('[]')) {
      values.push(value === null || value === undefined ? null : JSON.stringify(value))
      return `${quote(g)} => (select array_agg(e) from json_array_elements_text($${values.length}::json) e)::${type}`
    }
    values.push(
      value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : String(value),
    )
    return `${quote(g)} => $${values.length}::text::${type}`
  })
  const call = `public.${quote(name)}(${args.join(', ')})`
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, values)
    return {status: 204, body: null}
  }
  if (fn.returnsSet) return {status: 200, body: await jsonRows(tx, `select * from ${call}`, values)}
  const {rows} = await tx.query<{value: string}>(`select to_json(${call})::text as value`, values)
  return {status: 200, body: rows[0]?.value ?? 'null'}
}

export interface RestRequest {
  method: string
  /** The path after /rest/v1, e.g. /contact_messages or /rpc/newsletter_confirm. */
  path: string
  query: URLSearchParams
  prefer: string
  body: string
}

/** One PostgREST request as `role`, in its own transaction (rolled back on any error). */
export async function postgrest(pg: PGlite, role: Role, request: RestRequest): Promise<RestAnswer> {
  const {method, path, query} = request
  const representation = /return=representation/.test(request.prefer)
  const match = /^\/(?:(rpc)\/)?([^/]+)$/.exec(path)
  if (!match) return {status: 404, body: errorBody('PGRST125', 'Invalid path specified in request URL')}
  try {
    const name = ident(decodeURIComponent(match[2]!), match[1] ? 'function' : 'table')
    return await pg.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`)
      if (match[1]) {
        if (method !== 'POST' && method !== 'GET')
          throw new RestError(405, 'PGRST101', 'Only GET and POST call a function')
        return rpc(tx, name, method === 'GET' ? Object.fromEntries(query) : parseBody(request.body))
      }
      if (method === 'POST') return insert(tx, name, parseBody(request.body), representation)
      if (method === 'GET') return read(tx, name, query)
      if (method === 'PATCH') return update(tx, name, query, parseBody(request.body), representation)
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
    })
  } catch (error) {
    if (error instanceof RestError)
      return {status: error.status, body: errorBody(error.code, error.message, null, error.hint)}
    const e = error as PgError
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return {
        status: statusOf(e.code, role),
        body: errorBody(e.code, e.message ?? 'error', e.detail ?? null, e.hint ?? null),
      }
    throw error
  }
}
