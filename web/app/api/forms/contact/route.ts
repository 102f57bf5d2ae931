import {handleFormPost} from '../../../../forms/route'

/** POST: the contact form sent without JavaScript; stores it and goes back to the page's note (see forms/post.ts). */
export const POST = handleFormPost('contact')
