import {parsePageNumber} from '../blog/pagination'
import {type ResultRule, resultCodeFits} from '../quiz/areas'

/**
 * The addresses the site has, as the proxy (web/proxy.ts) holds them: every page's, article's and
 * blog category's slug, how many pages the blog's archive and each category's list run to, and which
 * quiz results exist. From /api/addresses, fresh within seconds of a publish (lib/proxy-lists.ts).
 *
 * An address the site has not is answered with the site's 404 page by the proxy, before any page
 * renders: it reads no content, keeps nothing in the cache, on disk or in Redis, and costs about what
 * a static file does, however many made-up addresses a crawler asks for. `judge` says which addresses
 * the book speaks for: the pages, the blog's lists and articles, shared quiz results and the share
 * images of all these. Everything else (a file, the newsletter's pages, search, the API) is not judged:
 * its own route answers it.
 */
export interface AddressBook {
  /** Page slugs, the home page's included ('index'); a slug may hold "/". */
  pages: string[]
  articles: string[]
  /** Each blog category's slug and how many pages its list runs to. */
  categories: Array<{slug: string; pages: number}>
  /** How many pages the blog's archive runs to (/blog is the first). */
  blogPages: number
  /** Which quiz results exist (quiz/areas.ts); null when the quiz gives none. */
  quiz: ResultRule | null
}

export type Verdict = 'known' | 'unknown' | 'not judged'

/** The home page's slug (content/fetch.ts HOME_SLUG). */
const HOME = 'index'
/** Addresses other routes of the site answer, whatever the content: never judged. */
const NOT_JUDGED_FIRST_SEGMENTS = new Set(['search', 'newsletter', 'api', '_next', '_not-found', 'seed'])

const isPageNumber = (segment: string, pages: number) => (parsePageNumber(segment) ?? Infinity) <= pages

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null // a malformed escape: no page of the site has one
  }
}

/** Whether the site has this address (a path, without the query), as far as the book speaks for it. */
export function judge(pathname: string, book: AddressBook): Verdict {
  const segments = segmentsOf(pathname)
  if (!segments) return 'unknown'
  const last = segments.at(-1) ?? ''
  // A file (robots.txt, icons.svg, the blog's feed): public files and metadata routes answer for themselves.
  if (last.includes('.')) return 'not judged'
  if (segments.length === 0) return 'known'
  if (NOT_JUDGED_FIRST_SEGMENTS.has(segments[0]!)) return 'not judged'
  if (segments[0] === 'share-image') return judgeShareImage(segments.slice(1), book)
  return judgeContent(segments, book) ? 'known' : 'unknown'
}

/** A content address: a page, the blog's lists and articles, a shared quiz result. */
function judgeContent(segments: string[], book: AddressBook): boolean {
  const [first, second, third, fourth, fifth] = segments
  if (first === 'blog' && second !== undefined) {
    if (second === 'page') return segments.length === 3 && isPageNumber(third!, book.blogPages)
    if (second === 'category') {
      const category = book.categories.find((c) => c.slug === third)
      if (!category) return false
      return (
        segments.length === 3 || (segments.length === 5 && fourth === 'page' && isPageNumber(fifth!, category.pages))
      )
    }
    return segments.length === 2 && book.articles.includes(second)
  }
  if (first === 'ai-readiness-quiz' && second === 'result' && segments.length === 3)
    return !!book.quiz && !!resultCodeFits(third!, book.quiz)
  const slug = segments.join('/')
  return slug !== HOME && book.pages.includes(slug)
}

/** A share image: of the home page, a page, an article, a category or a shared quiz result (app/share-image). */
function judgeShareImage(segments: string[], book: AddressBook): Verdict {
  if (segments.length === 0) return 'known'
  if (segments.length === 1) return segments[0] !== HOME && book.pages.includes(segments[0]!) ? 'known' : 'unknown'
  if (segments[0] === 'ai-readiness-quiz' && segments[1] === 'result')
    return segments.length === 3 && book.quiz && resultCodeFits(segments[2]!, book.quiz) ? 'known' : 'unknown'
  if (segments[0] === 'blog') {
    if (segments.length === 2) return book.articles.includes(segments[1]!) ? 'known' : 'unknown'
    if (segments.length === 3 && segments[1] === 'category')
      return book.categories.some((c) => c.slug === segments[2]) ? 'known' : 'unknown'
  }
  return 'unknown'
}

/** What /api/addresses answers, checked: anything else is an error the proxy's copy logs. */
export function parseAddressBook(body: unknown): AddressBook {
  const b = body as Partial<AddressBook> | null
  const strings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string')
  if (
    !b ||
    !strings(b.pages) ||
    !strings(b.articles) ||
    !Array.isArray(b.categories) ||
    typeof b.blogPages !== 'number' ||
    !(b.quiz === null || (Array.isArray(b.quiz?.areas) && typeof b.quiz?.maxScore === 'number'))
  )
    throw new Error('the answer is not an address book')
  return b as AddressBook
}
