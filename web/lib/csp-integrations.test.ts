import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {ANALYTICS_SOURCES, chatOriginFromDataset, chatSources, httpsOrigin} from './csp-integrations'
import {contentSecurityPolicy} from './security-headers'

const dataset = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')
const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(csp)?.[1]?.split(' ') ?? []

describe('CSP origins of the optional features', () => {
  it('allows Google Analytics: the gtag script host and the hosts it sends hits to, nothing else from Google', () => {
    const csp = contentSecurityPolicy({frameOrigins: [], analytics: true})
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    for (const host of ANALYTICS_SOURCES['connect-src']!) expect(directive(csp, 'connect-src')).toContain(host)
    expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com')
    expect(csp).not.toMatch(/doubleclick|google\.com\/ads|googleadservices/)
  })

  it("allows exactly the chat provider's origin, and frames from it even where there were none", () => {
    const csp = contentSecurityPolicy({frameOrigins: [], chatOrigin: 'https://agents.example.com'})
    for (const name of ['script-src', 'connect-src', 'img-src'])
      expect(directive(csp, name)).toContain('https://agents.example.com')
    expect(directive(csp, 'frame-src')).toEqual(['https://agents.example.com'])
    expect(csp).not.toMatch(/agents\.example\.com\/embed/)
    const withFrames = contentSecurityPolicy({
      frameOrigins: ['https://forms.example.com'],
      chatOrigin: 'https://agents.example.com',
    })
    expect(directive(withFrames, 'frame-src')).toEqual(['https://forms.example.com', 'https://agents.example.com'])
    expect(directive(contentSecurityPolicy({frameOrigins: []}), 'frame-src')).toEqual(["'none'"])
  })

  it('derives the chat origin from the Site settings of the embedded dataset, and none without an agent id', () => {
    expect(chatOriginFromDataset(dataset)).toBe('https://agents.example.com')
    const settings = {
      _id: 'siteSettings',
      _type: 'siteSettings',
      chatScriptUrl: 'https://widget.chat.example/v1/embed.js',
    }
    expect(chatOriginFromDataset(JSON.stringify({...settings, chatAgentId: 'a1'}))).toBe('https://widget.chat.example')
    expect(chatOriginFromDataset(JSON.stringify(settings))).toBeUndefined()
    expect(chatSources(undefined)).toEqual({})
  })

  it('accepts only https origins', () => {
    expect(httpsOrigin('https://a.example.com:8443/x.js?y=1')).toBe('https://a.example.com:8443')
    for (const bad of ['http://a.example.com/x.js', 'javascript:alert(1)', 'https://', '', undefined, 42])
      expect(httpsOrigin(bad)).toBeUndefined()
  })
})
