import {handleUnsubscribe, handleUnsubscribePage} from '../../../../forms/route'

/** POST: the unsubscribe page's button, or a mail program's one-click unsubscribe (see forms/links.ts). */
export const POST = handleUnsubscribe
/** GET: the List-Unsubscribe address opened in a browser leads to the unsubscribe page. */
export const GET = handleUnsubscribePage
