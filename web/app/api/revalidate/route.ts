import {revalidateTag} from 'next/cache'
import {after, NextResponse} from 'next/server'
import {markStale} from '../../../cache/link'
import {isLive} from '../../../content/env'
import {revisionQuery} from '../../../content/queries'
import {client, READ_DEADLINE_MS, readDeadline} from '../../../content/source'
import type {ChangedDocument} from '@agency/schemas/lib/webhook'
import {tagsFor} from '../../../content/webhook'
import {verifySanityWebhook} from '../../../lib/sanity-webhook'

/**
 * The Content Lake is eventually consistent: a webhook can arrive before a read sees the change. The
 * route asks the Lake for the document's revision until it is the one the webhook names (or the
 * document is gone, for a delete), every POLL_MS, for at most SETTLE_MAX_MS; a page re-rendered
 * earlier could be cached with the content from before the publish. Without a revision in the call
 * (a webhook set up with an older projection) it waits SETTLE_MS.
 */
const POLL_MS = 200
const SETTLE_MAX_MS = 8000
const SETTLE_MS = 3000

/**
 * A page that was re-rendering when the publish arrived read its content before the change, and is
 * cached after the tags were marked, so it would pass for fresh. The tags are marked again once every
 * such render is over: its reads give up after READ_DEADLINE_MS, and it renders within a second.
 */
const MARK_AGAIN_AFTER_MS = READ_DEADLINE_MS + 1200

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether the Lake now answers with the change the webhook announced. */
async function settled(doc: ChangedDocument): Promise<boolean> {
  if (!doc._rev || !doc._id) {
    await sleep(SETTLE_MS)
    return true
  }
  const deadline = Date.now() + SETTLE_MAX_MS
  for (;;) {
    try {
      const rev = await client.fetch(revisionQuery, {id: doc._id}, {cache: 'no-store', signal: readDeadline()})
      if (doc.operation === 'delete' ? rev === null : rev === doc._rev) return true
    } catch {
      // the Lake did not answer this time: ask again until the deadline
    }
    if (Date.now() + POLL_MS > deadline) return false
    await sleep(POLL_MS)
  }
}

/**
 * POST /api/revalidate: Sanity's GROQ-powered webhook calls this on publish (content/webhook.ts says
 * what it sends). Every call is verified first (size, signature, timestamp: lib/sanity-webhook.ts);
 * refusals are short and never echo input. The tags are revalidated with stale-while-revalidate
 * (`'max'`): the next visitor still gets the page at once, and the page re-renders in the background,
 * so a Lake that fails then leaves the last good page in place instead of an error. The 200 is sent
 * once the marks are recorded (cache/link.ts).
 */
export async function POST(req: Request) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret?.trim())
    return NextResponse.json({message: 'SANITY_REVALIDATE_SECRET is not set on the server'}, {status: 503})
  const verdict = await verifySanityWebhook<ChangedDocument>(req, secret)
  if (!verdict.ok) return NextResponse.json({message: verdict.message}, {status: verdict.status})
  const body = verdict.body
  if (!body || typeof body !== 'object' || typeof body._type !== 'string' || !body._type) {
    return NextResponse.json({message: 'Body has no _type'}, {status: 400})
  }
  const started = Date.now()
  const fresh = isLive() ? await settled(body) : true
  if (!fresh)
    console.warn(
      `Webhook: the Lake did not show revision ${body._rev} of ${body._id} within ${SETTLE_MAX_MS} ms; revalidating anyway.`,
    )
  const tags = tagsFor(body)
  for (const tag of tags) revalidateTag(tag, 'max')
  // Next hands these to the cache handler only after this answer is sent: record them first, on disk
  // and in the shared cache, so a 200 means the publish survives a restart and reaches every server.
  await markStale(tags)
  after(async () => {
    await sleep(MARK_AGAIN_AFTER_MS)
    for (const tag of tags) revalidateTag(tag, 'max')
  })
  return NextResponse.json({revalidated: true, tags, settledMs: Date.now() - started, now: Date.now()})
}
