/**
 * What the browser knows of the local Supabase (./site.ts): where the site serves it, and its anon
 * key, which is public as a Supabase project's is (row-level security decides what it may do).
 */
export const LOCAL_SUPABASE_PATH = '/api/local-supabase'
export const LOCAL_ANON_KEY = 'local-anon-key'
