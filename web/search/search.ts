import 'server-only'
import {getSearchDocuments} from '../content/fetch'
import {rank, type SearchResult} from './rank'
import {searchWords} from './text'

/** The results for a query already read with readQuery (./text.ts); none for a query without words. */
export async function search(query: string): Promise<SearchResult[]> {
  const words = searchWords(query)
  return words.length ? rank(await getSearchDocuments(), words) : []
}
