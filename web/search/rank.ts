import {addressOf} from '@agency/schemas/lib/redirects'
import {evaluate, parse} from 'groq-js'
import type {SearchArticlesQueryResult, SearchPagesQueryResult} from '../sanity.types'
import {markMatches, matchPatterns, type Segment, snippet} from './text'

export type SearchDocument = SearchPagesQueryResult[number] | SearchArticlesQueryResult[number]

/**
 * The ranking, in GROQ with the words as a parameter ($terms, never part of the text): a document
 * matches when one of the words is in its title, description, headings or text. Documents whose title
 * has more of the words come first; then those with more of the words anywhere, then in their headings,
 * then in their description; pages before articles; then by title. It runs over the searchable
 * documents (getSearchDocuments: one cached, tagged read of the content, refreshed by the webhook) with
 * groq-js, Sanity's own GROQ engine, so both content modes give the same results, a search never costs
 * a Content Lake request, and a search during a Lake outage answers from the last good documents.
 */
export const RANK_QUERY = /* groq */ `*{..., "words": [title, description] + coalesce(headings, []) + text}{
  _type, slug, title, description, headings, text,
  "hits": count($terms[^.words match @]),
  "titleHits": count($terms[^.title match @]),
  "headingHits": count($terms[^.headings match @]),
  "descriptionHits": count($terms[^.description match @])
}[hits > 0] | order(titleHits desc, hits desc, headingHits desc, descriptionHits desc, _type desc, lower(title) asc)[0...$limit]`

/** At most this many results are shown. */
export const MAX_RESULTS = 25

export interface SearchResult {
  /** The result's address on this site: /ai-voice-agents, /blog/measuring-ai-roi, / for the home page. */
  path: string
  kind: 'page' | 'article'
  title: Segment[]
  snippet: Segment[]
}

/** The ranked results for the words of a query (searchWords in ./text.ts) among `documents`. */
export async function rank(documents: SearchDocument[], words: string[]): Promise<SearchResult[]> {
  if (!words.length) return []
  const params = {terms: matchPatterns(words), limit: MAX_RESULTS}
  const ranked = (await (
    await evaluate(parse(RANK_QUERY, {params}), {dataset: documents, params})
  ).get()) as SearchDocument[]
  return ranked.map((doc) => ({
    path: addressOf(doc._type, doc.slug),
    kind: doc._type === 'page' ? 'page' : 'article',
    title: markMatches(doc.title, words),
    snippet: snippet([doc.description, ...doc.text, ...(doc.headings ?? [])], words),
  }))
}
