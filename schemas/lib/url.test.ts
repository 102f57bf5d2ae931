import {describe, expect, it} from 'vitest'
import {
  hrefKind,
  isAllowedHref,
  safeHref,
  sameOriginRedirectPath,
  validateHref,
  validateHttps,
  validateHttpsOrPath,
} from './url'

/** Addresses an attacker (or a careless paste) could put in content or in a redirect parameter. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'http://evil.example',
  'https://user:pass@evil.example',
  'https://evil.example@',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/ /evil.example',
  'evil.example',
  'contact',
  '#',
  '#a b',
  'mailto:',
  'mailto:nobody',
  'tel:call-me',
  'sms:+15550100',
  '',
]

describe('the URL allowlist', () => {
  it.each([
    ['/', 'path'],
    ['/contact', 'path'],
    ['/blog/a-post?utm=x#top', 'path'],
    ['/a%20b', 'path'],
    ['#pricing', 'anchor'],
    ['#how-it-works', 'anchor'],
    ['https://calendly.example.com/helix/30min', 'https'],
    ['HTTPS://Example.com', 'https'],
    ['mailto:hello@helixai.example', 'mailto'],
    ['mailto:hello@helixai.example?subject=Quote%20request', 'mailto'],
    ['tel:+15550100199', 'tel'],
    ['tel:+1-555-0100', 'tel'],
  ])('accepts %s as %s', (href, kind) => {
    expect(hrefKind(href)).toBe(kind)
    expect(safeHref(href)).toBe(href)
    expect(validateHref(href)).toBe(true)
  })

  it.each(HOSTILE)('refuses %j', (href) => {
    expect(isAllowedHref(href)).toBe(false)
    expect(safeHref(href)).toBeUndefined()
    if (href !== '') expect(validateHref(href)).toEqual(expect.any(String))
  })

  it('refuses what is not a string', () => {
    for (const v of [undefined, null, 42, {href: '/'}, ['/']]) expect(isAllowedHref(v)).toBe(false)
  })

  it('limits an address to some kinds when asked', () => {
    expect(safeHref('/videos/intro.mp4', ['https', 'path'])).toBe('/videos/intro.mp4')
    expect(safeHref('mailto:a@b.example', ['https', 'path'])).toBeUndefined()
    expect(validateHttpsOrPath('mailto:a@b.example')).toEqual(expect.any(String))
    expect(validateHttpsOrPath('https://cdn.example.com/a.mp4')).toBe(true)
  })

  it('tells the editor what to write', () => {
    expect(validateHref('http://example.com')).toMatch(/https:\/\//)
    expect(validateHref('//evil.example')).toMatch(/single \//)
    expect(validateHref(undefined)).toBe(true)
    expect(validateHttps('https://forms.example.com/x')).toBe(true)
    expect(validateHttps('/contact')).toBe('Use a full https:// address')
    expect(validateHttps('javascript:alert(1)')).toBe('Use a full https:// address')
  })
})

describe('sameOriginRedirectPath', () => {
  const base = 'https://www.helixai.example/api/draft-mode/disable'

  it.each(['/', '/contact', '/blog/a-post?x=1#top'])('keeps the same-origin path %s', (path) => {
    expect(sameOriginRedirectPath(path)).toBe(path)
    expect(new URL(sameOriginRedirectPath(path), base).origin).toBe('https://www.helixai.example')
  })

  it.each([...HOSTILE, 'https://evil.example/', null, undefined])('falls back to / for %j', (value) => {
    const path = sameOriginRedirectPath(value as string | null | undefined)
    expect(path).toBe('/')
    expect(new URL(path, base).href).toBe('https://www.helixai.example/')
  })

  it('never leaves the origin, whatever the browser would make of the value', () => {
    for (const value of HOSTILE)
      expect(new URL(sameOriginRedirectPath(value), base).origin).toBe('https://www.helixai.example')
  })
})
