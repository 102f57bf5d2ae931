import {describe, expect, it} from 'vitest'
import {validateListedOnce} from './siteSettings'

describe('the sidebar groups', () => {
  const group = (heading: string, ...hrefs: string[]) => ({heading, pages: hrefs.map((href) => ({href}))})

  it('accept each page once', () => {
    expect(validateListedOnce([group('Start here', '/contact', '/booking'), group('Learn', '/blog')])).toBe(true)
    expect(validateListedOnce(undefined)).toBe(true)
  })

  it('refuse a page listed twice, naming it and both groups', () => {
    expect(validateListedOnce([group('Start here', '/contact'), group('Company', '/about', '/contact')])).toBe(
      '/contact is listed twice (under "Start here" and "Company"): list each page once',
    )
  })
})
