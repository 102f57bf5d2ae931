/**
 * The local Supabase (./server.ts): PostgREST's and Storage's HTTP answers over PGlite running the
 * project's own migrations. What the rules are is the migrations' business (and their tests'); here,
 * that the HTTP surface hands them to PostgreSQL as Supabase does: the caller's role, PostgREST's
 * statuses and error bodies, webhooks for committed inserts only, signed Storage URLs, and data kept
 * in its folder across a restart.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import type {QueuedInsert} from './engine'
import {createLocalSupabase, type LocalSupabase} from './server'

const KEYS = {anon: 'anon-key-local-test', service: 'service-key-local-test'}
const as = (key: string) => ({apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json'})
const message = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Ruiz',
  email: 'ana@harbor.example',
  message: 'Can you look at our support inbox?',
  page: '/contact',
  ...over,
})

let supabase: LocalSupabase
let base = ''
const inserts: QueuedInsert[] = []

beforeAll(async () => {
  supabase = await createLocalSupabase({keys: KEYS, onInsert: (insert) => void inserts.push(insert)})
  base = await supabase.listen()
  // PGlite starts and applies every migration: seconds on a busy machine.
}, 60_000)

afterAll(() => supabase.close())

const post = (path: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {method: 'POST', headers: {...as(key), ...headers}, body: JSON.stringify(body)})

describe('the data API as the anon key (the browser)', () => {
  it('inserts a row under row-level security and answers 201 with no body', async () => {
    const res = await post('/rest/v1/contact_messages', KEYS.anon, message({utm_source: 'linkedin'}))
    expect(res.status).toBe(201)
    expect(await res.text()).toBe('')
    const stored = await supabase.rows<{email: string; utm_source: string; status: string}>('contact_messages')
    expect(stored.at(-1)).toMatchObject({email: 'ana@harbor.example', utm_source: 'linkedin', status: 'new'})
  })

  it('answers PostgREST 401 with code 42501 for what anon may not do: read, return the row, write a column it was not granted', async () => {
    const read = await fetch(`${base}/rest/v1/contact_messages?select=email`, {headers: as(KEYS.anon)})
    expect(read.status).toBe(401)
    expect(await read.json()).toMatchObject({code: '42501'})
    const back = await post('/rest/v1/contact_messages', KEYS.anon, message(), {prefer: 'return=representation'})
    expect(back.status).toBe(401)
    const status = await post('/rest/v1/contact_messages', KEYS.anon, message({status: 'won'}))
    expect(status.status).toBe(401)
    const rpc = await post('/rest/v1/rpc/desk_leads', KEYS.anon, {})
    expect(rpc.status).toBe(401)
  })

  it("answers 400 with the check's name for a value the table refuses, and for a column it does not have", async () => {
    const bad = await post('/rest/v1/contact_messages', KEYS.anon, message({referrer_host: 'Not A Host/path'}))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({code: '23514', message: expect.stringContaining('attribution_check')})
    const unknown = await post('/rest/v1/contact_messages', KEYS.anon, message({evil: 1}))
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({code: 'PGRST204'})
  })

  it("answers 429 (PT429) once a table's rate limit in SQL is reached", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/rest/v1/newsletter_signups', KEYS.anon, {email: 'rate@harbor.example', page: '/'})).status,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('refuses a call without a known key with 401', async () => {
    const res = await post('/rest/v1/contact_messages', 'forged-key', message())
    expect(res.status).toBe(401)
  })
})

describe('the data API as the service role (the server)', () => {
  it('reads with select, filters, order and limit; patches with return=representation; calls rpc functions', async () => {
    const read = await fetch(
      `${base}/rest/v1/contact_messages?select=id,email&email=eq.ana@harbor.example&order=created_at.desc&limit=1`,
      {
        headers: as(KEYS.service),
      },
    )
    const [row] = (await read.json()) as Array<{id: string; email: string}>
    expect(Object.keys(row!)).toEqual(['id', 'email'])
    const patched = await fetch(
      `${base}/rest/v1/contact_messages?id=eq.${row!.id}&notified_at=is.null&select=id,notified_at`,
      {
        method: 'PATCH',
        headers: {...as(KEYS.service), prefer: 'return=representation'},
        body: JSON.stringify({notified_at: '2026-01-02T03:04:05Z'}),
      },
    )
    expect(await patched.json()).toEqual([{id: row!.id, notified_at: '2026-01-02T03:04:05+00:00'}])
    const again = await fetch(`${base}/rest/v1/contact_messages?id=eq.${row!.id}&notified_at=is.null&select=id`, {
      method: 'PATCH',
      headers: {...as(KEYS.service), prefer: 'return=representation'},
      body: JSON.stringify({notified_at: '2026-02-02T00:00:00Z'}),
    })
    expect(await again.json()).toEqual([])
    const confirm = await post('/rest/v1/rpc/newsletter_confirm', KEYS.service, {
      signup_id: row!.id,
      address: 'x@y.example',
    })
    expect(await confirm.json()).toBe('unknown')
    const unsubscribe = await post('/rest/v1/rpc/newsletter_unsubscribe', KEYS.service, {
      address: 'gone@harbor.example',
    })
    expect(unsubscribe.status).toBe(204)
    const missing = await post('/rest/v1/rpc/no_such_function', KEYS.service, {})
    expect(missing.status).toBe(404)
  })
})

describe('Database Webhooks', () => {
  it('report each committed insert once, in order, and never a refused one', async () => {
    inserts.length = 0
    await post('/rest/v1/contact_messages', KEYS.anon, message({email: 'first@harbor.example'}))
    await post('/rest/v1/contact_messages', KEYS.anon, message({email: 'not an address'}))
    await post('/rest/v1/newsletter_signups', KEYS.anon, {email: 'second@harbor.example', page: '/blog'})
    await supabase.settled()
    expect(inserts.map((i) => [i.table, i.record.email])).toEqual([
      ['contact_messages', 'first@harbor.example'],
      ['newsletter_signups', 'second@harbor.example'],
    ])
    expect(inserts[0]!.record).toMatchObject({id: expect.any(String), created_at: expect.any(String), page: '/contact'})
  })
})

describe('Storage', () => {
  it('signs an upload, takes the PUT within the bucket rules, reads a range, signs a download and deletes', async () => {
    const signed = await post('/storage/v1/object/upload/sign/presentations/2026/deck.pdf', KEYS.service, {})
    const {url} = (await signed.json()) as {url: string}
    expect(url).toMatch(/^\/object\/upload\/sign\/presentations\/2026\/deck\.pdf\?token=/)
    const forged = await fetch(`${base}/storage/v1${url.replace(/token=.{6}/, 'token=123456')}`, {
      method: 'PUT',
      headers: {'content-type': 'application/pdf'},
      body: '%PDF-1.7',
    })
    expect(forged.status).toBe(400)
    const wrongType = await fetch(`${base}/storage/v1${url}`, {
      method: 'PUT',
      headers: {'content-type': 'text/html'},
      body: '<p>',
    })
    expect(await wrongType.json()).toMatchObject({statusCode: '415'})
    const put = await fetch(`${base}/storage/v1${url}`, {
      method: 'PUT',
      headers: {'content-type': 'application/pdf'},
      body: '%PDF-1.7 deck',
    })
    expect(put.status).toBe(200)
    const head = await fetch(`${base}/storage/v1/object/presentations/2026/deck.pdf`, {
      headers: {...as(KEYS.service), range: 'bytes=0-3'},
    })
    expect(head.status).toBe(206)
    expect(head.headers.get('content-range')).toBe('bytes 0-3/13')
    expect(await head.text()).toBe('%PDF')
    const anon = await fetch(`${base}/storage/v1/object/presentations/2026/deck.pdf`, {headers: as(KEYS.anon)})
    expect(anon.status).toBe(400)
    const download = await post('/storage/v1/object/sign/presentations/2026/deck.pdf', KEYS.service, {expiresIn: 60})
    const {signedURL} = (await download.json()) as {signedURL: string}
    expect(await (await fetch(`${base}/storage/v1${signedURL}`)).text()).toBe('%PDF-1.7 deck')
    const removed = await fetch(`${base}/storage/v1/object/presentations`, {
      method: 'DELETE',
      headers: as(KEYS.service),
      body: JSON.stringify({prefixes: ['2026/deck.pdf', '../escape']}),
    })
    expect(await removed.json()).toEqual([{name: '2026/deck.pdf', bucket_id: 'presentations'}])
  })
})

describe('a data folder', () => {
  it('keeps rows and files across a restart, applying each migration once', {timeout: 90_000}, async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'local-supabase-'))
    // A folder that does not exist yet, inside one that does not either: both are made.
    const dir = path.join(parent, 'site', 'data')
    try {
      const first = await createLocalSupabase({dir, keys: KEYS})
      expect(first.database.applied.length).toBeGreaterThan(5)
      const url = await first.listen()
      await fetch(`${url}/rest/v1/newsletter_signups`, {
        method: 'POST',
        headers: as(KEYS.anon),
        body: JSON.stringify({email: 'kept@harbor.example', page: '/'}),
      })
      first.putObject('presentations/kept.pdf', Buffer.from('%PDF'), 'application/pdf')
      await first.close()
      const second = await createLocalSupabase({dir, keys: KEYS})
      expect(second.database.applied).toEqual([])
      expect((await second.rows<{email: string}>('newsletter_signups')).map((r) => r.email)).toEqual([
        'kept@harbor.example',
      ])
      expect(second.hasObject('presentations/kept.pdf')).toBe(true)
      await second.close()
    } finally {
      rmSync(parent, {recursive: true, force: true})
    }
  })
})
