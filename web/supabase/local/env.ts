/**
 * The site without a Supabase project (the server's side of it is ./site.ts): the local Supabase (./server.ts) in the site's own server
 * process, at /api/local-supabase, so `npm run dev`, `npm run studio` and a production build run on
 * this machine store every lead, message and sign-up with nothing set up. It is on unless
 * NEXT_PUBLIC_SUPABASE_URL is set (then Supabase is used and none of this runs), on Vercel (whose
 * functions keep no disk) or with LOCAL_SUPABASE=off.
 *
 * What it keeps, in LOCAL_SUPABASE_DIR (default web/.local-supabase/, git-ignored; `npm run
 * supabase:reset` empties it):
 *   db/        the database (PGlite's files)
 *   storage/   uploaded files
 *   mail/      every email the site sent, one .eml file each (any mail program opens them)
 *   keys.json  the service role key and the secrets of the webhooks, the sweeps and newsletter links,
 *              made at the first start, owner-only
 * The server calls it as it would call Supabase, over HTTP on its own loopback address (never the
 * request's Host), with these keys filled in under any variable left unset (siteEnv).
 * No `import 'server-only'`: the funnel's count endpoint (pages/api/count.ts), a Pages API route, reads
 * this, and that package throws outside React's server layer.
 */
import {randomBytes} from 'node:crypto'
import {chmodSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH} from './public'

/**
 * process.env, with the public Supabase values written out so Next.js inlines them at build time (the
 * browser's copy) where a bundle reads them.
 */
const serverEnv = (): Record<string, string | undefined> => ({
  ...process.env,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
})

/** Whether this server stores what visitors send in the local Supabase. */
export function localSupabaseEnabled(env: Record<string, string | undefined> = serverEnv()): boolean {
  return !env.NEXT_PUBLIC_SUPABASE_URL?.trim() && !env.VERCEL && env.LOCAL_SUPABASE !== 'off'
}

/**
 * What a server that shares its cache with others (REDIS_URL) but stores leads in its own local
 * Supabase should say at start: each server would keep the leads it took, and the desk on any one
 * would show only those. Several servers need one Supabase project (docs/deploying.md).
 */
export function severalServersWarning(env: Record<string, string | undefined> = serverEnv()): string | undefined {
  if (!env.REDIS_URL?.trim() || !localSupabaseEnabled(env)) return undefined
  return 'REDIS_URL is set but NEXT_PUBLIC_SUPABASE_URL is not: this server keeps the leads it takes in its own local Supabase, and the desk on another server will not show them. Several servers need one Supabase project (docs/deploying.md).'
}

/**
 * The data folder: LOCAL_SUPABASE_DIR, else .local-supabase/ in the server's working directory (web/);
 * a server of another build (NEXT_DIST_DIR: the tests', the benchmarks') keeps its own inside that
 * build, so servers side by side never share one and a test's data goes with its build.
 */
export const localSupabaseDir = () =>
  path.resolve(
    process.env.LOCAL_SUPABASE_DIR ||
      (process.env.NEXT_DIST_DIR ? path.join(process.env.NEXT_DIST_DIR, 'local-supabase') : '.local-supabase'),
  )

export interface LocalKeys {
  service: string
  webhook: string
  cron: string
  newsletter: string
}

export function localKeys(dir: string): LocalKeys {
  const file = path.join(dir, 'keys.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LocalKeys
  } catch {
    const secret = () => randomBytes(32).toString('base64url')
    const keys = {service: `local-service-${secret()}`, webhook: secret(), cron: secret(), newsletter: secret()}
    mkdirSync(dir, {recursive: true, mode: 0o700})
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, {mode: 0o600})
    chmodSync(file, 0o600)
    return keys
  }
}

/**
 * The site's own address for calls to itself, never taken from a request (a forged Host header must
 * not choose where the service key goes): the port this server listens on, over loopback.
 */
export function ownOrigin(): string {
  const host = process.env.HOSTNAME
  const listensOn = !host || host === '0.0.0.0' || host === '::' || host === 'localhost' ? '127.0.0.1' : host
  return `http://${listensOn}:${process.env.PORT || 3000}`
}

/**
 * The server's environment: process.env, and with the local Supabase on, its keys, secrets and mail
 * folder under every variable left unset (a variable that is set wins: SMTP_URL sends real emails).
 */
export function siteEnv(): Record<string, string | undefined> {
  const env = serverEnv()
  if (!localSupabaseEnabled(env)) return env
  const dir = localSupabaseDir()
  const keys = localKeys(dir)
  const local: Record<string, string> = {
    NEXT_PUBLIC_SUPABASE_URL: `${(env.NEXT_PUBLIC_SITE_URL || ownOrigin()).replace(/\/+$/, '')}${LOCAL_SUPABASE_PATH}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_URL: `${ownOrigin()}${LOCAL_SUPABASE_PATH}`,
    SUPABASE_SERVICE_ROLE_KEY: keys.service,
    LEADS_WEBHOOK_SECRET: keys.webhook,
    CRON_SECRET: keys.cron,
    NEWSLETTER_TOKEN_SECRET: keys.newsletter,
    MAIL_DIR: path.join(dir, 'mail'),
    LEADS_FROM: 'Website <website@localhost.test>',
    LEADS_NOTIFY_TO: 'agency@localhost.test',
  }
  const merged: Record<string, string | undefined> = {...local}
  for (const [name, value] of Object.entries(env)) if (value?.trim()) merged[name] = value
  // Emails go to the mail folder unless SMTP_URL is set.
  if (env.SMTP_URL?.trim()) delete merged.MAIL_DIR
  return merged
}
