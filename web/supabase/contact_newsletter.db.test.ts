/**
 * The contact form's and the newsletter's migrations on a real PostgreSQL server, in a database of their
 * own set up as a Supabase project (./test-database.ts: its roles, default privileges and Storage
 * stand-in), with every migration applied in order as the Supabase CLI does: what anon may write, the
 * bounds, the rate limits (also under concurrent sessions), the double opt-in's two functions and what
 * the sweep selects.
 */

import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {
  CONTACT_ANON_COLUMNS,
  CONTACT_MESSAGE_COLUMNS,
  NEWSLETTER_SIGNUP_COLUMNS,
  NEWSLETTER_SUBSCRIBER_COLUMNS,
  SIGNUP_ANON_COLUMNS,
} from './database.types'
import {insertInto, outcomeAs, testDatabase, type TestClient} from './test-database'

const database = testDatabase('contact_newsletter_test')
/** Several sessions at once need PostgreSQL (PGlite has one connection): the concurrency tests' database. */
const concurrent = testDatabase('contact_newsletter_test', 'postgres')
let db: TestClient
const applyAll = () => database.applyMigrations()

const message = {
  name: 'Jane van Dyke',
  email: 'jane@northgate.example',
  company: 'Northgate Logistics',
  phone: '+1 555 0100',
  message: 'We route 400 trucks a day and want an agent that answers drivers at night.',
  page: '/contact',
}
type Row = Record<string, unknown>

/** The SQLSTATE `query` fails with as `role`, or rows:<count>; rolled back either way. */
const as = (role: 'anon' | 'authenticated' | 'service_role', query: string | {text: string; values: unknown[]}) =>
  outcomeAs(db, role, query)

/** Inserts rows into `table` as anon inside one rolled-back transaction: each insert's SQLSTATE, or 'ok'. */
async function anonInserts(table: string, rows: Row[]) {
  await db.query('begin')
  try {
    await db.query('set local role anon')
    const codes: string[] = []
    for (const row of rows) {
      await db.query('savepoint s')
      try {
        await db.query(insertInto(table, row))
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
const anonInsert = async (table: string, row: Row) => (await anonInserts(table, [row]))[0]

/** `count` sessions, each inserting `row(i)` into `table` as anon at the same moment: each outcome. */
async function concurrently(table: string, count: number, row: (i: number) => Row) {
  const clients = await Promise.all(Array.from({length: count}, () => concurrent.connect()))
  try {
    return await Promise.all(
      clients.map(async (c, i) => {
        await c.query('begin')
        await c.query('set local role anon')
        try {
          await c.query(insertInto(table, row(i)))
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

const columnsOf = async (table: string) => {
  const {rows} = await db.query<{
    column_name: string
    data_type: string
    is_nullable: string
    column_default: string | null
  }>(
    `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  )
  return Object.fromEntries(
    rows.map((r) => [
      r.column_name,
      {type: r.data_type, nullable: r.is_nullable === 'YES', hasDefault: r.column_default !== null},
    ]),
  )
}
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const ids = async (query: string) => (await db.query(query)).rows.map((r: {id: string}) => r.id)

beforeAll(async () => {
  await concurrent.create()
  await database.create()
  db = database.db
})

afterAll(async () => {
  await database.drop()
  await concurrent.drop()
})

describe('the migrations', () => {
  it('apply twice without error (idempotent where the CLI may re-run them)', async () => {
    await expect(applyAll()).resolves.toBeUndefined()
  })

  it('create the columns the Database type describes', async () => {
    expect(await columnsOf('contact_messages')).toEqual(CONTACT_MESSAGE_COLUMNS)
    expect(await columnsOf('newsletter_signups')).toEqual(NEWSLETTER_SIGNUP_COLUMNS)
    expect(await columnsOf('newsletter_subscribers')).toEqual(NEWSLETTER_SUBSCRIBER_COLUMNS)
  })

  it('turn row-level security on for all three tables', async () => {
    const {rows} = await db.query(
      `select relname, relrowsecurity from pg_class where relname in ('contact_messages', 'newsletter_signups', 'newsletter_subscribers') order by relname`,
    )
    expect(rows.map((r) => r.relrowsecurity)).toEqual([true, true, true])
  })

  it('grant anon INSERT on the columns the forms write, and nothing else, on any of the three tables', async () => {
    const columns = async (table: string) =>
      (
        await db.query<{privilege_type: string; column_name: string}>(
          `select privilege_type, column_name from information_schema.column_privileges where table_name = $1 and grantee = 'anon'`,
          [table],
        )
      ).rows
    const contact = await columns('contact_messages')
    expect(contact.every((r) => r.privilege_type === 'INSERT')).toBe(true)
    expect(contact.map((r) => r.column_name).sort()).toEqual([...CONTACT_ANON_COLUMNS].sort())
    const signups = await columns('newsletter_signups')
    expect(signups.every((r) => r.privilege_type === 'INSERT')).toBe(true)
    expect(signups.map((r) => r.column_name).sort()).toEqual([...SIGNUP_ANON_COLUMNS].sort())
    expect(await columns('newsletter_subscribers')).toEqual([])
    const tables = await db.query(
      `select table_name, privilege_type from information_schema.role_table_grants where table_name in ('contact_messages', 'newsletter_signups', 'newsletter_subscribers') and grantee in ('anon', 'authenticated')`,
    )
    expect(tables.rows).toEqual([])
  })
})

describe('contact_messages as anon', () => {
  beforeEach(async () => {
    await db.query('delete from contact_messages')
  })

  it('inserts a message (what the form sends), stored as new with no delivery marks', async () => {
    expect(await anonInsert('contact_messages', message)).toBe('ok')
    await db.query('begin')
    await db.query('set local role anon')
    await db.query(insertInto('contact_messages', message))
    await db.query('reset role')
    const {rows} = await db.query('select * from contact_messages')
    await db.query('commit')
    expect(rows).toEqual([
      {
        ...message,
        id: expect.any(String),
        created_at: expect.any(Date),
        status: 'new',
        notified_at: null,
        receipt_sent_at: null,
        // Where the visit came from: none said, none stored.
        landing_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      },
    ])
  })

  it('inserts without company or phone, and without a page (then /contact)', async () => {
    const {company: _c, phone: _p, page: _g, ...rest} = message
    expect(await anonInsert('contact_messages', rest)).toBe('ok')
    expect(await anonInsert('contact_messages', {...rest, company: null, phone: null})).toBe('ok')
  })

  it.each([
    ['its own status', {status: 'replied'}],
    ['a delivery mark', {notified_at: new Date()}],
    ['a receipt mark', {receipt_sent_at: new Date()}],
    ['its own id', {id: '00000000-0000-0000-0000-000000000001'}],
    ['its own created_at', {created_at: '2020-01-01T00:00:00Z'}],
  ])('cannot choose %s (no column privilege)', async (_what, change) => {
    expect(await anonInsert('contact_messages', {...message, ...change})).toBe('42501')
  })

  it('cannot read, change or delete messages, nor ask for the row back', async () => {
    await db.query(insertInto('contact_messages', message))
    for (const sql of [
      'select * from public.contact_messages',
      'select count(*) from public.contact_messages',
      `update public.contact_messages set status = 'spam'`,
      'delete from public.contact_messages',
      'truncate public.contact_messages',
    ])
      expect(await as('anon', sql)).toBe('42501')
    expect(await as('anon', insertInto('contact_messages', message, 'id'))).toBe('42501')
    expect(await as('authenticated', insertInto('contact_messages', message))).toBe('42501')
    expect((await db.query('select status from contact_messages')).rows).toEqual([{status: 'new'}])
  })

  const MB = 10 * 1024 * 1024
  it.each([
    ['name', 120],
    ['company', 120],
    ['message', 5000],
  ])('refuses %s one character over its raw limit of %i, even when the extra is a space', async (column, max) => {
    expect(await anonInsert('contact_messages', {...message, [column]: 'x'.repeat(max)})).toBe('ok')
    expect(await anonInsert('contact_messages', {...message, [column]: `${'x'.repeat(max)} `})).toBe('23514')
    expect(await anonInsert('contact_messages', {...message, [column]: `x${' '.repeat(MB)}`})).toBe('23514')
  })

  it.each(['name', 'company', 'message'])('refuses %s made only of spaces', async (column) => {
    expect(await anonInsert('contact_messages', {...message, [column]: '   '})).toBe('23514')
  })

  it.each([
    ['an email without a domain dot', {email: 'jane@localhost'}],
    ['an email with a display name', {email: 'Jane <jane@northgate.example>'}],
    ['an email with a line break', {email: 'jane@northgate.example\nBcc: x@y.example'}],
    ['an oversized email', {email: `${'x'.repeat(64)}@${'y'.repeat(190)}.example`}],
    ['a phone number with letters', {phone: 'call me maybe'}],
    ['a phone number of 41 characters', {phone: '1'.repeat(41)}],
    ['a page that is another site', {page: 'https://evil.example/'}],
    ['a page that starts with //', {page: '//evil.example'}],
    ['a page without a slash', {page: 'contact'}],
    ['a page with a space', {page: '/con tact'}],
    ['a page of 201 characters', {page: `/${'x'.repeat(200)}`}],
  ])('refuses %s (check constraint)', async (_what, change) => {
    expect(await anonInsert('contact_messages', {...message, ...change})).toBe('23514')
  })

  it.each(['/', '/contact', '/blog/ai-agents-for-logistics', '/market-research-agent'])(
    'accepts the page %s',
    async (page) => {
      expect(await anonInsert('contact_messages', {...message, page})).toBe('ok')
    },
  )

  it('refuses a missing message (not null)', async () => {
    const {message: _m, ...rest} = message
    expect(await anonInsert('contact_messages', rest)).toBe('23502')
  })
})

describe('contact_messages rate limits (trigger)', () => {
  beforeEach(async () => {
    await db.query('delete from contact_messages')
  })

  it('accepts 5 messages from one address in an hour, counted case-insensitively, and refuses the 6th with PT429', async () => {
    const codes = await anonInserts('contact_messages', [
      ...Array.from({length: 5}, (_, i) => ({...message, email: i % 2 ? 'JANE@Northgate.example' : message.email})),
      {...message, email: 'Jane@NORTHGATE.EXAMPLE'},
      {...message, email: 'sam@northgate.example'},
    ])
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429', 'ok'])
  })

  it('says what happened in the error, without the submitted values', async () => {
    await db.query('begin')
    try {
      await db.query('set local role anon')
      for (let i = 0; i < 5; i++) await db.query(insertInto('contact_messages', message))
      const error = await db.query(insertInto('contact_messages', message)).catch((e: unknown) => e)
      expect(error).toMatchObject({
        code: 'PT429',
        message: 'Too many messages from this email address. Please try again later.',
      })
      expect(JSON.stringify(error)).not.toContain('northgate')
    } finally {
      await db.query('rollback')
    }
  })

  it('accepts 30 messages a minute across the table and refuses the 31st, whatever the address', async () => {
    const codes = await anonInserts(
      'contact_messages',
      Array.from({length: 31}, (_, i) => ({...message, email: `visitor${i}@northgate.example`})),
    )
    expect(codes.slice(0, 30).every((c) => c === 'ok')).toBe(true)
    expect(codes[30]).toBe('PT429')
  })

  it('forgets messages older than an hour', async () => {
    for (let i = 0; i < 5; i++) await db.query(insertInto('contact_messages', {...message, created_at: ago(61)}))
    expect(await anonInsert('contact_messages', message)).toBe('ok')
  })

  it('holds under concurrent inserts: 8 sessions sending from one address at once store exactly 5', async () => {
    const results = await concurrently('contact_messages', 8, () => message)
    expect(results.filter((r) => r === 'ok')).toHaveLength(5)
    expect(results.filter((r) => r === 'PT429')).toHaveLength(3)
    expect((await concurrent.db.query('select count(*)::int as n from contact_messages')).rows[0].n).toBe(5)
  })
})

describe('newsletter_signups as anon', () => {
  beforeEach(async () => {
    await db.query('delete from newsletter_signups; delete from newsletter_subscribers')
  })
  const signup = {email: 'jane@northgate.example', page: '/blog'}

  it('inserts a sign-up, and cannot read, change or delete any, nor ask for the row back', async () => {
    expect(await anonInsert('newsletter_signups', signup)).toBe('ok')
    await db.query(insertInto('newsletter_signups', signup))
    for (const sql of [
      'select * from public.newsletter_signups',
      `update public.newsletter_signups set mailed_at = now()`,
      'delete from public.newsletter_signups',
    ])
      expect(await as('anon', sql)).toBe('42501')
    expect(await as('anon', insertInto('newsletter_signups', signup, 'id'))).toBe('42501')
    expect(await anonInsert('newsletter_signups', {...signup, mailed_at: new Date()})).toBe('42501')
  })

  it('answers a sign-up for an address already on the list exactly as one for a new address', async () => {
    await db.query(
      `insert into newsletter_subscribers (email, status, confirmed_at) values ('jane@northgate.example', 'confirmed', now())`,
    )
    expect(await anonInsert('newsletter_signups', signup)).toBe('ok')
    expect(await anonInsert('newsletter_signups', {...signup, email: 'new@northgate.example'})).toBe('ok')
  })

  it('can neither read nor write the list itself, nor call its functions', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      expect(await as(role, 'select * from public.newsletter_subscribers')).toBe('42501')
      expect(
        await as(
          role,
          insertInto('newsletter_subscribers', {
            email: 'eve@evil.example',
            status: 'confirmed',
            confirmed_at: new Date(),
          }),
        ),
      ).toBe('42501')
    }
    for (const fn of [
      'newsletter_confirm(uuid, text)',
      'newsletter_unsubscribe(text)',
      'newsletter_signups_to_deliver(integer)',
      'contact_messages_to_deliver(integer)',
    ]) {
      const {rows} = await db.query(
        `select has_function_privilege('anon', $1, 'execute') as anon, has_function_privilege('authenticated', $1, 'execute') as authenticated, has_function_privilege('service_role', $1, 'execute') as service`,
        [`public.${fn}`],
      )
      expect(rows[0], fn).toEqual({anon: false, authenticated: false, service: true})
    }
    expect(await as('anon', `select public.newsletter_unsubscribe('jane@northgate.example')`)).toBe('42501')
  })

  it.each([
    ['an email without @', {email: 'jane.northgate.example'}],
    ['an email with spaces', {email: 'jane doe@northgate.example'}],
    ['an oversized email', {email: `${'x'.repeat(65)}@northgate.example`}],
    ['a page that is another site', {page: 'https://evil.example/'}],
    ['a page that starts with //', {page: '//evil.example'}],
  ])('refuses %s (check constraint)', async (_what, change) => {
    expect(await anonInsert('newsletter_signups', {...signup, ...change})).toBe('23514')
  })

  it('accepts 3 sign-ups for one address in an hour and refuses the 4th with PT429', async () => {
    const codes = await anonInserts('newsletter_signups', [
      signup,
      {...signup, email: 'JANE@northgate.example'},
      signup,
      {...signup, email: 'Jane@Northgate.Example'},
      {...signup, email: 'sam@northgate.example'},
    ])
    expect(codes).toEqual(['ok', 'ok', 'ok', 'PT429', 'ok'])
  })

  it('accepts 30 sign-ups a minute across the table and refuses the 31st', async () => {
    const codes = await anonInserts(
      'newsletter_signups',
      Array.from({length: 31}, (_, i) => ({...signup, email: `reader${i}@northgate.example`})),
    )
    expect(codes.slice(0, 30).every((c) => c === 'ok')).toBe(true)
    expect(codes[30]).toBe('PT429')
  })

  it('holds under concurrent inserts: 6 sessions signing one address up at once store exactly 3', async () => {
    const results = await concurrently('newsletter_signups', 6, () => signup)
    expect(results.filter((r) => r === 'ok')).toHaveLength(3)
    expect(results.filter((r) => r === 'PT429')).toHaveLength(3)
  })
})

describe('double opt-in: newsletter_confirm and newsletter_unsubscribe (as the service role)', () => {
  beforeEach(async () => {
    await db.query('delete from newsletter_signups; delete from newsletter_subscribers')
  })
  // A sign-up made now takes the database's clock (the column's default), as the site's do: the
  // JavaScript clock's milliseconds could put it before an unsubscribe the database stamped a moment ago.
  const signUp = async (email: string, page = '/blog', minutesAgo = 0): Promise<string> =>
    (
      await db.query(
        insertInto('newsletter_signups', {email, page, ...(minutesAgo ? {created_at: ago(minutesAgo)} : {})}, 'id'),
      )
    ).rows[0].id
  const confirm = async (id: string, email: string) => {
    await db.query('begin')
    try {
      await db.query('set local role service_role')
      const {rows} = await db.query('select public.newsletter_confirm($1, $2) as outcome', [id, email])
      await db.query('commit')
      return rows[0].outcome as string
    } catch (e) {
      await db.query('rollback')
      throw e
    }
  }
  const unsubscribe = async (email: string) => {
    await db.query('begin')
    await db.query('set local role service_role')
    await db.query('select public.newsletter_unsubscribe($1)', [email])
    await db.query('commit')
  }
  const list = async () =>
    (
      await db.query(
        'select email, status, page, confirmed_at, unsubscribed_at from newsletter_subscribers order by email',
      )
    ).rows

  it('confirms the address of that sign-up, lower-cased, with the page it signed up on', async () => {
    const id = await signUp('Jane@Northgate.example', '/market-research-agent')
    expect(await list()).toEqual([])
    expect(await confirm(id, 'Jane@Northgate.example')).toBe('confirmed')
    expect(await list()).toEqual([
      {
        email: 'jane@northgate.example',
        status: 'confirmed',
        page: '/market-research-agent',
        confirmed_at: expect.any(Date),
        unsubscribed_at: null,
      },
    ])
  })

  it('confirms nothing for an unknown sign-up, or a sign-up of another address', async () => {
    const id = await signUp('jane@northgate.example')
    expect(await confirm('00000000-0000-4000-8000-000000000000', 'jane@northgate.example')).toBe('unknown')
    expect(await confirm(id, 'eve@evil.example')).toBe('unknown')
    expect(await list()).toEqual([])
  })

  it('confirming twice keeps the first confirmation', async () => {
    const id = await signUp('jane@northgate.example')
    await confirm(id, 'jane@northgate.example')
    const [first] = await list()
    const again = await signUp('jane@northgate.example', '/about')
    expect(await confirm(again, 'jane@northgate.example')).toBe('confirmed')
    expect(await list()).toEqual([first])
  })

  it('unsubscribes, and an older confirmation link can never put the address back', async () => {
    const id = await signUp('jane@northgate.example', '/blog', 10)
    await confirm(id, 'jane@northgate.example')
    await unsubscribe('JANE@northgate.example')
    expect(await list()).toEqual([expect.objectContaining({status: 'unsubscribed', unsubscribed_at: expect.any(Date)})])
    expect(await confirm(id, 'jane@northgate.example')).toBe('withdrawn')
    expect((await list())[0].status).toBe('unsubscribed')
  })

  it('a new sign-up after unsubscribing confirms again', async () => {
    const id = await signUp('jane@northgate.example', '/blog', 10)
    await confirm(id, 'jane@northgate.example')
    await unsubscribe('jane@northgate.example')
    const later = await signUp('jane@northgate.example', '/about')
    expect(await confirm(later, 'jane@northgate.example')).toBe('confirmed')
    expect(await list()).toEqual([
      expect.objectContaining({status: 'confirmed', page: '/about', unsubscribed_at: null}),
    ])
  })

  it('an unsubscribe before confirming keeps the address off the list, and repeating it changes nothing', async () => {
    const id = await signUp('jane@northgate.example', '/blog', 10)
    await unsubscribe('jane@northgate.example')
    const [first] = await list()
    await unsubscribe('jane@northgate.example')
    expect(await list()).toEqual([first])
    expect(await confirm(id, 'jane@northgate.example')).toBe('withdrawn')
  })

  it('refuses a list row that is not lower-case, or confirmed without a date', async () => {
    expect(
      await as(
        'service_role',
        insertInto('newsletter_subscribers', {email: 'Jane@x.example', status: 'confirmed', confirmed_at: new Date()}),
      ),
    ).toBe('23514')
    expect(
      await as('service_role', insertInto('newsletter_subscribers', {email: 'jane@x.example', status: 'confirmed'})),
    ).toBe('23514')
  })
})

describe('what the sweep selects', () => {
  beforeEach(async () => {
    await db.query('delete from contact_messages; delete from newsletter_signups')
  })
  const storeMessage = async (minutesAgo: number, marks: {notified?: boolean; receipt?: boolean} = {}) =>
    (
      await db.query(
        insertInto(
          'contact_messages',
          {
            ...message,
            email: `v${Math.random().toString(36).slice(2)}@northgate.example`,
            created_at: ago(minutesAgo),
            notified_at: marks.notified ? new Date() : null,
            receipt_sent_at: marks.receipt ? new Date() : null,
          },
          'id',
        ),
      )
    ).rows[0].id as string

  it('contact_messages_to_deliver: unnotified after 5 minutes at any age; a receipt owed only for a day', async () => {
    const late = await storeMessage(6)
    await storeMessage(4)
    const old = await storeMessage(3 * 24 * 60, {receipt: false})
    const receipt = await storeMessage(30, {notified: true})
    await storeMessage(25 * 60, {notified: true})
    await storeMessage(30, {notified: true, receipt: true})
    expect(await ids('select id from contact_messages_to_deliver()')).toEqual([old, receipt, late])
    expect(await ids('select id from contact_messages_to_deliver(1)')).toEqual([old])
    expect(await as('anon', 'select * from contact_messages_to_deliver()')).toBe('42501')
  })

  it('newsletter_signups_to_deliver: unmailed after 5 minutes and within a day, oldest first', async () => {
    const store = async (minutesAgo: number, mailed = false) =>
      (
        await db.query(
          insertInto(
            'newsletter_signups',
            {email: 'jane@northgate.example', created_at: ago(minutesAgo), mailed_at: mailed ? new Date() : null},
            'id',
          ),
        )
      ).rows[0].id as string
    const due = await store(6)
    const older = await store(23 * 60)
    await store(4)
    await store(25 * 60)
    await store(30, true)
    expect(await ids('select id from newsletter_signups_to_deliver()')).toEqual([older, due])
    expect(await ids('select id from newsletter_signups_to_deliver(0)')).toEqual([older])
  })
})
