/**
 * What a Supabase project holds before its migrations run, in one place for the two engines that run
 * them: the embedded PGlite (supabase/local/engine.ts: the site without a Supabase project, and the
 * tests) and the throwaway PostgreSQL server of the tests that PGlite cannot run (test-database.ts).
 * Supabase's roles, the privileges it grants on every new object in `public`, and the part of the
 * Storage schema the migrations write (storage.buckets; Supabase's Storage service creates it in a
 * real project). None of this goes into a migration.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The migrations' folder: beside this file when it runs as itself (tests, scripts); in the site's
 * server, bundled elsewhere, under its working directory (web/, or the standalone server's copy).
 */
export const MIGRATIONS_DIR =
  [
    typeof import.meta.dirname === 'string' ? path.join(import.meta.dirname, 'migrations') : '',
    path.resolve('supabase/migrations'),
    path.resolve('web/supabase/migrations'),
  ].find((dir) => dir && existsSync(path.join(dir, '..', 'config.toml'))) ?? path.resolve('supabase/migrations')

/** Every migration's file name, in the order the Supabase CLI applies them (their timestamps). */
export function migrationFiles(): string[] {
  if (!existsSync(MIGRATIONS_DIR))
    throw new Error(`The migrations are not at ${MIGRATIONS_DIR}: run the server from web/ (or its standalone copy).`)
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{14}_.+\.sql$/.test(f))
    .sort()
}

/** The same list, read once where the migrations are sure to be (the tests). */
export const MIGRATIONS: readonly string[] = existsSync(MIGRATIONS_DIR) ? migrationFiles() : []

export const migrationSql = (file: string) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')

/** Supabase's roles: PostgREST's `authenticator` logs in and switches to the other three. */
export const ROLES = [
  'create role anon nologin noinherit',
  'create role authenticated nologin noinherit',
  'create role service_role nologin noinherit bypassrls',
  'create role authenticator login noinherit',
] as const

/** What a Supabase project grants on `public` and on every new object in it. */
export const DEFAULT_PRIVILEGES = `
  grant anon, authenticated, service_role to authenticator;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`

/** storage.buckets with the columns the migrations write. */
export const STORAGE_SCHEMA = `
  create schema if not exists storage;
  create table if not exists storage.buckets (
    id text primary key,
    name text not null unique,
    owner uuid,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    public boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[]
  );
`
