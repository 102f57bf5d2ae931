import {revalidateTag} from 'next/cache'
import {type NextRequest, NextResponse} from 'next/server'
import {parseBody} from 'next-sanity/webhook'

/** What the Sanity webhook sends (its projection, see the README): the changed document's type, id and slug. */
export interface WebhookBody {
  _type?: string
  _id?: string
  slug?: string | null
}

/** The cache tags a change invalidates. Every page fetch is tagged with the types it references, so a
 * package change refreshes every page that shows a price; a page change also refreshes that page. */
export function tagsFor(body: WebhookBody): string[] {
  if (!body._type) return []
  const tags = [body._type]
  if (body._id) tags.push(`${body._type}:${body._id.replace(/^drafts\./, '')}`)
  if (body._type === 'page' && body.slug) tags.push(`page:${body.slug}`)
  if (body._type === 'blogArticle' && body.slug) tags.push(`blogArticle:${body.slug}`)
  return tags
}

/**
 * POST /api/revalidate: Sanity's GROQ-powered webhook calls this on publish. The signature is checked
 * with SANITY_REVALIDATE_SECRET; anything unsigned or wrongly signed gets 401.
 */
export async function POST(req: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) return NextResponse.json({message: 'SANITY_REVALIDATE_SECRET is not set on the server'}, {status: 500})
  try {
    const {isValidSignature, body} = await parseBody<WebhookBody>(req, secret, true)
    if (!isValidSignature) return NextResponse.json({message: 'Invalid signature'}, {status: 401})
    if (!body?._type) return NextResponse.json({message: 'Body has no _type'}, {status: 400})
    const tags = tagsFor(body)
    for (const tag of tags) revalidateTag(tag, {expire: 0})
    return NextResponse.json({revalidated: true, tags, now: Date.now()})
  } catch (err) {
    console.error('revalidate webhook failed', err)
    return NextResponse.json({message: err instanceof Error ? err.message : 'Bad request'}, {status: 400})
  }
}
