/**
 * Pages of a newest-first list of articles: /blog shows page 1, the archive /blog/page/<n> the others,
 * and a category /blog/category/<slug> with /page/<n> after it. Pure, so the boundaries are unit-tested.
 */

export const DEFAULT_PAGE_SIZE = 12
/** The schema's bounds for the grid's "Articles per page" (schemas/sections/blogList.ts). */
const MIN_PAGE_SIZE = 3
const MAX_PAGE_SIZE = 48

/** The editor's page size when it is a whole number in bounds, otherwise the default (12). */
export function pageSizeOf(value: number | null | undefined): number {
  return Number.isInteger(value) && value! >= MIN_PAGE_SIZE && value! <= MAX_PAGE_SIZE ? value! : DEFAULT_PAGE_SIZE
}

/** How many pages `total` items fill: at least one, so an empty list still has its (empty) first page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/**
 * The page number in an address: digits only, no leading zero, so each page has one address
 * (/blog/page/02 and /blog/page/2.0 are not pages). Null for anything else.
 */
export function parsePageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null
}

/** The items on page `page` (1-based), or null when there is no such page. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return null
  return items.slice((page - 1) * size, page * size)
}

/** A page's address: the list's own address for page 1, `<base>/page/<n>` for the others. */
export function pageHref(base: string, page: number): string {
  return page === 1 ? base : `${base}/page/${page}`
}

/**
 * The numbered links of a pagination bar: the first and last page, the current one and `around` on
 * each side of it, with a gap where numbers are left out (never a gap for a single number: 1 2 3, not 1 … 3).
 */
export function pageLinks(current: number, count: number, around = 1): Array<number | 'gap'> {
  const shown = new Set([1, count])
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= count) shown.add(n)
  // A gap of one number shows that number instead.
  for (const n of [...shown]) {
    if (shown.has(n + 2) && !shown.has(n + 1)) shown.add(n + 1)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  const links: Array<number | 'gap'> = []
  for (const n of sorted) {
    const last = links.at(-1)
    if (typeof last === 'number' && n > last + 1) links.push('gap')
    links.push(n)
  }
  return links
}
