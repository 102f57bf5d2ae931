import 'server-only'
import {defineLive} from 'next-sanity/live'
import {client} from './source'

const token = process.env.SANITY_API_READ_TOKEN || undefined

/**
 * The Live Content API listener. It is mounted only in draft mode (the Studio's Presentation tool,
 * see layout/DraftTools.tsx), so ordinary visitors never open a connection or cost an API request.
 */
export const {SanityLive} = defineLive({client, serverToken: token, browserToken: token})
