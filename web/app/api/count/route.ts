import {handleCountRequest} from '../../../funnel/route'

/** POST: one step of the site's own cookieless funnel (funnel/count.ts). */
export const POST = handleCountRequest
