import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from './routes'

test('every response carries the security headers, including a 404', async ({request}) => {
  for (const path of ['/', '/contact', '/no-such-page']) {
    const res = await request.get(path)
    const h = res.headers()
    expect(h['content-security-policy']).toMatch(/default-src 'self'/)
    expect(h['content-security-policy']).not.toMatch(/unsafe-eval/)
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy']).toBeTruthy()
    expect(h['strict-transport-security']).toMatch(/max-age/)
    expect(h['x-powered-by']).toBeUndefined()
  }
})

test('every frame the content embeds is allowed by the policy', async ({request}) => {
  const csp = (await request.get('/')).headers()['content-security-policy']!
  const frameSrc = /frame-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
  const used = new Set<string>()
  for (const route of SPEC_ROUTES) {
    const html = await (await request.get(route)).text()
    for (const m of html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)) used.add(new URL(m[1]!.replace(/&amp;/g, '&')).origin)
  }
  expect(used.size).toBeGreaterThan(0)
  for (const origin of used) expect(frameSrc, `${origin} is embedded but not in frame-src`).toContain(origin)
})
