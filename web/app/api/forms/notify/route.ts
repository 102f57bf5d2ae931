import {handleFormsNotify} from '../../../../forms/route'

/** POST: a Supabase Database Webhook on INSERT into contact_messages or newsletter_signups (see forms/notify.ts). */
export const POST = handleFormsNotify
/** Sending two emails takes a few seconds; a dead SMTP server is given up on after 10. */
export const maxDuration = 30
