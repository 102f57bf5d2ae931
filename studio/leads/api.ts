/**
 * The Leads tool's calls to the site's /api/desk (web/desk/desk.ts), with the editor's own Studio
 * login: the token the Studio holds (auth.loginMethod 'token' in sanity.config.ts), which the site
 * checks against the Content Lake on every call. The Studio never holds a database key.
 */
import {useMemo} from 'react'
import {useClient} from 'sanity'

export const siteUrl = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/$/, '')

export type ListName = 'leads' | 'messages' | 'subscribers'
export type Mark = 'new' | 'replied' | 'won' | 'lost'
export const MARKS: Mark[] = ['new', 'replied', 'won', 'lost']

export interface Attribution {
  page: string | null
  landing_page: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  source: string
}

export interface Marked {
  status: Mark
  note: string
  marked_at: string | null
  marked_by: string | null
}

export interface Lead extends Attribution, Marked {
  id: string
  created_at: string
  first_name: string
  last_name: string
  email: string
  phone_number: string | null
  score: number | null
  score_max: number | null
  level: string | null
  areas: Array<{name: string; points: number; max: number}> | null
}

export interface Message extends Attribution, Marked {
  id: string
  created_at: string
  name: string
  email: string
  company: string | null
  phone: string | null
  message: string
}

export interface Subscriber extends Attribution, Marked {
  email: string
  created_at: string
  signups: number
  state: 'confirmed' | 'unconfirmed' | 'unsubscribed'
  confirmed_at: string | null
}

export type Item = Lead | Message | Subscriber

export interface Filters {
  q?: string
  source?: string
  medium?: string
  campaign?: string
  landing?: string
  status?: string
  since?: string
  until?: string
}

export interface FunnelReport {
  totals: Partial<Record<string, number>>
  days: Array<{day: string; step: string; count: number}>
  pages: Array<{page: string; views: number | null; leads: number; messages: number}>
  sources: Array<{source: string; views: number; leads: number; messages: number}>
}

/** A refusal or failure, with the site's message (401: log in again; 403: not an editor). */
export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const itemKey = (list: ListName, item: Item) => (list === 'subscribers' ? item.email : (item as Lead).id)

const markedAt = (item: Item) => (item.marked_at ? Date.parse(item.marked_at) : 0)

/**
 * The items of `read`, each with the status and note of the same item in `shown` when those were
 * marked later: the newer mark wins. So a save (shown: the saved item) updates the list, and a list
 * read that began before the save but answers after it cannot put the older marks back.
 */
export function newerMarks<T extends Item>(list: ListName, read: T[], shown: Item[] | null): T[] {
  const byKey = new Map((shown ?? []).map((item) => [itemKey(list, item), item]))
  return read.map((item) => {
    const mine = byKey.get(itemKey(list, item))
    return mine && markedAt(mine) > markedAt(item) ? {...item, ...marksOf(mine)} : item
  })
}

const marksOf = ({status, note, marked_at, marked_by}: Marked): Marked => ({status, note, marked_at, marked_by})

const query = (filters: Filters) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}

export function useDesk() {
  const client = useClient({apiVersion: '2025-02-24'})
  const token = client.config().token
  return useMemo(() => {
    async function call(path: string, init: RequestInit = {}): Promise<Response> {
      let res: Response
      try {
        res = await fetch(`${siteUrl}/api/desk${path}`, {
          ...init,
          headers: {...(token ? {authorization: `Bearer ${token}`} : {}), ...(init.headers as Record<string, string>)},
        })
      } catch {
        throw new DeskError(0, `The site at ${siteUrl} does not answer. Is it running?`)
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as {message?: string} | null
        throw new DeskError(res.status, body?.message ?? `The site answered ${res.status}.`)
      }
      return res
    }
    return {
      me: async () => (await (await call('/me')).json()) as {name: string},
      list: async <T extends Item>(list: ListName, filters: Filters) =>
        (await (await call(`/${list}${query(filters)}`)).json()) as {items: T[]; matching: number},
      mark: async (list: ListName, key: string, change: {status?: Mark; note?: string}) =>
        (await (
          await call(`/${list}/${encodeURIComponent(key)}`, {
            method: 'PATCH',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify(change),
          })
        ).json()) as {status: Mark; note: string; updated_at: string; updated_by: string | null},
      csv: async (list: ListName, filters: Filters) => {
        const res = await call(`/${list}.csv${query(filters)}`)
        const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${list}.csv`
        return {name, blob: await res.blob()}
      },
      funnel: async (since: string, until: string) =>
        (await (await call(`/funnel?since=${since}&until=${until}`)).json()) as FunnelReport,
    }
  }, [token])
}

export type Desk = ReturnType<typeof useDesk>
