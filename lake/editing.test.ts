/**
 * What editors rely on when the connection drops or two of them work at once: listeners resume where
 * they left off, a transaction id is applied once, and the transaction log is bounded and survives a
 * restart. Each through the Lake's HTTP API, as the Studio's client calls it.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {WebSocket} from 'ws'
import type {Transaction} from './documents'
import {type LocalLake, startLocalLake} from './lake'
import {TransactionLog} from './translog'

const seedFile = path.resolve(__dirname, '../studio/seed/production.ndjson')
const TOKEN = 'test-robot-token'
const DOC = 'pkg-marketing-standard'

interface SseEvent {
  id?: string
  event: string
  data: Record<string, unknown>
}

/** Opens a listener as the Studio's client does and collects its events until `count` have arrived. */
async function listen(lake: LocalLake, options: {lastEventId?: string; resume?: boolean; count: number}) {
  const query = new URLSearchParams({query: '*[_id in $ids]', $ids: JSON.stringify([DOC, `drafts.${DOC}`])})
  if (options.resume) query.set('enableResume', 'true')
  const controller = new AbortController()
  const res = await fetch(`${lake.apiOrigin}/v2025-02-19/data/listen/production?${query}`, {
    headers: {
      authorization: `Bearer ${TOKEN}`,
      accept: 'text/event-stream',
      ...(options.lastEventId ? {'last-event-id': options.lastEventId} : {}),
    },
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const done = (async () => {
    while (events.length < options.count) {
      const {value, done: ended} = await reader.read()
      if (ended) break
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        )
        if (fields.event) events.push({id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}')})
        end = buffer.indexOf('\n\n')
      }
    }
    controller.abort()
    return events
  })()
  return {events: () => done}
}

/** An editor's token: the robot token reads only, as the hosted API's Viewer does. */
const editorToken = (lake: LocalLake) => lake.identities.tokenFor('Test Editor')

async function edit(lake: LocalLake, title: string, transactionId?: string) {
  const res = await fetch(`${lake.apiOrigin}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: {authorization: `Bearer ${editorToken(lake)}`, 'content-type': 'application/json'},
    body: JSON.stringify({mutations: [{patch: {id: DOC, set: {title}}}], transactionId}),
  })
  return {status: res.status, body: (await res.json()) as {transactionId?: string; error?: {type: string}}}
}

describe('the local Content Lake for editors', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [TOKEN]})
  })
  afterAll(() => lake.stop())
  afterEach(() => lake.reset())

  it('resumes a listener that reconnects with Last-Event-ID: welcomeback, then every event it missed, in order', async () => {
    const first = await listen(lake, {resume: true, count: 2})
    const {body: seen} = await edit(lake, 'Seen')
    const [welcome, mutation] = await first.events()
    expect(welcome!.event).toBe('welcome')
    expect(mutation!.id).toBe(`${seen.transactionId}#${DOC}`)

    // While the listener is away, two more edits land.
    const {body: missed1} = await edit(lake, 'Missed one')
    const {body: missed2} = await edit(lake, 'Missed two')
    const again = await listen(lake, {resume: true, lastEventId: mutation!.id, count: 3})
    const events = await again.events()
    expect(events.map((e) => e.event)).toEqual(['welcomeback', 'mutation', 'mutation'])
    expect(events.slice(1).map((e) => e.data.transactionId)).toEqual([missed1.transactionId, missed2.transactionId])
    expect(events[1]!.data.previousRev).toBe(seen.transactionId)
  })

  it('tells a listener whose last event it no longer knows to start again (reset), and one that cannot resume welcome', async () => {
    const unknown = await listen(lake, {resume: true, lastEventId: 'never-seen#x', count: 1})
    expect((await unknown.events())[0]!.event).toBe('reset')
    const plain = await listen(lake, {lastEventId: 'never-seen#x', count: 1})
    expect((await plain.events())[0]!.event).toBe('welcome')
  })

  it('applies a transaction id once: the same id again is refused with 409 and changes nothing', async () => {
    const first = await edit(lake, 'Once', 'studio-tx-1')
    expect(first.status).toBe(200)
    expect(first.body.transactionId).toBe('studio-tx-1')
    const again = await edit(lake, 'Twice', 'studio-tx-1')
    expect(again.status).toBe(409)
    expect(again.body.error?.type).toBe('conflictError')
    expect(lake.store.get(DOC)?.title).toBe('Once')
  })
})

describe('search (text::query, as the Studio searches)', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [TOKEN]})
  })
  afterAll(() => lake.stop())

  /** The Studio's global search query (core/search/groq2024/createSearchQuery.ts), for the given types. */
  const SEARCH = `*[_type in $__types] | score(boost(_type in ["testimonial"] && author match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0] {_type, _id} | order(_score desc) [0...$__limit]`
  async function search(terms: string, types = ['testimonial']) {
    const res = await fetch(`${lake.apiOrigin}/v2025-02-19/data/query/production?perspective=drafts`, {
      method: 'POST',
      headers: {authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json'},
      body: JSON.stringify({query: SEARCH, params: {__types: types, __query: terms, __rawQuery: terms, __limit: 100}}),
    })
    const {result} = (await res.json()) as {result: Array<{_id: string}>}
    return result.map((hit) => hit._id)
  }

  it('finds a word anywhere in a document, not only in its title: "roadmap" in a testimonial’s quote', async () => {
    const both = ['testimonial-home-amara', 'testimonial-sales-education-leo']
    expect((await search('roadmap')).sort()).toEqual(both)
    expect((await search('roadm*')).sort()).toEqual(both)
  })

  it('reads quoted phrases as words next to each other, in order, and leaves out -excluded words and phrases', async () => {
    // Amara's quote says "a realistic AI roadmap", Leo's "a realistic roadmap".
    expect(await search('"realistic AI roadmap"')).toEqual(['testimonial-home-amara'])
    expect(await search('"realistic roadmap"')).toEqual(['testimonial-sales-education-leo'])
    expect(await search('"roadmap realistic"')).toEqual([])
    expect(await search('roadmap -hype')).toEqual(['testimonial-sales-education-leo'])
    expect(await search('consulting -"realistic AI roadmap"')).not.toContain('testimonial-home-amara')
    expect(await search('consulting')).toContain('testimonial-home-amara')
  })

  it('needs every word of a search, and searches the words of Portable Text but not its styles', async () => {
    expect(await search('roadmap inbox')).toEqual([])
    const article =
      lake.store.get('article-ai-receptionist-small-business') ??
      [...lake.store.all()].find((d) => d._type === 'blogArticle')!
    const blocks = (article.body as Array<{_type: string; children?: Array<{text: string}>}>).filter(
      (b) => b._type === 'block',
    )
    const word = blocks[0]!.children![0]!.text.split(/\s+/).find((w) => /^[a-z]{6,}$/i.test(w))!
    expect(await search(word, ['blogArticle'])).toContain(article._id)
    expect(await search('normal', ['blogArticle'])).toEqual([])
  })
})

describe('presence (the Studio’s WebSocket)', () => {
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

  /** A connection as @sanity/bifur-client makes one: JSON-RPC 2.0 requests, and every message kept. */
  async function connect(origin = 'http://localhost:3333') {
    const socket = new WebSocket(`${lake.apiOrigin.replace('http', 'ws')}/v2022-06-30/socket/production?tag=t`, {
      headers: {origin},
    })
    const messages: Array<Record<string, unknown>> = []
    socket.on('message', (data) => String(data) !== '♥' && messages.push(JSON.parse(String(data))))
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
    })
    let id = 0
    const call = async (method: string, params: Record<string, unknown> = {}) => {
      const requestId = String(++id)
      socket.send(JSON.stringify({jsonrpc: '2.0', method, params, id: requestId}))
      await expect.poll(() => messages.find((m) => m.id === requestId)).toBeDefined()
      return messages.find((m) => m.id === requestId)!
    }
    const events = () =>
      messages
        .filter((m) => m.method === 'presence_subscription')
        .map((m) => (m.params as {result: Record<string, unknown>}).result)
    return {socket, call, events}
  }

  it('tells each editor where the others are, and when one leaves', async () => {
    const maya = await connect()
    const sam = await connect()
    expect(
      (await maya.call('authorization', {authorization: `Bearer ${lake.identities.tokenFor('Maya Chen')}`})).result,
    ).toBe(true)
    await sam.call('authorization', {authorization: `Bearer ${lake.identities.tokenFor('Sam Ortiz')}`})
    await maya.call('presence_subscribe')
    const samId = lake.identities.list().find((u) => u.name === 'Sam Ortiz')!.id
    const locations = [{type: 'document', documentId: DOC, path: ['title'], lastActiveAt: new Date().toISOString()}]
    await sam.call('presence_announce', {data: {sessionId: 'sam-1', locations}})
    await expect.poll(maya.events).toContainEqual({type: 'state', i: samId, m: {sessionId: 'sam-1', locations}})
    await sam.call('presence_rollcall', {session: 'sam-1'})
    await expect.poll(maya.events).toContainEqual({type: 'rollCall', i: samId, session: 'sam-1'})
    sam.socket.close()
    await expect.poll(maya.events).toContainEqual({type: 'disconnect', i: samId, m: {session: 'sam-1'}})
    maya.socket.close()
  })

  it('names another editor as the Studio’s user store reads users (displayName), for presence and history', async () => {
    const token = lake.identities.tokenFor('Maya Chen')
    lake.identities.tokenFor('Sam Ortiz')
    const sam = lake.identities.list().find((u) => u.name === 'Sam Ortiz')!
    const res = await fetch(`${lake.apiOrigin}/v2021-06-07/users/${sam.id}`, {
      headers: {authorization: `Bearer ${token}`},
    })
    expect(await res.json()).toMatchObject({
      id: sam.id,
      displayName: 'Sam Ortiz',
      givenName: 'Sam',
      familyName: 'Ortiz',
    })
  })

  it('answers nothing but authorization without a valid token, and refuses a page on another origin', async () => {
    const stranger = await connect()
    expect((await stranger.call('presence_subscribe')).error).toMatchObject({code: 4001})
    expect((await stranger.call('authorization', {authorization: 'Bearer wrong'})).error).toMatchObject({code: 4001})
    stranger.socket.close()
    await expect(connect('https://evil.example')).rejects.toThrow('HTTP 403')
  })
})

describe('the transaction log', () => {
  const transaction = (id: string, docs: string[]): Transaction => ({
    id,
    timestamp: new Date().toISOString(),
    identity: 'p1',
    changes: docs.map((doc) => ({id: doc, before: null, after: {_id: doc, _type: 't', _rev: id}})),
  })

  it('keeps each document’s newest revisions and no more transactions than its limit', () => {
    const log = new TransactionLog({revisionsPerDocument: 3, maxTransactions: 5})
    for (let i = 1; i <= 6; i++) log.append(transaction(`a${i}`, ['a']))
    expect(log.forDocument('a').map((t) => t.id)).toEqual(['a4', 'a5', 'a6'])
    for (let i = 1; i <= 4; i++) log.append(transaction(`b${i}`, ['b']))
    expect(log.size).toBe(5)
    expect(log.after('a4')).toBeUndefined()
    expect(log.has('b1')).toBe(false)
    expect(log.after('a6')?.map((t) => t.id)).toEqual(['b2', 'b3', 'b4'])
  })

  it('survives a restart: a Lake with a working copy reads its log again and keeps resuming and refusing ids', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-log-'))
    try {
      const options = {projectId: 'lake1', dataset: 'production', seedFile, workingCopy: dir, port: 0, tokens: [TOKEN]}
      const first = await startLocalLake(options)
      await edit(first, 'Before restart', 'before-restart')
      await first.stop()
      const second = await startLocalLake(options)
      try {
        expect(second.log.has('before-restart')).toBe(true)
        expect((await edit(second, 'Again', 'before-restart')).status).toBe(409)
        expect(second.log.after('before-restart')).toEqual([])
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })

  it('rewrites its file without the dropped transactions once it holds twice what is kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-log-'))
    try {
      const file = path.join(dir, 'transactions.ndjson')
      const log = new TransactionLog({file, revisionsPerDocument: 10, maxTransactions: 1000})
      for (let i = 1; i <= 500; i++) log.append(transaction(`t${i}`, ['same']))
      const reread = new TransactionLog({file, revisionsPerDocument: 10, maxTransactions: 1000})
      reread.load()
      expect(reread.forDocument('same').map((t) => t.id)).toEqual(log.forDocument('same').map((t) => t.id))
      expect(reread.size).toBe(10)
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})
