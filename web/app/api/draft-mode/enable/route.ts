import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {client} from '../../../../content/source'

/**
 * The Presentation tool opens the site through this route: it checks the Studio's preview secret
 * (with the read token) and sets the draft-mode cookie.
 */
export const {GET} = defineEnableDraftMode({client: client.withConfig({token: process.env.SANITY_API_READ_TOKEN})})
