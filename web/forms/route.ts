import 'server-only'
/**
 * The site's own forms' routes wired to the server's environment and content: the app's route files
 * (app/api/forms/*, app/api/newsletter/*) only export these.
 */
import {siteUrl} from '../content/env'
import {mailConfig} from '../leads/config'
import {toResponse} from '../leads/http'
import {countOnServer} from '../funnel/route'
import {siteEnv} from '../supabase/local/env'
import {serviceConfig} from '../supabase/service'
import {formEmailWords} from './content'
import {confirmLink, unsubscribeLink, unsubscribePage} from './links'
import {type FormRouteDeps, notifyForm} from './notify'
import {postForm, publicInsertConfig} from './post'
import type {OwnForm} from './rules'
import {sweepForms} from './sweep'
import {tokenSecret} from './token'

const common = (env: Record<string, string | undefined>, secret: string | undefined): FormRouteDeps => ({
  secret,
  mail: mailConfig(env),
  supabase: serviceConfig(env),
  tokenSecret: tokenSecret(env),
  words: formEmailWords,
  siteUrl: siteUrl(),
})

/** POST /api/forms/notify (the Supabase Database Webhooks on contact_messages and newsletter_signups). */
export async function handleFormsNotify(request: Request) {
  const env = siteEnv()
  return toResponse(await notifyForm(request, common(env, env.LEADS_WEBHOOK_SECRET)))
}

/** GET /api/forms/sweep (Vercel Cron). */
export async function handleFormsSweep(request: Request) {
  const env = siteEnv()
  return toResponse(await sweepForms(request, common(env, env.CRON_SECRET)))
}

/** POST /api/forms/contact and /api/forms/newsletter: the forms posted without JavaScript. */
export const handleFormPost = (form: OwnForm) => (request: Request) =>
  postForm(request, form, {
    config: publicInsertConfig(siteEnv()),
    // Without JavaScript there is no kept visit: the message is counted on its page, from "(direct)".
    onMessage: (req, page) => countOnServer(req, 'message', page, '(direct)'),
  })

const links = () => {
  const env = siteEnv()
  return {
    supabase: serviceConfig(env),
    tokenSecret: tokenSecret(env),
    // A newly confirmed sign-up is a step of the funnel, from where its sign-up's visit came.
    onConfirmed: (request: Request, from: {page: string | null; source: string}) =>
      countOnServer(request, 'signup_confirmed', from.page, from.source),
  }
}

/** POST /api/newsletter/confirm: the confirmation page's button. */
export const handleConfirm = (request: Request) => confirmLink(request, links())

/** POST /api/newsletter/unsubscribe: the unsubscribe page's button, or a mail program's one-click. */
export const handleUnsubscribe = (request: Request) => unsubscribeLink(request, links())

/** GET /api/newsletter/unsubscribe: the List-Unsubscribe address opened in a browser. */
export const handleUnsubscribePage = (request: Request) => unsubscribePage(request)
