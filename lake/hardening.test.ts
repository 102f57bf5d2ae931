/**
 * No request stalls the local Lake: a listener's filter runs in the query pool's workers under a
 * query's limits, the pool is fair between clients, the login form takes only its own page's posts
 * and keeps a bounded number of unfinished logins, and a malformed path is refused with 400.
 */
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {Identities, MAX_WAITING_SESSIONS, SESSION_LIFETIME_MS} from './identity'
import {type LocalLake, startLocalLake} from './lake'

const seedFile = path.resolve(__dirname, '../studio/seed/production.ndjson')
const TOKEN = 'test-read-token'
const API = '/v2025-02-19/data'

/** `count([0, 1, ..., 29][ ... ])>0` four deep: 30⁴ evaluations for each document, 375 characters. */
const HEAVY_FILTER = (() => {
  const thirty = `[${Array.from({length: 30}, (_, i) => i).join(',')}]`
  let condition = 'true'
  for (let depth = 0; depth < 4; depth++) condition = `count(${thirty}[${condition}])>0`
  return `*[${condition}]`
})()

/** Reads a listener's events as they come, until the stream ends or `stop` is called. */
function openListener(lake: LocalLake, query: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const events: Array<{event: string; data: Record<string, unknown>; at: number}> = []
  let ended = false
  const done = (async () => {
    const res = await fetch(`${lake.apiOrigin}${API}/listen/production?${new URLSearchParams({query})}`, {
      headers: {accept: 'text/event-stream', ...headers},
      signal: controller.signal,
    })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const {value, done: finished} = await reader.read()
      if (finished) break
      buffer += value
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (event) events.push({event, data: JSON.parse(data ?? '{}'), at: Date.now()})
      }
    }
    ended = true
  })().catch(() => undefined)
  return {events, ended: () => ended, stop: () => controller.abort(), done}
}

describe('a listener’s filter', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      controlPort: 0,
      tokens: [TOKEN],
      queryLimits: {timeoutMs: 2000},
    })
  })
  afterAll(() => lake.stop())

  it('runs off the main thread under a query’s deadline: /health and other listeners keep answering', async () => {
    expect(HEAVY_FILTER).toHaveLength(375)
    const heavy = openListener(lake, HEAVY_FILTER)
    const studio = openListener(lake, '*[_type == "servicePackage"]', {authorization: `Bearer ${TOKEN}`})
    await vi.waitFor(() => expect([heavy.events[0]?.event, studio.events[0]?.event]).toEqual(['welcome', 'welcome']))

    // An editor's save: every listener's filter now runs against the document before and after.
    const saved = Date.now()
    await lake.mutate([{patch: {id: 'pkg-marketing-standard', set: {title: 'Standard plus'}}}])
    const slowest = {ms: 0}
    while (!heavy.ended()) {
      const started = performance.now()
      const health = await fetch(`${lake.controlOrigin}/health`, {
        headers: {authorization: `Bearer ${lake.controlSecret}`},
      })
      expect(health.status).toBe(200)
      slowest.ms = Math.max(slowest.ms, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
      if (Date.now() - saved > 15_000) throw new Error('the heavy listener was never stopped')
    }
    console.log(`/health answered in ${Math.round(slowest.ms)} ms at most while the filter ran`)
    expect(slowest.ms).toBeLessThan(250)
    // The Studio's listener had its event at once; the heavy one was ended as the API ends a listener.
    const mutation = studio.events.find((e) => e.event === 'mutation')
    expect(mutation?.data.documentId).toBe('pkg-marketing-standard')
    expect(mutation!.at - saved).toBeLessThan(1000)
    expect(heavy.events.at(-1)).toMatchObject({
      event: 'channelError',
      data: {error: {type: 'queryExecutionError', description: expect.stringMatching(/timed out/)}},
    })
    studio.stop()
  }, 30_000)
})

describe('the query pool', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      tokens: [TOKEN],
      queryLimits: {timeoutMs: 3000},
    })
  })
  afterAll(() => lake.stop())

  const query = (text: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    fetch(`${lake.apiOrigin}${API}/query/production?${new URLSearchParams({query: text})}`, {headers, signal})

  it('is fair: six heavy queries from one client do not hold up another client’s small one', async () => {
    const controller = new AbortController()
    const heavy = Array.from({length: 6}, (_, i) =>
      query(`count(*[count(*[count(*[_id != ^._id && ${i} >= 0]) > 0]) > 0])`, {}, controller.signal).catch(
        () => undefined,
      ),
    )
    await vi.waitFor(() =>
      expect(lake.requests.filter((r) => r.query?.startsWith('count(*[count(') && r.status === 0)).toHaveLength(6),
    )
    const started = performance.now()
    const small = await query('count(*)', {authorization: `Bearer ${TOKEN}`})
    const ms = performance.now() - started
    console.log(`count(*) answered in ${Math.round(ms)} ms beside six heavy queries of another client`)
    expect(small.status).toBe(200)
    expect(((await small.json()) as {result: number}).result).toBeGreaterThan(100)
    // First come, first served, it would wait for a heavy query's deadline (3 s).
    expect(ms).toBeLessThan(1000)
    controller.abort()
    await Promise.all(heavy)
  }, 30_000)
})

describe('the login form and its sessions', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      tokens: [TOKEN],
      corsOrigins: ['http://localhost:3333'],
    })
  })
  afterAll(() => lake.stop())

  const login = (headers: Record<string, string>, name = 'Maya Chen') =>
    fetch(`${lake.apiOrigin}/v1/auth/login/local`, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: new URLSearchParams({name, origin: 'http://localhost:3333/structure'}).toString(),
    })
  const form = 'application/x-www-form-urlencoded'

  it('takes a form posted from the Lake’s own login page only, as the control API guards itself', async () => {
    expect((await login({'content-type': form, origin: 'https://evil.example'})).status).toBe(403)
    // The Studio's origin may call the API, but the login form is the Lake's page's alone.
    expect((await login({'content-type': form, origin: 'http://localhost:3333'})).status).toBe(403)
    expect((await login({'content-type': 'text/plain', origin: lake.browserOrigin})).status).toBe(415)
    expect((await login({'content-type': 'application/json'})).status).toBe(415)
    const refused = await login({'content-type': form, origin: 'null'})
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain('Maya')
    expect((await login({'content-type': form, origin: lake.browserOrigin})).status).toBe(303)
    expect((await login({'content-type': `${form}; charset=UTF-8`})).status).toBe(303)
  })

  it('keeps a bounded number of logins waiting to be completed, and makes no user or token for them', async () => {
    const users = lake.identities.list().length
    const started = performance.now()
    for (let batch = 0; batch < 10; batch++)
      await Promise.all(Array.from({length: 30}, (_, i) => login({'content-type': form}, `Visitor ${batch * 30 + i}`)))
    console.log(`300 logins took ${Math.round(performance.now() - started)} ms`)
    expect(lake.identities.waitingSessions).toBe(MAX_WAITING_SESSIONS)
    expect(lake.identities.list()).toHaveLength(users)
  })

  it('lets a session id be traded once, within its lifetime, and drops the oldest beyond the bound', () => {
    vi.useFakeTimers()
    try {
      const identities = new Identities([])
      const late = identities.login('Maya Chen')
      vi.advanceTimersByTime(SESSION_LIFETIME_MS + 1)
      expect(identities.exchange(late)).toBeUndefined()
      const first = identities.login('Sam Ortiz')
      for (let i = 0; i < MAX_WAITING_SESSIONS; i++) identities.login(`Visitor ${i}`)
      expect(identities.waitingSessions).toBe(MAX_WAITING_SESSIONS)
      expect(identities.exchange(first)).toBeUndefined()
      const fresh = identities.login('Sam Ortiz')
      expect(identities.exchange(fresh)).toMatch(/^lake_/)
      expect(identities.exchange(fresh)).toBeUndefined()
      expect(identities.list().map((u) => u.name)).toEqual(['Sam Ortiz'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a malformed path', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [TOKEN]})
  })
  afterAll(() => lake.stop())

  it('is answered 400, never 500', async () => {
    const editor = lake.identities.tokenFor('Maya Chen')
    for (const badPath of [
      `${API}/history/production/documents/pkg-%E0%A4%A?lastRevision=true`,
      `${API}/history/production/transactions/%zz`,
      `${API}/history/production/events/documents/%`,
      `${API}/history/production/events/releases/r%C0`,
      '/v2025-02-19/users/me/keyvalue/studio.%E0',
      '/v2025-02-19/users/p%zz1',
    ]) {
      const res = await fetch(`${lake.apiOrigin}${badPath}`, {headers: {authorization: `Bearer ${editor}`}})
      expect([badPath, res.status]).toEqual([badPath, 400])
      expect(await res.json()).toMatchObject({statusCode: 400, error: 'Bad Request'})
    }
  })
})
