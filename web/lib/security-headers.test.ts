import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {contentSecurityPolicy, frameOriginsFromDataset, securityHeaders} from './security-headers'

const dataset = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')

describe('security headers', () => {
  const headers = Object.fromEntries(securityHeaders({frameOrigins: ['https://chat.example.com'], studioOrigin: 'https://helix.sanity.studio'}).map((h) => [h.key, h.value]))

  it('sets nosniff, a referrer policy, a permissions policy and HSTS', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/)
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
  })

  it('has a CSP without unsafe-eval in production, frames limited to the given hosts, framing by the Studio only', () => {
    const csp = headers['Content-Security-Policy']!
    expect(csp).not.toMatch(/unsafe-eval/)
    expect(csp).toMatch(/frame-src https:\/\/chat\.example\.com(;|$)/)
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/helix\.sanity\.studio/)
    expect(csp).toMatch(/object-src 'none'/)
    expect(contentSecurityPolicy({frameOrigins: [], dev: true})).toMatch(/frame-src 'none'.*|unsafe-eval/)
  })

  it('derives the frame hosts from the embedded dataset: the newsletter form and every embed', () => {
    const origins = frameOriginsFromDataset(dataset)
    expect(origins).toContain('https://forms.example.com')
    for (const o of origins) expect(o).toMatch(/^https:\/\//)
    expect(origins).not.toContain('https://checkout.example.com')
  })
})
