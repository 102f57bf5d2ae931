/**
 * The lead-delivery migration on a real PostgreSQL server, in a database of its own set up as a
 * Supabase project (./test-database.ts), with every migration applied in order as the Supabase CLI
 * does: the new columns, what the sweep's functions select, who may call them, and the upload limits,
 * including concurrent sessions. Rows stored before the migration are inserted between
 * the earlier migrations and this one, to check what it marks.
 */

import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {ANON_INSERT_COLUMNS, PRESENTATION_REQUEST_COLUMNS, SERVICE_SUBMISSION_COLUMNS} from './database.types'
import {
  insertInto,
  MIGRATIONS,
  migration,
  migrationSql as sql,
  outcomeAs,
  testDatabase,
  type TestClient,
} from './test-database'

const deliveryFile = migration('lead_delivery')
const database = testDatabase('lead_delivery_test')
let db: TestClient
const insert = (table: string, row: Record<string, unknown>, returning = 'id') => insertInto(table, row, returning)

const lead = {
  service_name: 'AI Readiness Assessment',
  project_name: 'AI Implementation',
  description: 'Score: 34/50 - Advanced',
  requirements: 'Advanced: ready to scale AI across the business.',
  first_name: 'Jane',
  last_name: 'van Dyke',
  email: 'jane@northgate.example',
}
const request = (n: number, over: Record<string, unknown> = {}) => ({
  file_path: `2026-11-23/${n}-${Math.random().toString(36).slice(2)}.pdf`,
  original_name: 'Q3 board deck.pdf',
  size_bytes: 1234,
  content_type: 'application/pdf',
  email: 'jane@northgate.example',
  ...over,
})

/** A lead stored `minutesAgo` minutes ago, with its marks; its id. */
async function storeLead(minutesAgo: number, marks: {notified?: boolean; results?: boolean} = {}): Promise<string> {
  const {rows} = await db.query(
    insert('service_submissions', {
      ...lead,
      created_at: new Date(Date.now() - minutesAgo * 60_000),
      notified_at: marks.notified ? new Date() : null,
      results_sent_at: marks.results ? new Date() : null,
    }),
  )
  return rows[0].id
}
/** The SQLSTATE `query` fails with as `role`, or rows:<count>. */
const as = (role: 'anon' | 'authenticated' | 'service_role', query: string | {text: string; values: unknown[]}) =>
  outcomeAs(db, role, query)
const ids = async (query: string) => (await db.query(query)).rows.map((r: {id: string}) => r.id)

const before: {lead?: string; uploaded?: string; fresh?: string} = {}

beforeAll(async () => {
  // The migrations before this one, then rows as they were before it, then this one and any later.
  const at = MIGRATIONS.indexOf(deliveryFile)
  await database.create({migrations: MIGRATIONS.slice(0, at)})
  db = database.db
  before.lead = (await db.query(insert('service_submissions', lead))).rows[0].id
  before.uploaded = (await db.query(insert('presentation_requests', {...request(0), status: 'uploaded'}))).rows[0].id
  before.fresh = (await db.query(insert('presentation_requests', request(1)))).rows[0].id
  await database.applyMigrations(MIGRATIONS.slice(at))
})

afterAll(() => database.drop())

describe('the lead-delivery migration', () => {
  it('marks the leads and uploads stored before it as notified, and nothing else', async () => {
    const {rows: leads} = await db.query('select id, created_at, notified_at, results_sent_at from service_submissions')
    expect(leads).toEqual([
      {id: before.lead, created_at: expect.any(Date), notified_at: leads[0].created_at, results_sent_at: null},
    ])
    const {rows: requests} = await db.query('select id, status, notified_at from presentation_requests order by status')
    expect(requests).toEqual([
      {id: before.fresh, status: 'new', notified_at: null},
      {id: before.uploaded, status: 'uploaded', notified_at: expect.any(Date)},
    ])
  })

  it('applies again without marking a lead or an upload that arrived since', async () => {
    await db.query('delete from service_submissions; delete from presentation_requests')
    const id = await storeLead(10)
    await db.query(insert('presentation_requests', {...request(2), status: 'uploaded'}))
    await db.query(sql(deliveryFile))
    expect((await db.query('select notified_at from service_submissions where id = $1', [id])).rows).toEqual([
      {notified_at: null},
    ])
    expect((await db.query('select notified_at from presentation_requests')).rows).toEqual([{notified_at: null}])
  })

  it('creates the columns the Database type describes, for both tables', async () => {
    for (const [table, expected] of [
      ['service_submissions', SERVICE_SUBMISSION_COLUMNS],
      ['presentation_requests', PRESENTATION_REQUEST_COLUMNS],
    ] as const) {
      const {rows} = await db.query<{
        column_name: string
        data_type: string
        is_nullable: string
        column_default: string | null
      }>(
        `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [table],
      )
      const actual = Object.fromEntries(
        rows.map((r) => [
          r.column_name,
          {type: r.data_type, nullable: r.is_nullable === 'YES', hasDefault: r.column_default !== null},
        ]),
      )
      expect(actual).toEqual(expected)
    }
  })

  it('leaves anon able to insert only the columns the browser writes: never the delivery marks', async () => {
    const {rows} = await db.query<{column_name: string}>(
      `select column_name from information_schema.column_privileges where table_name = 'service_submissions' and grantee = 'anon'`,
    )
    expect(rows.map((r) => r.column_name).sort()).toEqual([...ANON_INSERT_COLUMNS].sort())
    for (const column of ['notified_at', 'results_sent_at'])
      expect(
        await as('anon', {
          text: `insert into public.service_submissions (service_name, project_name, description, first_name, email, status, ${column}) values ('a', 'b', 'c', 'Jane', 'j@x.example', 'pending', now())`,
          values: [],
        }),
      ).toBe('42501')
  })

  it('lets the service role set the marks and the expired status', async () => {
    await db.query('delete from service_submissions; delete from presentation_requests')
    const id = await storeLead(1)
    expect(
      await as(
        'service_role',
        `update service_submissions set notified_at = now(), results_sent_at = now() where id = '${id}'`,
      ),
    ).toBe('rows:1')
    const {rows} = await db.query(insert('presentation_requests', request(3)))
    expect(
      await as('service_role', `update presentation_requests set status = 'expired' where id = '${rows[0].id}'`),
    ).toBe('rows:1')
    expect(
      await as('service_role', `update presentation_requests set status = 'lost' where id = '${rows[0].id}'`),
    ).toBe('23514')
  })
})

describe('leads_to_deliver (what the sweep sends)', () => {
  beforeEach(async () => {
    await db.query('delete from service_submissions')
  })

  it('selects a lead unnotified after 5 minutes, never a newer one (the webhook is still on it)', async () => {
    const late = await storeLead(6)
    await storeLead(4)
    expect(await ids('select id from leads_to_deliver()')).toEqual([late])
  })

  it('selects a lead whose results email is owed, only while the email is on and for 24 hours', async () => {
    const owed = await storeLead(30, {notified: true})
    await storeLead(25 * 60, {notified: true})
    await storeLead(30, {notified: true, results: true})
    expect(await ids('select id from leads_to_deliver(with_results => true)')).toEqual([owed])
    expect(await ids('select id from leads_to_deliver(with_results => false)')).toEqual([])
  })

  it('owes a results email only to a row whose description is the quiz result, so junk rows never fill the batch', async () => {
    for (const description of ['Score: high', 'score: 34/50 - Advanced', 'Total 34/50', ' Score: 34/50 - Advanced'])
      await db.query(
        insert('service_submissions', {
          ...lead,
          description,
          created_at: new Date(Date.now() - 40 * 60_000),
          notified_at: new Date(),
        }),
      )
    const owed = await storeLead(30, {notified: true})
    expect(await ids('select id from leads_to_deliver(true, 1)')).toEqual([owed])
  })

  it('selects an unnotified lead however old it is: the agency notification has no window', async () => {
    const old = await storeLead(3 * 24 * 60, {results: false})
    expect(await ids('select id from leads_to_deliver(with_results => false)')).toEqual([old])
  })

  it('answers oldest first, at most max_rows (clamped to 1..100)', async () => {
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.push(await storeLead(60 - i))
    expect(await ids('select id from leads_to_deliver(true, 3)')).toEqual(made.slice(0, 3))
    expect(await ids('select id from leads_to_deliver(true, 0)')).toEqual(made.slice(0, 1))
    expect(await ids('select id from leads_to_deliver(true, 1000)')).toEqual(made)
  })
})

describe('presentations_to_notify and presentations_expired (what the sweep sends and removes)', () => {
  beforeEach(async () => {
    await db.query('delete from presentation_requests')
  })
  const store = async (row: Record<string, unknown>) =>
    (await db.query(insert('presentation_requests', row))).rows[0].id
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)

  it('notify: uploads confirmed over 5 minutes ago and not yet notified', async () => {
    const due = await store({...request(1), status: 'uploaded', created_at: ago(60), uploaded_at: ago(6)})
    const legacy = await store({...request(2), status: 'uploaded', created_at: ago(10)})
    await store({...request(3), status: 'uploaded', created_at: ago(180), uploaded_at: ago(1)})
    await store({...request(4), status: 'uploaded', created_at: ago(60), uploaded_at: ago(30), notified_at: ago(29)})
    await store({...request(5), status: 'new', created_at: ago(60)})
    await store({...request(6), status: 'rejected', created_at: ago(60)})
    expect(await ids('select id from presentations_to_notify()')).toEqual([due, legacy])
  })

  it('expired: requests still new 2 hours after their upload URL was signed', async () => {
    const stale = await store({...request(1), created_at: ago(121)})
    await store({...request(2), created_at: ago(119)})
    await store({...request(3), status: 'uploaded', created_at: ago(300), uploaded_at: ago(299)})
    await store({...request(4), status: 'expired', created_at: ago(300)})
    expect(await ids('select id from presentations_expired()')).toEqual([stale])
  })
})

describe('who may call the sweep functions', () => {
  it.each(['leads_to_deliver(boolean, integer)', 'presentations_to_notify(integer)', 'presentations_expired(integer)'])(
    '%s: the service role only',
    async (fn) => {
      const {rows} = await db.query(
        `select has_function_privilege('anon', $1, 'execute') as anon, has_function_privilege('authenticated', $1, 'execute') as authenticated, has_function_privilege('service_role', $1, 'execute') as service`,
        [`public.${fn}`],
      )
      expect(rows[0]).toEqual({anon: false, authenticated: false, service: true})
      const call = `select * from public.${fn.replace(/\(.*\)/, '()')}`
      expect(await as('anon', call)).toBe('42501')
      expect(await as('service_role', call)).toMatch(/^rows:/)
    },
  )
})

describe('upload limits (trigger on presentation_requests)', () => {
  beforeEach(async () => {
    await db.query('delete from presentation_requests')
  })

  /** Inserts rows as the service role (what the server uses) in one rolled-back transaction: each SQLSTATE. */
  async function inserts(rows: Record<string, unknown>[]) {
    await db.query('begin')
    try {
      await db.query('set local role service_role')
      const codes: string[] = []
      for (const row of rows) {
        await db.query('savepoint s')
        try {
          await db.query(insert('presentation_requests', row))
          await db.query('release savepoint s')
          codes.push('ok')
        } catch (e) {
          await db.query('rollback to savepoint s')
          codes.push((e as {code?: string}).code ?? 'error')
        }
      }
      return codes
    } finally {
      await db.query('rollback')
    }
  }

  it('accepts 5 requests from one email address in an hour and refuses the 6th with PT429 (HTTP 429)', async () => {
    expect(await inserts(Array.from({length: 6}, (_, i) => request(i)))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'PT429',
    ])
  })

  it('counts an address case-insensitively, and other addresses separately', async () => {
    const codes = await inserts([
      ...Array.from({length: 5}, (_, i) =>
        request(i, {email: i % 2 ? 'JANE@Northgate.example' : 'jane@northgate.example'}),
      ),
      request(5, {email: 'Jane@NORTHGATE.EXAMPLE'}),
      request(6, {email: 'sam@northgate.example'}),
    ])
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429', 'ok'])
  })

  it('accepts 30 requests an hour across the table and refuses the 31st, whatever the address', async () => {
    const codes = await inserts(Array.from({length: 31}, (_, i) => request(i, {email: `lead${i}@northgate.example`})))
    expect(codes.slice(0, 30).every((c) => c === 'ok')).toBe(true)
    expect(codes[30]).toBe('PT429')
  })

  it('forgets requests older than an hour', async () => {
    const old = new Date(Date.now() - 61 * 60_000)
    const codes = await inserts([
      ...Array.from({length: 30}, (_, i) => request(i, {email: `lead${i % 5}@northgate.example`, created_at: old})),
      request(31),
    ])
    expect(codes.every((c) => c === 'ok')).toBe(true)
  })

  it('says what happened, without the submitted values', async () => {
    await db.query('begin')
    try {
      for (let i = 0; i < 5; i++) await db.query(insert('presentation_requests', request(i)))
      const error = await db.query(insert('presentation_requests', request(9))).catch((e: unknown) => e)
      expect(error).toMatchObject({
        code: 'PT429',
        message: 'Too many uploads from this email address. Please try again later.',
      })
      expect(JSON.stringify(error)).not.toContain('jane@northgate.example')
    } finally {
      await db.query('rollback')
    }
  })

  describe('under concurrent sessions (on PostgreSQL: PGlite has one connection)', () => {
    const concurrent = testDatabase('lead_delivery_test', 'postgres')
    beforeAll(() => concurrent.create())
    afterAll(() => concurrent.drop())
    beforeEach(() => concurrent.db.query('delete from presentation_requests'))

    /** `count` sessions, each inserting one row of `row(i)` at once as the service role: each outcome. */
    async function concurrently(count: number, row: (i: number) => Record<string, unknown>) {
      const clients = await Promise.all(
        Array.from({length: count}, async () => {
          return concurrent.connect()
        }),
      )
      try {
        return await Promise.all(
          clients.map(async (c, i) => {
            await c.query('begin')
            await c.query('set local role service_role')
            try {
              await c.query(insert('presentation_requests', row(i)))
              await c.query('commit')
              return 'ok'
            } catch (e) {
              await c.query('rollback')
              return (e as {code?: string}).code
            }
          }),
        )
      } finally {
        await Promise.all(clients.map((c) => c.end()))
      }
    }

    it('holds under concurrent sessions: 8 requests from one address at once store exactly 5', async () => {
      const results = await concurrently(8, (i) => request(i, {email: 'race@northgate.example'}))
      expect(results.filter((r) => r === 'ok')).toHaveLength(5)
      expect(results.filter((r) => r === 'PT429')).toHaveLength(3)
      const {rows} = await concurrent.db.query(
        `select count(*)::int as n from presentation_requests where email = 'race@northgate.example'`,
      )
      expect(rows[0].n).toBe(5)
    })

    it('holds under concurrent sessions across the table: with 26 stored, 8 at once from new addresses store exactly 4', async () => {
      for (let i = 0; i < 26; i++)
        await concurrent.db.query(
          insert('presentation_requests', request(i, {email: `seed${i % 6}@northgate.example`})),
        )
      const results = await concurrently(8, (i) => request(100 + i, {email: `visitor${i}@northgate.example`}))
      expect(results.filter((r) => r === 'ok')).toHaveLength(4)
      expect(results.filter((r) => r === 'PT429')).toHaveLength(4)
      const {rows} = await concurrent.db.query('select count(*)::int as n from presentation_requests')
      expect(rows[0].n).toBe(30)
    })
  })
})
