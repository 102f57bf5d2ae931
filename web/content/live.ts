import 'server-only'
import {draftMode} from 'next/headers'
import {defineLive} from 'next-sanity/live'
import {isLive} from './env'
import {client} from './source'

const token = process.env.SANITY_API_READ_TOKEN || undefined

/**
 * The Live Content API listener. It is mounted only in draft mode (the Studio's Presentation tool),
 * so ordinary visitors never open a connection or cost an API request.
 */
export const {SanityLive} = defineLive({client, serverToken: token, browserToken: token})

/** True only with a real project and the draft-mode cookie set by /api/draft-mode/enable. */
export async function isDraftMode(): Promise<boolean> {
  if (!isLive()) return false
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time generation): published content
  }
}
