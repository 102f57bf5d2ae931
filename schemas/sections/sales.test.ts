import {describe, expect, it} from 'vitest'
import {formatPhone, PHONE_PATTERN, telHref} from './callDemo'
import {tabSectionTypes} from './index'
import {sectionProjections} from './projections.generated'
import {PRESENTATION_ACCEPT} from './uploadForm'

describe('call demo phone number', () => {
  it('shows North American numbers as +1 (555) 010-0188', () => {
    expect(formatPhone('+15550100188')).toBe('+1 (555) 010-0188')
  })
  it('leaves other numbers as given and empty ones empty', () => {
    expect(formatPhone('+447700900123')).toBe('+447700900123')
    expect(formatPhone(null)).toBe('')
  })
  it('makes a tel: address of digits and the plus only', () => {
    expect(telHref('+1 (555) 010-0188')).toBe('tel:+15550100188')
    expect(telHref('')).toBe('')
  })
  it('accepts international numbers and rejects formatted or local ones', () => {
    expect(PHONE_PATTERN.test('+15550100188')).toBe(true)
    expect(PHONE_PATTERN.test('+1555010018')).toBe(false)
    expect(PHONE_PATTERN.test('555-010-0188')).toBe(false)
  })
})

describe('tabs projection', () => {
  // From the tabs' condition to the next top-level section's.
  const start = sectionProjections.indexOf('\n_type == "tabs" =>')
  const tabsProjection = sectionProjections.slice(start + 1, sectionProjections.indexOf('\n_type == "', start + 1))
  it('projects every section type a tab may hold, and no tabs inside tabs', () => {
    expect(tabSectionTypes).toEqual(expect.arrayContaining(['cardGrid', 'packages', 'callDemo']))
    for (const type of tabSectionTypes) expect(tabsProjection).toContain(`_type == "${type}" =>`)
    expect(tabsProjection.slice(1)).not.toContain('_type == "tabs"')
    expect(tabsProjection).not.toContain('_type == "hero"')
  })
  it('follows references inside nested sections (packages, add-ons, testimonials)', () => {
    expect(tabsProjection).toContain('items[]->')
  })
})

describe('presentation upload', () => {
  it('accepts slide decks and PDFs only', () => {
    expect(PRESENTATION_ACCEPT.split(',')).toEqual(['.ppt', '.pptx', '.key', '.odp', '.pdf'])
  })
})
