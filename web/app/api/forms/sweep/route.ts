import {handleFormsSweep} from '../../../../forms/route'

/** GET: Vercel Cron, every 5 minutes (vercel.json); sends the forms' emails still unsent (see forms/sweep.ts). */
export const GET = handleFormsSweep
/** Up to 25 messages and 25 sign-ups per run. */
export const maxDuration = 120
