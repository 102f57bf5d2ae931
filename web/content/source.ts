import 'server-only'
import {evaluate, parse} from 'groq-js'
import {createClient, type QueryParams} from 'next-sanity'
import {isDraftMode} from './draft'
import {loadDataset} from './embedded'
import {apiVersion, isLive, sanityEnv} from './env'

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
  /** Cache tags for on-demand revalidation: the document types and ids the result depends on. */
  tags?: string[]
}

export async function sanityFetch<Result>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<Result> {
  if (isLive()) {
    if (await isDraftMode()) {
      // Draft mode (Presentation tool): drafts, never cached, with stega markers for click-to-edit.
      const token = process.env.SANITY_API_READ_TOKEN
      if (!token) throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts.')
      return client
        .withConfig({token, useCdn: false, perspective: 'drafts', stega: {enabled: true, studioUrl: sanityEnv.studioUrl || '/studio'}})
        .fetch<Result>(query, params, {cache: 'no-store'})
    }
    return client.fetch<Result>(query, params, {next: {tags: options.tags ?? ['sanity'], revalidate: false}})
  }
  const tree = parse(query, {params})
  const value = await evaluate(tree, {dataset: loadDataset(), params})
  return (await value.get()) as Result
}
