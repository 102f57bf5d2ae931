import {describe, expect, it} from 'vitest'
import {DEFAULT_PAGE_SIZE, pageCount, pageHref, pageItems, pageLinks, pageSizeOf, parsePageNumber} from './pagination'

const items = (n: number) => Array.from({length: n}, (_, i) => i + 1)

describe('page size', () => {
  it("is the editor's whole number within 3 to 48, otherwise 12", () => {
    expect(pageSizeOf(9)).toBe(9)
    expect(pageSizeOf(3)).toBe(3)
    expect(pageSizeOf(48)).toBe(48)
    for (const v of [null, undefined, 0, 2, 49, 7.5, Number.NaN]) expect(pageSizeOf(v)).toBe(DEFAULT_PAGE_SIZE)
  })
})

describe('page count', () => {
  it('fills pages exactly at the boundary and starts a new one after it', () => {
    expect(pageCount(11, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(24, 12)).toBe(2)
    expect(pageCount(25, 12)).toBe(3)
    expect(pageCount(1011, 12)).toBe(85)
  })

  it('gives an empty list its one (empty) page', () => {
    expect(pageCount(0, 12)).toBe(1)
  })
})

describe('page items', () => {
  it('slices page n of the list, the last page holding the rest', () => {
    expect(pageItems(items(25), 1, 12)).toEqual(items(12))
    expect(pageItems(items(25), 2, 12)).toEqual(items(24).slice(12))
    expect(pageItems(items(25), 3, 12)).toEqual([25])
  })

  it('has no page past the end, before the first, or between whole numbers', () => {
    expect(pageItems(items(24), 3, 12)).toBeNull()
    expect(pageItems(items(25), 4, 12)).toBeNull()
    expect(pageItems(items(25), 0, 12)).toBeNull()
    expect(pageItems(items(25), -1, 12)).toBeNull()
    expect(pageItems(items(25), 1.5, 12)).toBeNull()
  })

  it('gives an empty list an empty first page and nothing after it', () => {
    expect(pageItems([], 1, 12)).toEqual([])
    expect(pageItems([], 2, 12)).toBeNull()
  })
})

describe('page numbers in addresses', () => {
  it('reads digits without a leading zero only', () => {
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('85')).toBe(85)
    for (const s of ['0', '02', '-1', '1.0', '2a', '', ' 2', '1e3', '9999999']) expect(parsePageNumber(s)).toBeNull()
  })

  it('addresses page 1 as the list itself and the others under /page/', () => {
    expect(pageHref('/blog', 1)).toBe('/blog')
    expect(pageHref('/blog', 2)).toBe('/blog/page/2')
    expect(pageHref('/blog/category/ai-research', 3)).toBe('/blog/category/ai-research/page/3')
  })
})

describe('numbered links', () => {
  it('shows every number when there are few pages', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4])
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves gaps around the current page on long lists, first and last always shown', () => {
    expect(pageLinks(1, 85)).toEqual([1, 2, 'gap', 85])
    expect(pageLinks(40, 85)).toEqual([1, 'gap', 39, 40, 41, 'gap', 85])
    expect(pageLinks(85, 85)).toEqual([1, 'gap', 84, 85])
  })

  it('never leaves a gap of a single number', () => {
    expect(pageLinks(4, 85)).toEqual([1, 2, 3, 4, 5, 'gap', 85])
    expect(pageLinks(82, 85)).toEqual([1, 'gap', 81, 82, 83, 84, 85])
  })
})
