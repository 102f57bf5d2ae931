import {createClient, type SupabaseClient} from '@supabase/supabase-js'
import type {Database} from './database.types'
import {LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH} from './local/public'

export interface SupabaseEnv {
  url?: string | undefined
  anonKey?: string | undefined
}

/**
 * The public configuration, read as literal `process.env.NEXT_PUBLIC_*` expressions so Next.js inlines
 * them into the browser bundle at build time. A build without a Supabase project sends the browser to
 * the local Supabase its own server holds (supabase/local/env.ts), on the page's own origin.
 */
export const publicSupabaseEnv = (): SupabaseEnv =>
  process.env.NEXT_PUBLIC_SUPABASE_URL?.trim() || typeof window === 'undefined'
    ? {url: process.env.NEXT_PUBLIC_SUPABASE_URL, anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY}
    : {url: `${window.location.origin}${LOCAL_SUPABASE_PATH}`, anonKey: LOCAL_ANON_KEY}

export class SupabaseConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`Supabase is not configured: set ${missing.join(' and ')}`)
    this.name = 'SupabaseConfigError'
  }
}

let cached: {key: string; client: SupabaseClient<Database>} | undefined

/**
 * A browser client with the public anon key. No session is kept: the site has no login, and the anon
 * role may only insert into service_submissions (see migrations/).
 */
export function supabaseClient(env: SupabaseEnv = publicSupabaseEnv()): SupabaseClient<Database> {
  const url = env.url?.trim()
  const anonKey = env.anonKey?.trim()
  const missing = [!url && 'NEXT_PUBLIC_SUPABASE_URL', !anonKey && 'NEXT_PUBLIC_SUPABASE_ANON_KEY'].filter(
    (m): m is string => Boolean(m),
  )
  if (missing.length > 0 || !url || !anonKey) throw new SupabaseConfigError(missing)
  const key = `${url}\n${anonKey}`
  if (cached?.key !== key) {
    cached = {
      key,
      client: createClient<Database>(url, anonKey, {
        auth: {persistSession: false, autoRefreshToken: false, detectSessionInUrl: false},
      }),
    }
  }
  return cached.client
}
