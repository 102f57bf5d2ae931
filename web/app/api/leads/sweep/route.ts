import {handleSweep} from '../../../../leads/route'

/** GET: Vercel Cron, every 5 minutes (vercel.json); sends what is still unsent (see leads/sweep.ts). */
export const GET = handleSweep
/** Up to 25 leads and 25 uploads per run. */
export const maxDuration = 120
