/**
 * The presentation_requests migration on a real PostgreSQL server, in a database of its own set up as
 * a Supabase project (./test-database.ts: Supabase's roles and default privileges, and a stand-in
 * for the Storage schema a plain PostgreSQL lacks), with this migration alone applied.
 */

import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {insertInto, migration, migrationSql, outcomeAs, testDatabase, type TestClient} from './test-database'

const migrationFile = migration('presentation_requests')
const database = testDatabase('presentation_requests_test')
let db: TestClient

const valid = {
  file_path: '2026-04-01/6f1c2b8e-4a57-4d0e-9c31-2f7d8a9b0c11.pdf',
  original_name: 'Q3 board deck.pdf',
  size_bytes: 1234567,
  content_type: 'application/pdf',
  email: 'jane@northgate.example',
}

const insertSql = (row: Record<string, unknown>) => insertInto('presentation_requests', row)

/** The SQLSTATE `sql` fails with as `role`, or rows:<count>. */
const as = (role: 'anon' | 'authenticated' | 'service_role', sql: string | {text: string; values: unknown[]}) =>
  outcomeAs(db, role, sql)

beforeAll(async () => {
  await database.create({migrations: [migrationFile]})
  db = database.db
})

afterAll(() => database.drop())

describe('the presentation_requests migration', () => {
  it('applies twice without error', async () => {
    await expect(db.query(migrationSql(migrationFile))).resolves.toBeDefined()
  })

  it('creates the columns the server writes, with id, created_at and status filled by default', async () => {
    const {rows} = await db.query<{column_name: string; data_type: string; is_nullable: string}>(
      `select column_name, data_type, is_nullable from information_schema.columns where table_schema = 'public' and table_name = 'presentation_requests' order by ordinal_position`,
    )
    expect(rows.map((r) => [r.column_name, r.data_type, r.is_nullable])).toEqual([
      ['id', 'uuid', 'NO'],
      ['created_at', 'timestamp with time zone', 'NO'],
      ['file_path', 'text', 'NO'],
      ['original_name', 'text', 'NO'],
      ['size_bytes', 'bigint', 'NO'],
      ['content_type', 'text', 'NO'],
      ['email', 'text', 'NO'],
      ['status', 'text', 'NO'],
    ])
    await db.query('begin')
    try {
      await db.query('set local role service_role')
      const {rows: inserted} = await db.query(
        `${insertSql(valid).text} returning id, created_at, status`,
        insertSql(valid).values,
      )
      expect(inserted[0].id).toMatch(/^[0-9a-f-]{36}$/)
      expect(inserted[0].created_at).toBeInstanceOf(Date)
      expect(inserted[0].status).toBe('new')
      // what the confirm step does
      expect(
        (await db.query(`update public.presentation_requests set status = 'uploaded' where id = $1`, [inserted[0].id]))
          .rowCount,
      ).toBe(1)
    } finally {
      await db.query('rollback')
    }
  })

  it('turns row-level security on', async () => {
    const {rows} = await db.query(
      `select relrowsecurity from pg_class where oid = 'public.presentation_requests'::regclass`,
    )
    expect(rows[0].relrowsecurity).toBe(true)
  })

  it('gives anon and authenticated nothing: no insert, read, change or delete', async () => {
    const grants = await db.query(
      `select privilege_type from information_schema.role_table_grants where table_name = 'presentation_requests' and grantee in ('anon', 'authenticated')`,
    )
    expect(grants.rows).toEqual([])
    await db.query(insertSql(valid))
    try {
      for (const role of ['anon', 'authenticated'] as const) {
        expect(await as(role, insertSql({...valid, file_path: 'x.pdf'}))).toBe('42501')
        expect(await as(role, 'select * from public.presentation_requests')).toBe('42501')
        expect(await as(role, `update public.presentation_requests set status = 'uploaded'`)).toBe('42501')
        expect(await as(role, 'delete from public.presentation_requests')).toBe('42501')
      }
      expect(await as('service_role', 'select * from public.presentation_requests')).toBe('rows:1')
    } finally {
      await db.query('delete from public.presentation_requests')
    }
  })

  it.each([
    ['an unknown status', {status: 'spam'}],
    ['a size of 0', {size_bytes: 0}],
    ['an email without @', {email: 'jane.northgate.example'}],
    ['an empty file name', {original_name: ' '}],
  ])('refuses %s (check constraint)', async (_what, change) => {
    expect(await as('service_role', insertSql({...valid, ...change}))).toBe('23514')
  })

  it('refuses a second request for the same file path (unique)', async () => {
    await db.query('begin')
    try {
      await db.query(insertSql(valid))
      await expect(db.query(insertSql(valid))).rejects.toMatchObject({code: '23505'})
    } finally {
      await db.query('rollback')
    }
  })

  it('creates the private presentations bucket for slide and PDF types only', async () => {
    const {rows} = await db.query(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = 'presentations'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].public).toBe(false)
    expect(Number(rows[0].file_size_limit)).toBe(50 * 1024 * 1024)
    expect([...rows[0].allowed_mime_types].sort()).toEqual([
      'application/pdf',
      'application/vnd.apple.keynote',
      'application/vnd.ms-powerpoint',
      'application/vnd.oasis.opendocument.presentation',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ])
  })

  it('makes a public bucket private again when re-applied', async () => {
    await db.query(`update storage.buckets set public = true where id = 'presentations'`)
    await db.query(migrationSql(migrationFile))
    const {rows} = await db.query(`select public from storage.buckets where id = 'presentations'`)
    expect(rows[0].public).toBe(false)
  })
})
