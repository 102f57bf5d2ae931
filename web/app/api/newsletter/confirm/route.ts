import {handleConfirm} from '../../../../forms/route'

/** POST: the confirmation page's button; confirms the signed link's address (see forms/links.ts). */
export const POST = handleConfirm
