import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {contentSecurityPolicy, frameOriginsFromDataset, securityHeaders, thirdPartySources} from './security-headers'

const dataset = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')

/** The CSP as {directive: sources}. */
const parse = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

describe('security headers', () => {
  const headers = Object.fromEntries(
    securityHeaders({
      frameOrigins: ['https://chat.example.com'],
      studioOrigin: 'https://helix.sanity.studio',
      supabaseUrl: 'https://abcdefgh.supabase.co',
    }).map((h) => [h.key, h.value]),
  )

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
    expect(contentSecurityPolicy({frameOrigins: [], dev: true})).toMatch(/unsafe-eval/)
    expect(contentSecurityPolicy({frameOrigins: []})).toMatch(/frame-src 'none'(;|$)/)
  })

  it('lets the browser connect to the configured Supabase project only, not every *.supabase.co', () => {
    const csp = parse(headers['Content-Security-Policy']!)
    expect(csp['connect-src']).toEqual(["'self'", 'https://abcdefgh.supabase.co'])
    expect(headers['Content-Security-Policy']).not.toMatch(/\*\.supabase\.co/)
    // A path or trailing slash in the variable still gives the bare origin.
    expect(
      parse(contentSecurityPolicy({frameOrigins: [], supabaseUrl: ' https://abcdefgh.supabase.co/ '}))['connect-src'],
    ).toEqual(["'self'", 'https://abcdefgh.supabase.co'])
    expect(parse(contentSecurityPolicy({frameOrigins: []}))['connect-src']).toEqual(["'self'"])
    expect(parse(contentSecurityPolicy({frameOrigins: [], supabaseUrl: 'not a url'}))['connect-src']).toEqual([
      "'self'",
    ])
  })

  it('allows Google Analytics hosts only when a measurement id is configured, and then exactly those', () => {
    const csp = parse(contentSecurityPolicy({frameOrigins: [], analytics: true}))
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ])
  })

  it('allows no third-party script or image host the site does not load (no analytics configured)', () => {
    const csp = parse(contentSecurityPolicy({frameOrigins: [], supabaseUrl: 'https://abcdefgh.supabase.co'}))
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(JSON.stringify(csp)).not.toMatch(/google/)
  })

  it("with a live Sanity project, allows that project's API and the image CDN only", () => {
    const csp = parse(contentSecurityPolicy({frameOrigins: [], sanityProjectId: 'abc123xy'}))
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abc123xy.api.sanity.io',
      'https://abc123xy.apicdn.sanity.io',
      'wss://abc123xy.api.sanity.io',
    ])
    expect(csp['img-src']).toContain('https://cdn.sanity.io')
    expect(JSON.stringify(csp)).not.toMatch(/\*\./)
  })

  it('with SANITY_API_HOST, allows that origin for draft previews and pictures behind a proxy (nothing else)', () => {
    const csp = parse(
      contentSecurityPolicy({frameOrigins: [], sanityProjectId: 'abc123xy', sanityApiHost: 'https://lake.example.com'}),
    )
    expect(csp['connect-src']).toContain('https://lake.example.com')
    // Pictures come from that host instead of Sanity's CDN (content/image.ts).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://lake.example.com'])
    expect(csp['script-src']).not.toContain('https://lake.example.com')
    const without = parse(contentSecurityPolicy({frameOrigins: [], sanityApiHost: 'https://lake.example.com'}))
    expect(without['connect-src']).not.toContain('https://lake.example.com')
  })

  it("adds a feature's hosts where the feature says, once each", () => {
    const analytics = {
      feature: 'Analytics',
      sources: {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://region1.google-analytics.com'],
      },
    }
    const opts = {frameOrigins: [], supabaseUrl: 'https://abcdefgh.supabase.co', thirdParties: [analytics, analytics]}
    expect(thirdPartySources(opts).map((t) => t.feature)).toEqual([
      'Quiz lead form (Supabase insert)',
      'Analytics',
      'Analytics',
    ])
    const csp = parse(contentSecurityPolicy(opts))
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'])
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'https://region1.google-analytics.com',
    ])
  })

  it("derives the frame hosts from the embedded dataset: every embed with an address, none for the site's own forms", () => {
    const origins = frameOriginsFromDataset(dataset)
    expect(origins).toContain('https://agents.example.com')
    // The contact page and the footer show the site's own forms (no address), so no form provider is allowed.
    expect(origins).not.toContain('https://forms.example.com')
    for (const o of origins) expect(o).toMatch(/^https:\/\//)
    expect(origins).not.toContain('https://checkout.example.com')
  })

  it('takes frame hosts only from fields that are frames, never from links or social profiles', () => {
    const origins = frameOriginsFromDataset(dataset)
    for (const social of [
      'https://facebook.com',
      'https://instagram.com',
      'https://linkedin.com',
      'https://youtube.com',
    ])
      expect(origins).not.toContain(social)
    const doc = (value: object) => JSON.stringify(value)
    const ndjson = [
      doc({
        _type: 'siteSettings',
        newsletterUrl: 'https://news.example.com/form',
        socialLinks: [{_type: 'social', url: 'https://facebook.com/x'}],
      }),
      doc({
        _type: 'page',
        sections: [
          {_type: 'embed', url: 'https://chat.example.com/agent'},
          {_type: 'report', video: {url: 'https://video.example.com/e/1', watchUrl: 'https://watch.example.com/1'}},
          {
            _type: 'videoGallery',
            videos: [{_type: 'video', url: 'https://player.example.com/1'}],
            link: {href: 'https://channel.example.com'},
          },
          {
            _type: 'hero',
            ctas: [{href: 'https://checkout.example.com/buy', url: 'https://elsewhere.example.com'}],
            videoUrl: 'https://cdn.example.com/a.mp4',
          },
          {_type: 'embed', url: 'http://insecure.example.com'},
        ],
      }),
    ].join('\n')
    expect(frameOriginsFromDataset(ndjson)).toEqual([
      'https://chat.example.com',
      'https://news.example.com',
      'https://player.example.com',
      'https://video.example.com',
    ])
  })
})
