/**
 * The desk and funnel migration (attribution columns, desk_marks and the desk's functions, the
 * funnel's rollups) on the embedded engine, set up as a Supabase project (./test-database.ts): what
 * anon may write and not read, the bounds on where a visit came from, the marks, and the funnel's
 * housekeeping. The desk's and the count endpoint's own tests call the same functions over HTTP.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {insertInto, migration, migrationSql, outcomeAs, type TestClient, testDatabase} from './test-database'

const database = testDatabase('desk_funnel_test')
let db: TestClient

const message = {name: 'Ana Ruiz', email: 'ana@harbor.example', message: 'Hello', page: '/contact'}

beforeAll(async () => {
  await database.create()
  db = database.db
})
afterAll(() => database.drop())

describe('where a row came from', () => {
  it.each([
    ['a landing page', {landing_page: '/ai-voice-agents'}],
    ['a referring host', {referrer_host: 'news.ycombinator.com'}],
    ['campaign tags', {utm_source: 'LinkedIn', utm_medium: 'social', utm_campaign: 'Spring sale 2026'}],
  ])('anon may write %s with a message, a sign-up and a lead', async (_what, from) => {
    expect(await outcomeAs(db, 'anon', insertInto('contact_messages', {...message, ...from}))).toBe('rows:1')
    expect(
      await outcomeAs(db, 'anon', insertInto('newsletter_signups', {email: 'sam@harbor.example', page: '/', ...from})),
    ).toBe('rows:1')
    const lead = {
      service_name: 'x',
      project_name: 'y',
      description: 'Score: 1/50 - Beginner',
      first_name: 'Lee',
      email: 'lee@harbor.example',
      page: '/ai-readiness-quiz',
    }
    expect(await outcomeAs(db, 'anon', insertInto('service_submissions', {...lead, ...from}))).toBe('rows:1')
  })

  it.each([
    ['a landing page that is not a path on the site', {landing_page: 'https://evil.example/'}],
    ['a landing page over 200 characters', {landing_page: `/${'a'.repeat(200)}`}],
    ['a referrer with a path', {referrer_host: 'evil.example/page'}],
    ['a referrer in capitals', {referrer_host: 'Evil.Example'}],
    ['a UTM value over 100 characters', {utm_source: 'x'.repeat(101)}],
    ['a UTM value with a control character', {utm_campaign: 'a\u0007b'}],
    ['an empty UTM value', {utm_medium: ''}],
  ])('refuses %s (23514)', async (_what, from) => {
    expect(await outcomeAs(db, 'anon', insertInto('contact_messages', {...message, ...from}))).toBe('23514')
  })
})

describe('the desk and the funnel are the service role’s', () => {
  it.each(['anon', 'authenticated'] as const)(
    '%s can read and write none of their tables and call none of their functions',
    async (role) => {
      for (const table of ['desk_marks', 'funnel_daily', 'funnel_sources'])
        expect(await outcomeAs(db, role, `select * from public.${table}`)).toBe('42501')
      expect(await outcomeAs(db, role, `insert into public.desk_marks (list, item) values ('leads', 'x')`)).toBe(
        '42501',
      )
      for (const call of [
        'select * from public.desk_leads()',
        'select * from public.desk_messages()',
        'select * from public.desk_subscribers()',
        `select public.desk_mark('subscribers', 'a@b.example', 'won')`,
        `select public.funnel_record('[]'::jsonb)`,
        `select public.funnel_report(current_date, current_date)`,
      ])
        expect(await outcomeAs(db, role, call)).toBe('42501')
    },
  )
})

describe('desk_mark', () => {
  it('sets a status and a note, keeps the one not given, and refuses an item not in its list (PT404)', async () => {
    await db.query(insertInto('newsletter_signups', {email: 'Kim@Harbor.example', page: '/'}))
    await db.query(
      `select public.desk_mark('subscribers', 'kim@harbor.example', 'replied', 'Asked for the March issue.', 'Maya')`,
    )
    await db.query(`select public.desk_mark('subscribers', 'kim@harbor.example', 'won', null, 'Owen')`)
    const {rows} = await db.query(
      `select status, note, updated_by from public.desk_marks where item = 'kim@harbor.example'`,
    )
    expect(rows).toEqual([{status: 'won', note: 'Asked for the March issue.', updated_by: 'Owen'}])
    expect(
      await outcomeAs(
        db,
        'service_role',
        `select public.desk_mark('leads', '00000000-0000-0000-0000-000000000000', 'won')`,
      ),
    ).toBe('PT404')
    expect(await outcomeAs(db, 'service_role', `select public.desk_mark('leads', 'not-a-uuid', 'won')`)).toBe('PT404')
    expect(
      await outcomeAs(db, 'service_role', `select public.desk_mark('subscribers', 'kim@harbor.example', 'maybe')`),
    ).toBe('23514')
  })
})

describe('the funnel', () => {
  it('prunes a day’s source list after 30 days, and refuses a step, device or count it does not know', async () => {
    await db.query(
      `insert into public.funnel_sources (day, source) values (current_date - 31, 'old.example'), (current_date - 29, 'recent.example')`,
    )
    await db.query(
      `select public.funnel_record('[{"step":"page_view","page":"/","source":"(direct)","device":"phone","count":1}]'::jsonb)`,
    )
    const {rows} = await db.query('select source from public.funnel_sources order by source')
    expect(rows.map((r: {source: string}) => r.source)).toEqual(['recent.example'])
    for (const entry of [
      {step: 'purchase', page: '/', source: 'x', device: 'phone', count: 1},
      {step: 'page_view', page: '/', source: 'x', device: 'watch', count: 1},
      {step: 'page_view', page: 'not-a-path', source: 'x', device: 'phone', count: 1},
      {step: 'page_view', page: '/', source: 'x', device: 'phone', count: 0},
      {step: 'page_view', page: '/', source: 'x', device: 'phone', count: 1_000_000},
    ])
      expect(
        await outcomeAs(db, 'service_role', {
          text: 'select public.funnel_record($1::jsonb)',
          values: [JSON.stringify([entry])],
        }),
      ).toMatch(/^(23514|22023)$/)
  })

  it('the migration applies again without error', async () => {
    await expect(db.query(migrationSql(migration('desk_and_funnel')))).resolves.toBeDefined()
  })
})
