/**
 * What a live-mode test uses: the addresses the harness started (harness.ts), the stand-in's control
 * API (change content, make the data API fail) and the live server's log.
 */
import {readFileSync} from 'node:fs'
import {callControl} from '@agency/lake/control-client'
import type {Fault} from '@agency/lake/lake'

export const LIVE_BASE = process.env.LIVE_BASE ?? ''
export const EMBEDDED_BASE = process.env.EMBEDDED_BASE ?? ''
/** The Lake's control API and the secret it made at its start, from the harness that started it. */
export const LAKE_CONTROL = {origin: process.env.LAKE_CONTROL ?? '', secret: process.env.LAKE_CONTROL_SECRET ?? ''}

type Doc = Record<string, unknown> & {_id: string; _type: string}

export const control = <T>(method: 'GET' | 'POST', route: string, body?: unknown) =>
  callControl<T>(LAKE_CONTROL, method, route, body)

/**
 * Publishes a change the way an editor's publish reaches the site: one transaction in the Lake, after
 * which the stand-in calls the site's webhook (and waits for its answer, as Sanity's delivery does).
 * Resolves when the webhook has answered; returns when that was.
 */
export async function publish(mutations: unknown[]): Promise<{webhookAnsweredAt: number}> {
  await control('POST', '/mutate', {mutations})
  return {webhookAnsweredAt: Date.now()}
}

export const getDocument = (id: string) => control<Doc>('GET', `/document?id=${encodeURIComponent(id)}`)
export const setFault = (fault: Fault) => control('POST', '/fault', fault)
export const setLag = (ms: number) => control('POST', '/lag', {ms})
export const deliveries = () =>
  control<Array<{body: Record<string, unknown>; status: number | 'failed'}>>('GET', '/deliveries')

/** Everything the live server has printed so far. */
export const serverLog = () => readFileSync(process.env.LIVE_LOG ?? '', 'utf8')

/** Fetches a page of the live site; returns its status, body, headers and how long it took. */
export async function timed(url: string) {
  const started = performance.now()
  const res = await fetch(url, {redirect: 'manual'})
  const body = await res.text()
  return {status: res.status, body, headers: res.headers, ms: performance.now() - started}
}

/** Polls a page until `shows(body)` is true; returns when (ms since `since`), or throws after `withinMs`. */
export async function untilShown(url: string, shows: (body: string) => boolean, since: number, withinMs = 10_000) {
  for (;;) {
    const {body} = await timed(url)
    if (shows(body)) return Date.now() - since
    if (Date.now() - since > withinMs) throw new Error(`${url} did not show the change within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The reads the stand-in has answered or is answering (method, path, perspective, query). */
export const lakeRequests = () =>
  control<Array<{at: number; method: string; path: string; query?: string; status: number}>>('GET', '/requests')

/**
 * Polls a page until `ok(status, body)` is true; returns the answer and when it came (ms since
 * `since`), or throws after `withinMs` with the last status. For pages whose status changes with a
 * publish (an archive page that did not exist answers 200, one past the new end 404).
 */
export async function until(
  url: string,
  ok: (status: number, body: string) => boolean,
  since: number,
  withinMs = 15_000,
): Promise<{status: number; body: string; ms: number}> {
  for (;;) {
    const {status, body} = await timed(url)
    if (ok(status, body)) return {status, body, ms: Date.now() - since}
    if (Date.now() - since > withinMs)
      throw new Error(`${url} did not change as expected within ${withinMs} ms (last status ${status})`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
