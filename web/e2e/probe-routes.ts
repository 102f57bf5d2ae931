/**
 * What the page probes (./page-probes.spec.ts) visit, and which probes run on each page: every route
 * of the specification gets every probe; the blog's articles and categories, the search page and
 * shared quiz results share templates with them and get the probes their template needs.
 */
import {readFileSync} from 'node:fs'
import {SPEC_ROUTES} from './routes'

export type Probe =
  /** Page basics: status, title, description, keywords, one h1, landmarks, no "undefined" (laptop). */
  | 'basics'
  /** No serious or critical axe violation (laptop). */
  | 'axe'
  /** No layout shift while loading (both). */
  | 'shifts'
  /** No early paint that moves when the rest of the document arrives (both). */
  | 'early paints'
  /** The layout rules of ./layout-check.ts at the screen's widths (both). */
  | 'layout'
  /** The layout rules on a phone in a wider system font, DejaVu Sans (phone). */
  | 'wide font'
  /** No floating element covers a control where it is first met (both), nor a line of text (phone). */
  | 'floating'
  /** The first screen: its hero picture, and no two alike (both). */
  | 'first screen'

const EVERY_PROBE: ReadonlySet<Probe> = new Set([
  'basics',
  'axe',
  'shifts',
  'early paints',
  'layout',
  'wide font',
  'floating',
  'first screen',
])

const published = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; _type: string; slug?: {current?: string}})
  .filter((doc) => !doc._id.startsWith('drafts.') && doc.slug?.current)

/** Every blog article of the embedded dataset the production build is made from. */
export const ARTICLES = published.filter((d) => d._type === 'blogArticle').map((d) => `/blog/${d.slug!.current}`)

/** Every blog category's page. (The archive's later pages need more articles than the seed has: e2e/live/blog.spec.ts.) */
export const CATEGORIES = published
  .filter((d) => d._type === 'blogCategory')
  .map((d) => `/blog/category/${d.slug!.current}`)

/** The search page with results, without results and before a search (web/app/search). */
const SEARCH_PAGES = ['/search?q=voice', '/search?q=xyzzyplugh', '/search']

/** Shared quiz results (web/app/ai-readiness-quiz/result): the lowest, the highest and one between. */
const SHARED_RESULTS = [
  '/ai-readiness-quiz/result/4-0-0-0-4-0',
  '/ai-readiness-quiz/result/50-10-10-10-13-10',
  '/ai-readiness-quiz/result/36-8-10-6-7-5',
]

/** Besides layout and shifts, which every page gets: the probes a page of a shared template gets. */
const MORE: Record<string, Probe[]> = {
  '/blog/speed-to-lead-first-five-minutes': ['early paints'],
  '/search?q=voice': ['early paints'],
  '/ai-readiness-quiz/result/36-8-10-6-7-5': ['floating'],
}

export const PROBED: ReadonlyArray<{route: string; probes: ReadonlySet<Probe>}> = [
  ...SPEC_ROUTES.map((route) => ({route, probes: EVERY_PROBE})),
  ...[...ARTICLES, ...CATEGORIES, ...SEARCH_PAGES, ...SHARED_RESULTS].map((route) => ({
    route,
    probes: new Set<Probe>(['layout', 'shifts', ...(MORE[route] ?? [])]),
  })),
]

/** The policy pages share one reading layout on purpose: their first screens are not compared. */
export const LEGAL = new Set(['/terms', '/privacy', '/cookies'])

/**
 * The pages whose hero has no picture by design: the policy pages; the home page, whose hero is a
 * video over its poster; the quiz, whose first screen is the quiz itself (its dial picture is the
 * quiz section's, web/sections/Quiz.tsx); and /blog, whose first screen shows the articles' own
 * pictures (on a phone the first card's is its largest element, blog.spec.ts).
 */
export const WITHOUT_PICTURE = new Set([...LEGAL, '/', '/ai-readiness-quiz', '/blog'])

/** Pages whose hero picture is checked on a phone: under the copy, as wide as the column, in the first screen. */
export const PHONE_HERO_ROUTES = new Set([
  '/web-design',
  '/ai-voice-agents',
  '/chartopia',
  '/image-restoration',
  '/pyramid-block-system',
])

/** Where, under the run's output folder, the probes keep first screens (one folder per screen size). */
export const FIRST_SCREENS_DIR = 'first-screens'
