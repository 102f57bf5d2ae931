import {revalidateTag} from 'next/cache'
import {type NextRequest, NextResponse} from 'next/server'
import {parseBody} from 'next-sanity/webhook'
import {type ChangedDocument, tagsFor} from '../../../content/tags'

/**
 * POST /api/revalidate: Sanity's GROQ-powered webhook calls this on publish. The signature is checked
 * with SANITY_REVALIDATE_SECRET; anything unsigned or wrongly signed gets 401.
 */
export async function POST(req: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) return NextResponse.json({message: 'SANITY_REVALIDATE_SECRET is not set on the server'}, {status: 500})
  try {
    const {isValidSignature, body} = await parseBody<ChangedDocument>(req, secret, true)
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
