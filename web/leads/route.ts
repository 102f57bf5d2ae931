import 'server-only'
/**
 * The lead routes wired to the server's environment and content: the app's route files
 * (app/api/leads/notify, app/api/leads/sweep) only export these.
 */
import {siteEnv} from '../supabase/local/env'
import {serviceConfig} from '../supabase/service'
import {mailConfig} from './config'
import {resultsEmailContent} from './content'
import {toResponse} from './http'
import {notifyLead} from './notify'
import {sweep} from './sweep'

const common = (env: Record<string, string | undefined>) => ({
  mail: mailConfig(env),
  supabase: serviceConfig(env),
  results: resultsEmailContent,
})

/** POST /api/leads/notify (the Supabase Database Webhook). */
export async function handleNotify(request: Request) {
  const env = siteEnv()
  return toResponse(await notifyLead(request, {...common(env), secret: env.LEADS_WEBHOOK_SECRET}))
}

/** GET /api/leads/sweep (Vercel Cron). */
export async function handleSweep(request: Request) {
  const env = siteEnv()
  return toResponse(await sweep(request, {...common(env), secret: env.CRON_SECRET}))
}
