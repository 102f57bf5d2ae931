import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import {siteUrl} from '../../content/env'
import {getFrameSettings, getSettings, whenAvailable} from '../../content/fetch'
import {UnavailablePage} from '../../layout/ErrorPages'
import {FirstScreenEnd} from '../../layout/FirstScreenEnd'
import {SiteShell} from '../../layout/SiteShell'
import {errorMetadata, searchMetadata} from '../../lib/metadata'
import type {Settings} from '../../lib/types'
import {search} from '../../search/search'
import {SearchForm} from '../../search/SearchForm'
import {countLine, ResultList, ServiceSuggestions} from '../../search/SearchResults'
import {MAX_QUERY, readQuery} from '../../search/text'

type Props = {searchParams: Promise<{q?: string | string[]}>}

/** The page's heading: before a search, with results, or without any. */
function headingOf(wording: Settings['wording'], query: string, found: number) {
  if (!query) return wording?.searchHeading ?? ''
  return fill(found ? wording?.searchResultsHeading : wording?.searchNoResultsHeading, {query})
}

export async function generateMetadata({searchParams}: Props): Promise<Metadata> {
  const settings = await whenAvailable(getSettings)
  if (!settings) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const {query} = readQuery((await searchParams).q)
  return searchMetadata(
    settings,
    query ? fill(settings.wording?.searchResultsHeading, {query}) : settings.wording?.searchHeading,
  )
}

/**
 * /search?q=…: rendered on the server for each request (the form is a plain GET, so it works without
 * JavaScript), never indexed. Whatever is typed gets a normal page: the query is cleaned and cut to
 * MAX_QUERY characters (web/search/text.ts) and only ever reaches GROQ as a parameter; an empty query
 * and one without results get the main services to go on from.
 */
export default async function SearchPage({searchParams}: Props) {
  const {query, shortened} = readQuery((await searchParams).q)
  const loaded = await whenAvailable(() => Promise.all([getSettings(), query ? search(query) : Promise.resolve([])]))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [settings, results] = loaded
  const w = settings.wording
  const heading = headingOf(w, query, results.length)
  return (
    <SiteShell settings={settings} currentPath="/search">
      <section className="px-4 py-10 sm:px-6 lg:px-10 lg:py-16">
        <div className="mx-auto max-w-3xl">
          <h1 id="search-heading" className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {heading}
          </h1>
          <div className="mt-6">
            <SearchForm wording={w} id="search-page-q" query={query} tone="light" labelledBy="search-heading" />
          </div>
          <FirstScreenEnd />
          {shortened ? (
            <p className="mt-3 text-sm text-slate-600">{fill(w?.searchShortened, {max: MAX_QUERY})}</p>
          ) : null}
          {results.length ? (
            <>
              <p role="status" className="mt-6 text-sm font-medium text-slate-600">
                {countLine(w, results.length)}
              </p>
              <ResultList results={results} host={new URL(siteUrl()).host} />
            </>
          ) : (
            <>
              <p role={query ? 'status' : undefined} className="mt-6 text-pretty text-lg text-slate-600">
                {query ? w?.searchNoResultsText : w?.searchEmptyText}
              </p>
              <ServiceSuggestions settings={settings} />
            </>
          )}
        </div>
      </section>
    </SiteShell>
  )
}
