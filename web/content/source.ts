import 'server-only'
import {apiVersion} from '@agency/schemas/lib/api'
import {createClient, type QueryParams} from 'next-sanity'
import {isDraftMode} from './draft'
import {queryEmbedded} from './embedded'
import {isLive, sanityEnv} from './env'
import type {CacheTag} from './tags'

/**
 * The one way the site reads content. Same GROQ text either way: a real Sanity project through
 * next-sanity when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise groq-js over the embedded dataset.
 */
export const client = createClient({
  projectId: sanityEnv.projectId || 'offline0',
  dataset: sanityEnv.dataset,
  apiVersion,
  useCdn: true,
  perspective: 'published',
  token: process.env.SANITY_API_READ_TOKEN || undefined,
  stega: {studioUrl: sanityEnv.studioUrl || '/studio'},
})

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
  // next-sanity types its answer from the same generated map (ClientReturn<Query>); it equals SanityQueries[Query].
  type Result = Promise<SanityQueries[Query]>
  if (isLive()) {
    if (await isDraftMode()) {
      // Draft mode (Presentation tool): drafts, never cached, with stega markers for click-to-edit.
      const token = process.env.SANITY_API_READ_TOKEN
      if (!token) throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts.')
      return client
        .withConfig({
          token,
          useCdn: false,
          perspective: 'drafts',
          stega: {enabled: true, studioUrl: sanityEnv.studioUrl || '/studio'},
        })
        .fetch(query, params, {cache: 'no-store'}) as Result
    }
    return client.fetch(query, params, {next: {tags: options.tags ?? ['sanity'], revalidate: false}}) as Result
  }
  return queryEmbedded(query, params)
}
