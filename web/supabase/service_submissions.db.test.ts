/**
 * The service_submissions migrations on a real PostgreSQL server, in a database of its own set up as a
 * Supabase project (./test-database.ts: its roles and default privileges), with every migration
 * applied in order as the Supabase CLI does, so the revokes, grants, policy, limits and rate-limit
 * trigger are proven against the same starting point as a real project.
 */

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ANON_INSERT_COLUMNS, SERVICE_SUBMISSION_COLUMNS} from './database.types'
import {insertInto, testDatabase, type TestClient} from './test-database'

const database = testDatabase('service_submissions_test')
/** Several sessions at once need PostgreSQL (PGlite has one connection): the concurrency test's database. */
const concurrent = testDatabase('service_submissions_test', 'postgres')
const applyMigrations = () => database.applyMigrations()

const valid = {
  service_name: 'AI Readiness Assessment',
  project_name: 'AI Implementation',
  description: 'Score: 34/50 - Advanced',
  requirements: 'Ready to scale AI across the business.',
  first_name: 'Jane',
  last_name: 'van Dyke',
  email: 'jane@northgate.example',
  phone_number: '+1 555 0100',
  status: 'pending',
}
type Row = typeof valid

let admin: TestClient

async function asAnon<T>(fn: (c: TestClient) => Promise<T>): Promise<T> {
  await admin.query('begin')
  try {
    await admin.query('set local role anon')
    return await fn(admin)
  } finally {
    await admin.query('rollback')
  }
}

const insertSql = (row: Partial<Record<keyof Row, string | null>>) => insertInto('service_submissions', row)

/** The SQLSTATE an anon insert of `row` fails with, or 'ok'. */
const anonInsert = (row: Partial<Record<keyof Row, string | null>>) =>
  asAnon(async (c) => {
    try {
      await c.query(insertSql(row))
      return 'ok'
    } catch (e) {
      return (e as {code?: string}).code ?? 'error'
    }
  })

beforeAll(async () => {
  await concurrent.create()
  await database.create()
  admin = database.db
})

afterAll(async () => {
  await database.drop()
  await concurrent.drop()
})

describe('the migration', () => {
  it('applies twice without error (idempotent where the CLI may re-run it)', async () => {
    await expect(applyMigrations()).resolves.toBeUndefined()
  })

  it('creates the columns the Database type describes', async () => {
    const {rows} = await admin.query<{
      column_name: string
      data_type: string
      is_nullable: string
      column_default: string | null
    }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' and table_name = 'service_submissions' order by ordinal_position`,
    )
    const actual = Object.fromEntries(
      rows.map((r) => [
        r.column_name,
        {type: r.data_type, nullable: r.is_nullable === 'YES', hasDefault: r.column_default !== null},
      ]),
    )
    expect(actual).toEqual(SERVICE_SUBMISSION_COLUMNS)
  })

  it('grants anon INSERT on the written columns only, and nothing else', async () => {
    const {rows} = await admin.query<{privilege_type: string; column_name: string}>(
      `select privilege_type, column_name from information_schema.column_privileges where table_schema = 'public' and table_name = 'service_submissions' and grantee = 'anon' order by column_name`,
    )
    expect(rows.every((r) => r.privilege_type === 'INSERT')).toBe(true)
    expect(rows.map((r) => r.column_name).sort()).toEqual([...ANON_INSERT_COLUMNS].sort())
    const table = await admin.query(
      `select privilege_type from information_schema.role_table_grants where table_name = 'service_submissions' and grantee in ('anon', 'authenticated')`,
    )
    expect(table.rows).toEqual([])
  })

  it('turns row-level security on', async () => {
    const {rows} = await admin.query(
      `select relrowsecurity from pg_class where oid = 'public.service_submissions'::regclass`,
    )
    expect(rows[0].relrowsecurity).toBe(true)
  })

  it('fills id, created_at, status and last_name by default', async () => {
    const {rows} = await admin.query(
      `insert into public.service_submissions (service_name, project_name, description, first_name, email) values ('a', 'b', 'c', 'Jane', 'j@x.example') returning id, created_at, status, last_name`,
    )
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/)
    expect(rows[0].created_at).toBeInstanceOf(Date)
    expect(rows[0].status).toBe('pending')
    expect(rows[0].last_name).toBe('')
    await admin.query('delete from public.service_submissions')
  })
})

describe('as anon', () => {
  it('inserts a pending submission (what the site sends)', async () => {
    const stored = await asAnon(async (c) => {
      await c.query(insertSql(valid))
      await c.query('reset role')
      return (await c.query('select * from public.service_submissions')).rows
    })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject(valid)
  })

  it('inserts with an empty last name, no phone and no explicit status', async () => {
    const {status: _status, ...rest} = valid
    expect(await anonInsert({...rest, last_name: '', phone_number: null})).toBe('ok')
  })

  it.each(['approved', 'contacted', 'rejected'])('cannot insert status %s (row-level security)', async (status) => {
    expect(await anonInsert({...valid, status})).toBe('42501')
  })

  it('cannot choose its own id or created_at', async () => {
    expect(await anonInsert({...valid, id: '00000000-0000-0000-0000-000000000001'} as never)).toBe('42501')
    expect(await anonInsert({...valid, created_at: '2020-01-01T00:00:00Z'} as never)).toBe('42501')
  })

  it('cannot read, change or delete rows', async () => {
    await admin.query(insertSql(valid))
    try {
      const outcome = async (sql: string) =>
        asAnon(async (c) => {
          try {
            const r = await c.query(sql)
            return `rows:${r.rowCount}`
          } catch (e) {
            return (e as {code?: string}).code
          }
        })
      expect(await outcome('select * from public.service_submissions')).toBe('42501')
      expect(await outcome('select count(*) from public.service_submissions')).toBe('42501')
      expect(await outcome(`update public.service_submissions set status = 'approved'`)).toBe('42501')
      expect(await outcome('delete from public.service_submissions')).toBe('42501')
      expect(await outcome('truncate public.service_submissions')).toBe('42501')
      // An insert that asks for the row back (what .select() would do) is refused too.
      expect(
        await outcome(
          `insert into public.service_submissions (service_name, project_name, description, first_name, email) values ('a', 'b', 'c', 'd', 'e@x.example') returning id`,
        ),
      ).toBe('42501')
      const {rows} = await admin.query('select status from public.service_submissions')
      expect(rows).toEqual([{status: 'pending'}])
    } finally {
      await admin.query('delete from public.service_submissions')
    }
  })

  it('authenticated has no privileges either', async () => {
    await admin.query('begin')
    try {
      await admin.query('set local role authenticated')
      await expect(admin.query(insertSql(valid))).rejects.toMatchObject({code: '42501'})
    } finally {
      await admin.query('rollback')
    }
  })

  it.each([
    ['an oversized first name', {first_name: 'x'.repeat(101)}],
    ['an oversized last name', {last_name: 'x'.repeat(101)}],
    ['an oversized description', {description: 'x'.repeat(501)}],
    ['oversized requirements', {requirements: 'x'.repeat(2001)}],
    ['an oversized email', {email: `${'x'.repeat(250)}@x.example`}],
    ['an oversized phone number', {phone_number: '1'.repeat(41)}],
    ['an empty first name', {first_name: '  '}],
    ['an empty service name', {service_name: ''}],
    ['an email without @', {email: 'jane.northgate.example'}],
    ['an email without a domain dot', {email: 'jane@localhost'}],
    ['an email with spaces', {email: 'jane doe@x.example'}],
    ['a phone number with letters', {phone_number: 'call me maybe'}],
  ])('refuses %s (check constraint)', async (_name, change) => {
    expect(await anonInsert({...valid, ...change})).toBe('23514')
  })

  it('refuses an unknown status even for the service role (check constraint)', async () => {
    await admin.query('begin')
    try {
      await admin.query('set local role service_role')
      await expect(admin.query(insertSql({...valid, status: 'spam'}))).rejects.toMatchObject({code: '23514'})
    } finally {
      await admin.query('rollback')
    }
    // As anon the policy already refuses it.
    expect(await anonInsert({...valid, status: 'spam'})).toBe('42501')
  })

  it('refuses a missing email (not null)', async () => {
    const {email: _email, ...rest} = valid
    expect(await anonInsert(rest)).toBe('23502')
  })
})

describe('limits on what one row may hold (as anon)', () => {
  const MB = 10 * 1024 * 1024
  it.each([
    ['service_name', 'A'],
    ['project_name', 'A'],
    ['description', 'A'],
    ['first_name', 'J'],
    ['last_name', 'D'],
    ['requirements', 'R'],
  ] as const)('refuses one letter of %s followed by 10 MB of spaces', async (column, letter) => {
    expect(await anonInsert({...valid, [column]: letter + ' '.repeat(MB)})).toBe('23514')
  })

  it.each([
    ['service_name', 120],
    ['project_name', 120],
    ['description', 500],
    ['first_name', 100],
    ['last_name', 100],
    ['requirements', 2000],
  ] as const)(
    'refuses %s one character over its raw limit of %i, even when the extra is a space',
    async (column, max) => {
      expect(await anonInsert({...valid, [column]: 'x'.repeat(max)})).toBe('ok')
      expect(await anonInsert({...valid, [column]: `${'x'.repeat(max)} `})).toBe('23514')
    },
  )

  it.each(['service_name', 'project_name', 'description', 'first_name'] as const)(
    'still refuses %s made only of spaces',
    async (column) => {
      expect(await anonInsert({...valid, [column]: '   '})).toBe('23514')
    },
  )

  it.each(['jane@northgate.example', 'Jane.Van-Dyke+quiz@mail.northgate.example', "o'brien@northgate.co.uk", 'j@x.io'])(
    'accepts the email %s',
    async (email) => {
      expect(await anonInsert({...valid, email})).toBe('ok')
    },
  )

  it.each([
    'jane@northgate',
    'jane@@northgate.example',
    'jane@northgate..example',
    'jane@-northgate.example',
    'jane@northgate.example.',
    '@northgate.example',
    'jane@',
    'jane <jane@northgate.example>',
    'jane@northgate.example\n',
    `${'x'.repeat(65)}@northgate.example`,
    'jane@north_gate.example',
  ])('refuses the email %j', async (email) => {
    expect(await anonInsert({...valid, email})).toBe('23514')
  })
})

describe("the quiz areas' points (area_points, as anon)", () => {
  it('takes the points of each area with the rest of the row, and stores them as whole numbers', async () => {
    const stored = await asAnon(async (c) => {
      await c.query(insertSql({...valid, area_points: '{8,10,6,7,5}'} as never))
      await c.query('reset role')
      return (await c.query('select area_points from public.service_submissions')).rows
    })
    expect(stored).toEqual([{area_points: [8, 10, 6, 7, 5]}])
    expect(await anonInsert({...valid, area_points: null} as never)).toBe('ok')
  })

  it.each([
    ['an empty list', '{}'],
    ['a negative number', '{8,-1,6}'],
    ['a number over 999', '{8,1000,6}'],
    ['a missing value', '{8,NULL,6}'],
    ['13 areas', `{${Array(13).fill(1).join(',')}}`],
    ['a table of numbers', '{{1,2},{3,4}}'],
  ])('refuses %s (check constraint)', async (_name, points) => {
    expect(await anonInsert({...valid, area_points: points} as never)).toBe('23514')
  })

  it('refuses words (not a number: the type itself)', async () => {
    expect(await anonInsert({...valid, area_points: '{"<b>hello</b>"}'} as never)).toBe('22P02')
  })
})

describe('rate limits (trigger)', () => {
  /** Inserts rows as anon inside one transaction (rolled back after); the SQLSTATE of each insert. */
  const anonInserts = (rows: Array<Partial<Record<keyof Row, string | null>>>) =>
    asAnon(async (c) => {
      const codes: string[] = []
      for (const row of rows) {
        await c.query('savepoint s')
        try {
          await c.query(insertSql(row))
          await c.query('release savepoint s')
          codes.push('ok')
        } catch (e) {
          await c.query('rollback to savepoint s')
          codes.push((e as {code?: string}).code ?? 'error')
        }
      }
      return codes
    })
  const withEmail = (email: string) => ({...valid, email})

  it('accepts 5 submissions from one email address in an hour and refuses the 6th with PT429 (HTTP 429)', async () => {
    const codes = await anonInserts(Array.from({length: 6}, () => withEmail('jane@northgate.example')))
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429'])
  })

  it('counts an address case-insensitively, and other addresses separately', async () => {
    const codes = await anonInserts([
      ...Array.from({length: 5}, (_, i) => withEmail(i % 2 ? 'JANE@Northgate.example' : 'jane@northgate.example')),
      withEmail('Jane@NORTHGATE.EXAMPLE'),
      withEmail('sam@northgate.example'),
    ])
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'PT429', 'ok'])
  })

  it('says what happened in the error, without the submitted values', async () => {
    const error = await asAnon(async (c) => {
      for (let i = 0; i < 5; i++) await c.query(insertSql(withEmail('jane@northgate.example')))
      return c.query(insertSql(withEmail('jane@northgate.example'))).catch((e: unknown) => e)
    })
    expect(error).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions from this email address. Please try again later.',
    })
    expect(JSON.stringify(error)).not.toContain('jane@northgate.example')
  })

  it('forgets submissions older than an hour', async () => {
    await admin.query('begin')
    try {
      for (let i = 0; i < 5; i++)
        await admin.query(
          `insert into public.service_submissions (service_name, project_name, description, first_name, email, created_at) values ('a', 'b', 'c', 'Jane', 'jane@northgate.example', now() - interval '61 minutes')`,
        )
      await admin.query('set local role anon')
      await expect(admin.query(insertSql(withEmail('jane@northgate.example')))).resolves.toBeDefined()
      await admin.query(insertSql(withEmail('jane@northgate.example')))
    } finally {
      await admin.query('rollback')
    }
  })

  it('accepts 30 submissions a minute across the table and refuses the 31st, whatever the address', async () => {
    const codes = await anonInserts(Array.from({length: 31}, (_, i) => withEmail(`lead${i}@northgate.example`)))
    expect(codes.slice(0, 30).every((c) => c === 'ok')).toBe(true)
    expect(codes[30]).toBe('PT429')
  })

  it('holds under concurrent inserts: 8 sessions sending the same address at once store exactly 5', async () => {
    const clients = await Promise.all(
      Array.from({length: 8}, async () => {
        return concurrent.connect()
      }),
    )
    try {
      const results = await Promise.all(
        clients.map(async (c) => {
          await c.query('begin')
          await c.query('set local role anon')
          try {
            await c.query(insertSql(withEmail('race@northgate.example')))
            await c.query('commit')
            return 'ok'
          } catch (e) {
            await c.query('rollback')
            return (e as {code?: string}).code
          }
        }),
      )
      expect(results.filter((r) => r === 'ok')).toHaveLength(5)
      expect(results.filter((r) => r === 'PT429')).toHaveLength(3)
      const {rows} = await concurrent.db.query(
        `select count(*)::int as n from public.service_submissions where email = 'race@northgate.example'`,
      )
      expect(rows[0].n).toBe(5)
    } finally {
      await concurrent.db.query('delete from public.service_submissions')
      await Promise.all(clients.map((c) => c.end()))
    }
  })

  it('runs as its owner: anon has no EXECUTE on the function and still cannot read the table', async () => {
    const {rows} = await admin.query(
      `select has_function_privilege('anon', 'public.service_submissions_rate_limit()', 'execute') as can`,
    )
    expect(rows[0].can).toBe(false)
    expect(await anonInsert(valid)).toBe('ok')
  })
})
