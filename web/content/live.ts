import 'server-only'
import {defineLive} from 'next-sanity/live'
import {client} from './source'

// The token is optional: without one (the embedded content, or a public dataset) `false` says so,
// rather than letting defineLive warn on every request that it is missing.
const token = process.env.SANITY_API_READ_TOKEN || false

/**
 * The Live Content API listener. It is mounted only in draft mode (the Studio's Presentation tool,
 * see layout/DraftTools.tsx), so ordinary visitors never open a connection or cost an API request.
 */
export const {SanityLive} = defineLive({client, serverToken: token, browserToken: token})
