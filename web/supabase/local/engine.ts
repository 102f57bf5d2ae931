/**
 * The embedded database: PostgreSQL itself (PGlite, Postgres compiled to WebAssembly, in this process)
 * set up as a Supabase project is (../project-setup.ts) and running the project's own migrations
 * (web/supabase/migrations), each once, recorded as the Supabase CLI records them
 * (supabase_migrations.schema_migrations). So every rule the migrations hold (columns, checks,
 * row-level security, rate limits, what a sweep selects) is the same here as on Supabase.
 *
 * It also installs what a Supabase project's dashboard adds around the migrations: a Database Webhook
 * is a trigger that queues each inserted row (local_hooks.queue here, pg_net's queue there), read and
 * emptied after the transaction commits (takeQueued), so a refused insert never calls a webhook.
 *
 * `dir` keeps the data across restarts (the site's .local-supabase/db); without it, memory only (tests).
 */
import {mkdirSync} from 'node:fs'
import {PGlite} from '@electric-sql/pglite'
import {DEFAULT_PRIVILEGES, migrationFiles, migrationSql, ROLES, STORAGE_SCHEMA} from '../project-setup'

/** The tables whose inserts a Database Webhook reports, as a Supabase project of this site has them. */
export const WEBHOOK_TABLES = ['service_submissions', 'contact_messages', 'newsletter_signups'] as const
export type WebhookTable = (typeof WEBHOOK_TABLES)[number]

export interface QueuedInsert {
  table: WebhookTable
  record: Record<string, unknown>
}

const BOOKKEEPING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    statements text[]
  );
`

const HOOKS = `
  create schema if not exists local_hooks;
  create table if not exists local_hooks.queue (
    id bigserial primary key,
    table_name text not null,
    record jsonb not null
  );
  create or replace function local_hooks.enqueue() returns trigger
    language plpgsql security definer set search_path = pg_catalog, public
  as $$
  begin
    insert into local_hooks.queue (table_name, record) values (tg_table_name, to_jsonb(new));
    return new;
  end;
  $$;
  revoke all on function local_hooks.enqueue() from public;
`

export interface LocalDatabase {
  readonly pg: PGlite
  /** The migrations this start applied (names), in order. */
  readonly applied: string[]
  /** The inserts committed since the last call, oldest first, taken off the queue. */
  takeQueued(): Promise<QueuedInsert[]>
  close(): Promise<void>
}

export async function openLocalDatabase({dir}: {dir?: string} = {}): Promise<LocalDatabase> {
  // Found before the engine starts, so a server without them says so at once.
  const migrations = migrationFiles()
  if (dir) mkdirSync(dir, {recursive: true, mode: 0o700})
  const pg = dir ? await PGlite.create({dataDir: dir}) : await PGlite.create()
  const fresh = !(
    await pg.query<{found: boolean}>("select exists (select 1 from pg_roles where rolname = 'service_role') as found")
  ).rows[0]?.found
  if (fresh) {
    await pg.transaction(async (tx) => {
      for (const role of ROLES) await tx.exec(role)
      await tx.exec(DEFAULT_PRIVILEGES)
      await tx.exec(STORAGE_SCHEMA)
    })
  }
  await pg.exec(BOOKKEEPING)
  const done = new Set(
    (await pg.query<{version: string}>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const applied: string[] = []
  for (const file of migrations) {
    const version = file.slice(0, 14)
    if (done.has(version)) continue
    const sql = migrationSql(file)
    await pg.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, file.slice(15, -4), [sql]],
      )
    })
    applied.push(file)
  }
  await pg.exec(HOOKS)
  for (const table of WEBHOOK_TABLES)
    await pg.exec(`
      drop trigger if exists local_database_webhook on public.${table};
      create trigger local_database_webhook after insert on public.${table}
        for each row execute function local_hooks.enqueue();
    `)

  return {
    pg,
    applied,
    async takeQueued() {
      const {rows} = await pg.query<{table_name: WebhookTable; record: Record<string, unknown>}>(
        'with taken as (delete from local_hooks.queue returning id, table_name, record) select * from taken order by id',
      )
      return rows.map((r) => ({table: r.table_name, record: r.record}))
    },
    close: () => pg.close(),
  }
}
