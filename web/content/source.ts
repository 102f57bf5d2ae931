import 'server-only'
import {apiVersion} from '@agency/schemas/lib/api'
import {unstable_cache} from 'next/cache'
import {PHASE_PRODUCTION_BUILD} from 'next/constants'
import {createClient, type QueryParams} from 'next-sanity'
import {readFailed, readSucceeded} from './availability'
import {isDraftMode} from './draft'
import {datasetVersion, queryEmbedded} from './embedded'
import {insideNextServer, isLive, sanityEnv} from './env'
import {answerKey, recall, remember} from './last-good'
import {keepLastGoodBriefly} from './lifetime'
import type {CacheTag} from './tags'

/**
 * How long a read of the Content Lake may take. A visitor waits on a read only for a page that was
 * never rendered (everything else is served from the cache while it re-renders in the background),
 * so at run time a read gives up after 1.8 s, and a failed try (refused, 5xx, 429) is tried once more
 * 200 ms later within that time: no visitor waits more than about 2 s on the Lake. The build has no
 * visitor and every page to render: it waits longer and tries more often. `next dev` waits longer
 * too: it compiles a route on its first request, and a compile can hold up this process's timers for
 * seconds while the Lake has long answered; a refusal or an error answer still counts at once.
 *
 * The deadline is an AbortSignal given to each read: next-sanity's client sends its reads with
 * `fetch` (so Next.js can cache them) and applies its own `timeout` only to its other transport.
 */
const BUILDING = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
const DEVELOPING = process.env.NODE_ENV === 'development'
export const READ_DEADLINE_MS = BUILDING ? 60_000 : DEVELOPING ? 15_000 : 1800
const RETRIES = BUILDING
  ? {maxRetries: 4, retryDelay: (attempt: number) => 500 * 2 ** attempt}
  : {maxRetries: 1, retryDelay: () => 200}

/** A fresh deadline for one read. */
export const readDeadline = () => AbortSignal.timeout(READ_DEADLINE_MS)

/**
 * The one way the site reads content. Same GROQ text either way: a real Sanity project through
 * next-sanity when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise groq-js over the embedded dataset.
 *
 * Reads go to the Lake's API, not its CDN (`useCdn: false`): they happen at the build and when a
 * publish re-renders a page, and the site's own cache serves everything else; the CDN could still
 * answer with the version from before the publish.
 */
export const client = createClient({
  projectId: sanityEnv.projectId || 'offline0',
  dataset: sanityEnv.dataset,
  apiVersion,
  // SANITY_API_HOST: a proxy or a stand-in in front of the Lake, called at its own origin.
  ...(sanityEnv.apiHost ? {apiHost: sanityEnv.apiHost, useProjectHostname: false} : {}),
  useCdn: false,
  perspective: 'published',
  token: process.env.SANITY_API_READ_TOKEN || undefined,
  stega: {studioUrl: sanityEnv.studioUrl || '/studio'},
  timeout: READ_DEADLINE_MS,
  ...RETRIES,
})

/**
 * Thrown when the Lake cannot be read and there is no last good answer to render from: the page
 * shows the site's "temporarily unavailable" page with status 503 (layout/ContentPage.tsx).
 */
export class ContentUnavailableError extends Error {
  constructor() {
    super('Content is unavailable: the Content Lake did not answer and no earlier answer is kept.')
    this.name = 'ContentUnavailableError'
  }
}

export interface FetchOptions {
  /** Cache tags for on-demand revalidation: the document types and ids the result depends on (content/tags.ts). */
  tags?: CacheTag[]
}

/**
 * Runs one of the site's queries (written with `defineQuery` in content/queries.ts). The result type
 * is TypeGen's for that exact query text (`npm run typegen`), so callers never name it.
 */
export async function sanityFetch<const Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams = {},
  options: FetchOptions = {},
): Promise<SanityQueries[Query]> {
  const tags = options.tags ?? []
  if (!isLive()) return readEmbedded(query, params, tags)
  if (await isDraftMode()) return readDrafts(query, params)
  return readPublished(query, params, tags)
}

/**
 * A published read, cached by Next.js under its tags until the webhook says one of them changed.
 * When the Lake fails, the read answers with the last good answer (content/last-good.ts) and the page
 * is cached for half a minute only, so it is rendered again soon after the Lake is back; with no
 * earlier answer it throws ContentUnavailableError. Each outage is logged once (content/availability.ts).
 */
async function readPublished<const Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams,
  tags: CacheTag[],
): Promise<SanityQueries[Query]> {
  const key = answerKey(query, params, 'published')
  try {
    const result = await client.fetch(query, params, {next: {tags, revalidate: false}, signal: readDeadline()})
    readSucceeded(key)
    remember(key, result)
    return result as SanityQueries[Query]
  } catch (error) {
    if (!isOutage(error)) throw error
    readFailed(key, error)
    const last = await recall(key)
    if (last === undefined) throw new ContentUnavailableError()
    await keepLastGoodBriefly()
    return last as SanityQueries[Query]
  }
}

/**
 * A failure of the Lake itself (no answer, a timeout, 5xx, 429 after the retry), as opposed to an
 * answer that says the read is wrong (a 4xx such as a query error or a refused token): only the first
 * is served from the last good answer; the second is a bug or a misconfiguration, and fails the render.
 */
function isOutage(error: unknown): boolean {
  const status = (error as {statusCode?: unknown})?.statusCode
  return typeof status !== 'number' || status >= 500 || status === 429
}

/** Draft mode (the Presentation tool): drafts, never cached, with stega markers for click-to-edit. */
async function readDrafts<const Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams,
): Promise<SanityQueries[Query]> {
  const token = process.env.SANITY_API_READ_TOKEN
  if (!token) throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts.')
  return client
    .withConfig({
      token,
      perspective: 'drafts',
      stega: {enabled: true, studioUrl: sanityEnv.studioUrl || '/studio'},
    })
    .fetch(query, params, {cache: 'no-store', signal: readDeadline()}) as Promise<SanityQueries[Query]>
}

/**
 * The embedded dataset, read through Next.js' data cache under the same tags as a live read, so the
 * webhook refreshes pages in this mode too. The dataset file's version is part of the key: after
 * `npm run content:build` a render reads the new content.
 */
function readEmbedded<const Query extends keyof SanityQueries>(
  query: Query,
  params: QueryParams,
  tags: CacheTag[],
): Promise<SanityQueries[Query]> {
  if (!insideNextServer()) return queryEmbedded(query, params)
  const key = answerKey(query, params, `embedded:${datasetVersion()}`)
  return unstable_cache(() => queryEmbedded(query, params), ['embedded', key], {tags})()
}
