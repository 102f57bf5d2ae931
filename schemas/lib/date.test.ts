import {describe, expect, it} from 'vitest'
import {formatArticleDate} from './date'

describe('formatArticleDate', () => {
  it('shows a date like "Apr 6, 2025"', () => {
    expect(formatArticleDate('2025-04-06')).toBe('Apr 6, 2025')
    expect(formatArticleDate('2025-03-15')).toBe('Mar 15, 2025')
  })

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatArticleDate(undefined)).toBe('')
    expect(formatArticleDate('')).toBe('')
    expect(formatArticleDate('April 6')).toBe('')
    expect(formatArticleDate('2025-02-30')).toBe('')
  })
})
