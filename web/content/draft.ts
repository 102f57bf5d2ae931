import 'server-only'
import {draftMode} from 'next/headers'
import {isLive} from './env'

/** True only with a real project and the draft-mode cookie set by /api/draft-mode/enable. */
export async function isDraftMode(): Promise<boolean> {
  if (!isLive()) return false
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // outside a request (build-time generation, tests): published content
  }
}
