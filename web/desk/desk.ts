import 'server-only'
/**
 * The desk's API, /api/desk/…, which the Studio's Leads tool calls with the editor's own Studio login
 * (./editor.ts, checked on every call): the site's server reads and writes the lists with the service
 * role key, which never leaves it. The lists, their search and filters, the marks and the funnel are
 * SQL functions (supabase/migrations/*_desk_and_funnel.sql), the same on Supabase and on the local
 * Supabase.
 *
 *   GET   /api/desk/me                         who is calling: {name}
 *   GET   /api/desk/<list>?q=&source=&medium=&campaign=&landing=&status=&since=&until=
 *                                              {items, matching}: newest first, at most 500
 *   GET   /api/desk/<list>.csv?…               the same list, every match (up to 5,000), as CSV
 *   PATCH /api/desk/<list>/<item>              {status?, note?}: the item's mark, kept
 *   GET   /api/desk/funnel?since=&until=       the funnel's report for the days from since to until
 * where <list> is leads, messages or subscribers. Calls from a browser come from the Studio's origin
 * (NEXT_PUBLIC_SANITY_STUDIO_URL, DESK_STUDIO_ORIGINS), the only ones CORS lets read the answers.
 */
import type {ServiceConfig} from '../supabase/service'
import {serviceHttp, StoreError} from '../supabase/service'
import {toCsv} from './csv'
import {checkEditor, type SanityTarget} from './editor'

export const LISTS = ['leads', 'messages', 'subscribers'] as const
export type List = (typeof LISTS)[number]
export const MARKS = ['new', 'replied', 'won', 'lost'] as const

export interface DeskDeps {
  target: SanityTarget | {missing: string[]}
  supabase: ServiceConfig | {missing: string[]}
  /** Origins whose pages may read the answers (the Studio's). */
  studioOrigins: string[]
  /** The quiz's areas in their order, with the most each can score, for a lead's breakdown. */
  areas: () => Promise<Array<{name: string; max: number}> | null>
  fetch?: typeof fetch
}

const MAX_BODY = 4096
const DAY = /^\d{4}-\d{2}-\d{2}$/

const COLUMNS: Record<List, Array<[string, string]>> = {
  leads: [
    ['created_at', 'Received'],
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['email', 'Email'],
    ['phone_number', 'Phone'],
    ['score', 'Score'],
    ['score_max', 'Out of'],
    ['level', 'Level'],
    ['areas', 'Areas'],
    ['status', 'Status'],
    ['note', 'Note'],
    ['source', 'Source'],
    ['referrer_host', 'Referring site'],
    ['utm_source', 'utm_source'],
    ['utm_medium', 'utm_medium'],
    ['utm_campaign', 'utm_campaign'],
    ['landing_page', 'Landing page'],
    ['page', 'Sent from'],
  ],
  messages: [
    ['created_at', 'Received'],
    ['name', 'Name'],
    ['email', 'Email'],
    ['company', 'Company'],
    ['phone', 'Phone'],
    ['message', 'Message'],
    ['status', 'Status'],
    ['note', 'Note'],
    ['source', 'Source'],
    ['referrer_host', 'Referring site'],
    ['utm_source', 'utm_source'],
    ['utm_medium', 'utm_medium'],
    ['utm_campaign', 'utm_campaign'],
    ['landing_page', 'Landing page'],
    ['page', 'Sent from'],
  ],
  subscribers: [
    ['email', 'Email'],
    ['created_at', 'Signed up'],
    ['state', 'List'],
    ['confirmed_at', 'Confirmed'],
    ['signups', 'Sign-ups'],
    ['status', 'Status'],
    ['note', 'Note'],
    ['source', 'Source'],
    ['referrer_host', 'Referring site'],
    ['utm_source', 'utm_source'],
    ['utm_medium', 'utm_medium'],
    ['utm_campaign', 'utm_campaign'],
    ['landing_page', 'Landing page'],
    ['page', 'Signed up on'],
  ],
}

function corsHeaders(request: Request, origins: string[]): Record<string, string> {
  const origin = request.headers.get('origin')
  return origin && origins.includes(origin)
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': 'authorization, content-type',
        'access-control-allow-methods': 'GET, PATCH, OPTIONS',
        'access-control-expose-headers': 'content-disposition',
        'access-control-max-age': '600',
        vary: 'Origin',
      }
    : {vary: 'Origin'}
}

/** The list's filters from the query string, or the first one that is not usable. */
function filters(query: URLSearchParams): Record<string, string> | string {
  const args: Record<string, string> = {}
  const text = (name: string, param: string, max: number) => {
    const value = query.get(param)?.trim()
    if (!value) return null
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
    if (value.length > max || /[\u0000-\u001f]/.test(value)) return `${param} is too long`
    args[name] = value
    return null
  }
  const problem =
    text('search', 'q', 100) ??
    text('source', 'source', 253) ??
    text('medium', 'medium', 100) ??
    text('campaign', 'campaign', 100) ??
    text('landing', 'landing', 200)
  if (problem) return problem
  const status = query.get('status')
  if (status) {
    if (!(MARKS as readonly string[]).includes(status)) return 'status is new, replied, won or lost'
    args.mark = status
  }
  for (const [param, name] of [
    ['since', 'since'],
    ['until', 'until'],
  ] as const) {
    const value = query.get(param)
    if (!value) continue
    if (!DAY.test(value) || Number.isNaN(Date.parse(value))) return `${param} is a day, YYYY-MM-DD`
    // until is the last day shown: the list ends before the next day starts.
    args[name] = param === 'until' ? new Date(Date.parse(value) + 86_400_000).toISOString() : `${value}T00:00:00Z`
  }
  return args
}

export async function handleDesk(request: Request, deps: DeskDeps): Promise<Response> {
  const cors = corsHeaders(request, deps.studioOrigins)
  const reply = (status: number, body: unknown) =>
    Response.json(body, {status, headers: {...cors, 'cache-control': 'no-store'}})
  if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: cors})

  const editor = await checkEditor(request, deps.target, deps.fetch)
  if (!editor.ok) return reply(editor.status, {message: editor.message})
  if ('missing' in deps.supabase)
    return reply(503, {message: `The desk's database is not configured: set ${deps.supabase.missing.join(', ')}.`})

  const url = new URL(request.url)
  const route = url.pathname.replace(/^.*\/api\/desk/, '')
  const {call, ok} = serviceHttp({...deps.supabase, fetch: deps.fetch})
  const rpc = async (fn: string, args: Record<string, unknown>) => {
    const res = await ok(
      fn,
      await call(fn, `/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(args),
      }),
    )
    return res.json()
  }

  try {
    if (route === '/me' && request.method === 'GET') return reply(200, {name: editor.name})

    if (route === '/funnel' && request.method === 'GET') {
      const since = url.searchParams.get('since') ?? ''
      const until = url.searchParams.get('until') ?? ''
      if (!DAY.test(since) || !DAY.test(until) || since > until)
        return reply(400, {message: 'since and until are days, YYYY-MM-DD, since first.'})
      if (Date.parse(until) - Date.parse(since) > 366 * 86_400_000)
        return reply(400, {message: 'A period is at most a year.'})
      return reply(200, await rpc('funnel_report', {since, until}))
    }

    const listed = /^\/(leads|messages|subscribers)(\.csv)?$/.exec(route)
    if (listed && request.method === 'GET') {
      const list = listed[1] as List
      const args = filters(url.searchParams)
      if (typeof args === 'string') return reply(400, {message: args})
      const csv = Boolean(listed[2])
      const rows = (await rpc(`desk_${list}`, {...args, max_rows: csv ? 5000 : 500})) as Array<Record<string, unknown>>
      const items = list === 'leads' ? withAreas(rows, await deps.areas().catch(() => null)) : rows
      if (!csv) return reply(200, {items, matching: Number(rows[0]?.matching ?? 0)})
      const day = new Date().toISOString().slice(0, 10)
      return new Response(toCsv(COLUMNS[list], items), {
        status: 200,
        headers: {
          ...cors,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${list}-${day}.csv"`,
          'cache-control': 'no-store',
        },
      })
    }

    const marked = /^\/(leads|messages|subscribers)\/([^/]{1,254})$/.exec(route)
    if (marked && request.method === 'PATCH') {
      if (!(request.headers.get('content-type') ?? '').startsWith('application/json'))
        return reply(415, {message: 'Send JSON.'})
      const text = await request.text()
      if (text.length > MAX_BODY) return reply(413, {message: 'Too large.'})
      let input: {status?: unknown; note?: unknown}
      try {
        input = JSON.parse(text) as typeof input
      } catch {
        return reply(400, {message: 'Send JSON.'})
      }
      const status = input?.status ?? null
      const note = input?.note ?? null
      if (status !== null && !(MARKS as readonly unknown[]).includes(status))
        return reply(400, {message: 'status is new, replied, won or lost.'})
      if (note !== null && (typeof note !== 'string' || note.length > 2000))
        return reply(400, {message: 'A note is at most 2,000 characters.'})
      const item = decodeURIComponent(marked[2]!)
      const saved = await rpc('desk_mark', {
        list: marked[1],
        item: marked[1] === 'subscribers' ? item.toLowerCase() : item,
        status,
        note,
        editor: editor.name,
      })
      return reply(200, saved)
    }
    return reply(404, {message: 'Not a desk route.'})
  } catch (error) {
    if (error instanceof StoreError) {
      if (error.status === 404) return reply(404, {message: 'That item is not in the list.'})
      console.error(`desk: ${error.message}`)
      return reply(503, {message: 'The database did not answer; try again.'})
    }
    throw error
  }
}

/** Each lead's points by quiz area, named and out of each area's most, when the quiz's areas match. */
function withAreas(rows: Array<Record<string, unknown>>, areas: Array<{name: string; max: number}> | null) {
  return rows.map((row) => {
    const points = Array.isArray(row.area_points) ? (row.area_points as number[]) : null
    const named =
      areas && points && points.length === areas.length
        ? areas.map((area, i) => ({name: area.name, points: points[i]!, max: area.max}))
        : null
    return {...row, areas: named}
  })
}
