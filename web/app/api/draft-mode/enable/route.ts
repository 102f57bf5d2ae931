import {unstable_rethrow} from 'next/navigation'
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {isLive} from '../../../../content/env'
import {client, READ_DEADLINE_MS} from '../../../../content/source'

/** A short refusal: no cookie, no detail of what was sent, never cached. */
const refuse = (message: string) =>
  new Response(message, {
    status: 401,
    headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'},
  })

/**
 * The Presentation tool opens the site through this route: it checks the Studio's preview secret
 * (with the read token) and sets the draft-mode cookie. Without a live project and a read token, with
 * no secret, a wrong one, or when Sanity cannot be asked, the answer is 401 and no cookie is set.
 */
export async function GET(request: Request) {
  const token = process.env.SANITY_API_READ_TOKEN?.trim()
  if (!isLive() || !token) return refuse('Draft mode is not configured on this site')
  if (!new URL(request.url).searchParams.get('sanity-preview-secret')) return refuse('Missing preview secret')
  try {
    // The secret check is a read of the Lake like any other: it gives up at the same deadline.
    const response = await Promise.race([
      defineEnableDraftMode({client: client.withConfig({token})}).GET(request),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${READ_DEADLINE_MS} ms`)), READ_DEADLINE_MS),
      ),
    ])
    return response.status === 401 ? refuse('Invalid preview secret') : response
  } catch (error) {
    unstable_rethrow(error) // the redirect into the previewed page is thrown, and must reach Next.js
    console.error(
      'Draft mode: the preview secret could not be checked:',
      error instanceof Error ? error.message : 'unknown error',
    )
    return refuse('The preview secret could not be checked')
  }
}
