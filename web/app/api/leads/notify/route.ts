import {handleNotify} from '../../../../leads/route'

/** POST: a Supabase Database Webhook on INSERT into service_submissions; emails the lead (see leads/notify.ts). */
export const POST = handleNotify
/** Sending two emails takes a few seconds; a dead SMTP server is given up on after 10. */
export const maxDuration = 30
