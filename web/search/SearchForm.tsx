import type {Settings} from '../lib/types'
import {Icon} from '../components/Icon'
import {MAX_QUERY} from './text'

/**
 * A search field: a plain GET form to /search, so it works without JavaScript (a server component, no
 * island). In the sidebar (the phone menu too) and at the top of the search page. `id` must be unique in
 * the page; the landmark is named by `labelledBy` when given (two search landmarks need two names).
 */
export function SearchForm({
  wording,
  id,
  query = '',
  tone,
  labelledBy,
}: {
  wording: Settings['wording']
  id: string
  query?: string
  tone: 'dark' | 'light'
  labelledBy?: string
}) {
  const dark = tone === 'dark'
  // The field is the same in both tones; only its box differs. Its length is the search's own limit
  // (a longer query in the address is cut to it).
  const field = {
    id,
    type: 'search',
    name: 'q',
    defaultValue: query,
    maxLength: MAX_QUERY,
    enterKeyHint: 'search',
    autoComplete: 'off',
    placeholder: wording?.searchPlaceholder ?? undefined,
  } as const
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the search landmark in every browser; <search> is too new to rely on
    <form
      role="search"
      action="/search"
      method="get"
      aria-label={labelledBy ? undefined : (wording?.searchLabel ?? undefined)}
      aria-labelledby={labelledBy}
      className={dark ? undefined : 'flex gap-2'}
    >
      <label htmlFor={id} className="sr-only">
        {wording?.searchLabel}
      </label>
      {dark ? (
        // The sidebar is narrow: the field takes the width and the button is its magnifier, beside it in
        // one box (the placeholder stays readable, and no two controls overlap).
        <div className="flex h-10 items-center rounded-lg border border-slate-700 bg-slate-900 focus-within:border-violet-400 focus-within:ring-2 focus-within:ring-violet-400/40">
          <input
            {...field}
            className="h-full min-w-0 flex-1 bg-transparent pl-3 text-sm text-white placeholder:text-slate-400 focus:outline-none"
          />
          <button
            type="submit"
            className="mr-1 grid h-8 w-8 shrink-0 place-items-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            <Icon name="search" className="h-4 w-4" />
            <span className="sr-only">{wording?.searchButton}</span>
          </button>
        </div>
      ) : (
        <>
          <div className="relative min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            />
            <input
              {...field}
              className="h-12 w-full rounded-full border border-slate-300 bg-white pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30"
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
          >
            {wording?.searchButton}
          </button>
        </>
      )}
    </form>
  )
}
