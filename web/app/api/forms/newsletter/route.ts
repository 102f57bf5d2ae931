import {handleFormPost} from '../../../../forms/route'

/** POST: the newsletter sign-up sent without JavaScript; stores it and goes back to the page's note (see forms/post.ts). */
export const POST = handleFormPost('newsletter')
