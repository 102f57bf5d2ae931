/**
 * For the database tests only: a plain PostgreSQL has no `storage` schema (Supabase's Storage service
 * creates it in a real project), so the tests create this minimal stand-in, storage.buckets with the
 * columns the migrations write, before applying them. It never goes into a migration.
 */
export const STORAGE_STUB = `
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
