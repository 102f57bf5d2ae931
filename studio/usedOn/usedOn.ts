import {USED_ON_TYPES, type UsedOnPlace, usedOnQuery} from '@agency/schemas/lib/usedOn'
import {type Observable, retry, timer} from 'rxjs'
import type {DocumentStore} from 'sanity'

export {USED_ON_TYPES}
export type {UsedOnPlace}

/**
 * For a live query of the Content Lake: while the Lake cannot be reached, keep the last answer and ask
 * again (after 1, 2, 4 … at most 15 s), so an outage never puts an error where the answer was.
 */
export const retryWhileUnreachable = <T>() =>
  retry<T>({delay: (_error, attempt) => timer(Math.min(1000 * 2 ** (attempt - 1), 15_000))})

export const isUsedOnType = (type: string): boolean => (USED_ON_TYPES as readonly string[]).includes(type)

/** The published id of a draft or release version: references point at the published id. */
export const publishedId = (id: string): string => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

/**
 * The published pages and articles that show the document, kept up to date while the Studio is
 * open: a page that adds or drops the document changes the list without a reload, and an outage of
 * the Lake leaves the last list in place.
 */
export function listenUsedOn(documentStore: DocumentStore, id: string, type: string): Observable<UsedOnPlace[]> {
  return (
    documentStore.listenQuery(
      usedOnQuery,
      {id: publishedId(id), type},
      {perspective: 'published', apiVersion: '2025-02-24', throttleTime: 1000},
    ) as Observable<UsedOnPlace[]>
  ).pipe(retryWhileUnreachable())
}
