import {describe, expect, it} from 'vitest'
import {CONSENT_COOKIE, consentCookie, parseConsent} from './analytics'

describe('analytics consent cookie', () => {
  it('is first-party, site-wide and kept for a year; Secure on https', () => {
    expect(consentCookie('granted', true)).toBe(
      `${CONSENT_COOKIE}=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure`,
    )
    expect(consentCookie('denied', false)).toBe(`${CONSENT_COOKIE}=denied; Max-Age=31536000; Path=/; SameSite=Lax`)
  })

  it('reads the choice among other cookies, and nothing from a missing or unknown value', () => {
    expect(parseConsent(`_ga=GA1.1.1.1; ${CONSENT_COOKIE}=granted; x=1`)).toBe('granted')
    expect(parseConsent(`${CONSENT_COOKIE}=denied`)).toBe('denied')
    expect(parseConsent('')).toBeNull()
    expect(parseConsent(`${CONSENT_COOKIE}=yes`)).toBeNull()
    expect(parseConsent(`x${CONSENT_COOKIE}=granted`)).toBeNull()
  })
})
