import 'server-only'
/**
 * The local Supabase in the site's server process (see ./env.ts for when it runs and what it keeps):
 * started on first use, served at /api/local-supabase, with the Database Webhooks and the sweeps a
 * Supabase project of this site has, calling this server's own routes.
 */
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {migrationFiles} from '../project-setup'
import {localKeys, localSupabaseDir, localSupabaseEnabled, ownOrigin, siteEnv} from './env'
import {LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH} from './public'
import {createLocalSupabase, type LocalSupabase} from './server'

/** The webhooks a Supabase project of this site has (docs/leads-and-forms.md), as routes on this server. */
const WEBHOOK_ROUTES = {
  service_submissions: '/api/leads/notify',
  contact_messages: '/api/forms/notify',
  newsletter_signups: '/api/forms/notify',
} as const

const SWEEPS = ['/api/leads/sweep', '/api/forms/sweep']
const SWEEP_EVERY_MS = 5 * 60_000

/** Takes the data folder for this process, or says which process holds it. */
function lock(dir: string) {
  const file = path.join(dir, 'server.pid')
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'))
    let alive = false
    try {
      alive = pid > 0 && pid !== process.pid && process.kill(pid, 0)
    } catch {
      alive = false
    }
    if (alive)
      throw new Error(
        `The local Supabase in ${dir} is in use by process ${pid}. Stop that server, or give this one its own folder with LOCAL_SUPABASE_DIR.`,
      )
  }
  writeFileSync(file, String(process.pid))
  process.once('exit', () => {
    if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, {force: true})
  })
}

const STARTED = Symbol.for('helix.localSupabase')
type Holder = {[STARTED]?: Promise<LocalSupabase>}

/** The local Supabase of this process, started on first use (never while a build prerenders). */
export function localSupabase(): Promise<LocalSupabase> {
  const holder = globalThis as Holder
  holder[STARTED] ??= start().catch((error) => {
    delete holder[STARTED]
    throw error
  })
  return holder[STARTED]
}

async function start(): Promise<LocalSupabase> {
  // Without the migrations (a server run from elsewhere than web/) nothing is made or written.
  migrationFiles()
  const dir = localSupabaseDir()
  const keys = localKeys(dir)
  lock(dir)
  const env = siteEnv()
  const started = Date.now()
  const supabase = await createLocalSupabase({
    dir,
    keys: {anon: LOCAL_ANON_KEY, service: keys.service},
    onInsert: async ({table, record}) => {
      const res = await fetch(`${ownOrigin()}${WEBHOOK_ROUTES[table]}`, {
        method: 'POST',
        headers: {'content-type': 'application/json', authorization: `Bearer ${keys.webhook}`},
        body: JSON.stringify({type: 'INSERT', table, schema: 'public', record, old_record: null}),
        signal: AbortSignal.timeout(30_000),
      })
      await res.body?.cancel()
      if (!res.ok)
        console.warn(`local Supabase: ${WEBHOOK_ROUTES[table]} answered ${res.status}; the sweep sends what is left`)
    },
  })
  const applied = supabase.database.applied
  console.log(
    `local Supabase: ${dir} ready in ${Date.now() - started} ms${applied.length ? ` (applied ${applied.join(', ')})` : ''}; emails are kept in ${env.MAIL_DIR ?? 'SMTP_URL'}`,
  )
  // What Vercel Cron does for a deployment: the sweeps every 5 minutes send what a webhook left.
  setInterval(() => {
    for (const route of SWEEPS)
      void fetch(`${ownOrigin()}${route}`, {headers: {authorization: `Bearer ${keys.cron}`}})
        .then((res) => res.body?.cancel())
        .catch(() => undefined)
  }, SWEEP_EVERY_MS).unref()
  return supabase
}

/** /api/local-supabase/…: Supabase's HTTP API for the browser and the server, or 404 when Supabase is set. */
export async function handleLocalSupabase(request: Request): Promise<Response> {
  if (!localSupabaseEnabled()) return new Response('Not Found', {status: 404})
  const {pathname} = new URL(request.url)
  const apiPath = pathname.slice(pathname.indexOf(LOCAL_SUPABASE_PATH) + LOCAL_SUPABASE_PATH.length)
  try {
    return await (await localSupabase()).handle(request, apiPath)
  } catch (error) {
    console.error(`local Supabase: ${(error as Error).message}`)
    return Response.json({message: 'The local database is not available; see the server log.'}, {status: 503})
  }
}
