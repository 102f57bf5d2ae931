import {revalidateTag} from 'next/cache'
import {NextResponse} from 'next/server'
import {type ChangedDocument, tagsFor} from '../../../content/tags'
import {verifySanityWebhook} from '../../../lib/sanity-webhook'

/** Sanity's Content Lake is eventually consistent: a call waits this long before pages re-read it. */
const SETTLE_MS = 3000

/**
 * POST /api/revalidate: Sanity's GROQ-powered webhook calls this on publish. Every call is verified
 * first (size, signature, timestamp: lib/sanity-webhook.ts); refusals are short and never echo input.
 */
export async function POST(req: Request) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret?.trim())
    return NextResponse.json({message: 'SANITY_REVALIDATE_SECRET is not set on the server'}, {status: 500})
  const verdict = await verifySanityWebhook<ChangedDocument>(req, secret)
  if (!verdict.ok) return NextResponse.json({message: verdict.message}, {status: verdict.status})
  const body = verdict.body
  if (!body || typeof body !== 'object' || typeof body._type !== 'string' || !body._type) {
    return NextResponse.json({message: 'Body has no _type'}, {status: 400})
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const tags = tagsFor(body)
  for (const tag of tags) revalidateTag(tag, {expire: 0})
  return NextResponse.json({revalidated: true, tags, now: Date.now()})
}
