import {map, of} from 'rxjs'
import {
  defineDocuments,
  type DocumentLocationResolver,
  type DocumentLocationsState,
  type PresentationPluginOptions,
} from 'sanity/presentation'
import {isUsedOnType, listenUsedOn, publishedId, retryWhileUnreachable, type UsedOnPlace} from './usedOn/usedOn'

const pathOf = (type: string, slug: string) =>
  type === 'blogArticle' ? `/blog/${slug}` : slug === 'index' ? '/' : `/${slug}`

/** The "used on" list as Presentation locations: the pages an editor can open beside the document. */
export function usedOnLocations(places: UsedOnPlace[]): DocumentLocationsState {
  if (places.length === 0)
    return {message: 'No published page shows this document yet.', tone: 'caution', locations: []}
  return {
    message: places.length === 1 ? 'Shown on 1 page' : `Shown on ${places.length} pages`,
    tone: 'positive',
    locations: places.map((p) => ({title: p.title || p.path, href: p.path})),
  }
}

/**
 * Where each document is shown on the site. A page is its own address; packages, add-ons,
 * testimonials, service cards and articles are shown wherever a published page references them
 * (a live query, so the list follows the content); site settings are on every page.
 */
export const locations: DocumentLocationResolver = ({id, type}, {documentStore}) => {
  if (isUsedOnType(type))
    return listenUsedOn(documentStore, id, type).pipe(map((places) => usedOnLocations(places ?? [])))
  if (type === 'page') {
    return documentStore
      .listenQuery(
        `*[_id == $id][0]{title, "slug": slug.current}`,
        {id: publishedId(id)},
        {perspective: 'drafts', apiVersion: '2025-02-24'},
      )
      .pipe(
        retryWhileUnreachable(),
        map((doc: {title?: string; slug?: string} | null) =>
          doc?.slug ? {locations: [{title: doc.title ?? doc.slug, href: pathOf('page', doc.slug)}]} : null,
        ),
      )
  }
  if (type === 'siteSettings')
    return of({
      message: 'Shown on every page (sidebar, top bar, footer)',
      tone: 'caution',
      locations: [{title: 'Home', href: '/'}],
    })
  return null
}

/** Which document a page's address belongs to, and where each document is shown. */
export const resolve: PresentationPluginOptions['resolve'] = {
  mainDocuments: defineDocuments([
    {route: '/', filter: `_type == "page" && slug.current == "index"`},
    {route: '/blog/:slug', filter: `_type == "blogArticle" && slug.current == $slug`},
    {route: '/:slug', filter: `_type == "page" && slug.current == $slug`},
  ]),
  locations,
}
