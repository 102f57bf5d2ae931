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
    for (const m of html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g))
      used.add(new URL(m[1]!.replace(/&amp;/g, '&')).origin)
  }
  expect(used.size).toBeGreaterThan(0)
  for (const origin of used) expect(frameSrc, `${origin} is embedded but not in frame-src`).toContain(origin)
})

/** The policy as {directive: sources}. */
const policy = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

test('the policy allows only what the site loads: frames from embeds, the configured Supabase project, Google Analytics and the chat provider', async ({
  request,
}) => {
  const csp = policy((await request.get('/')).headers()['content-security-policy']!)
  for (const social of ['https://facebook.com', 'https://instagram.com', 'https://linkedin.com', 'https://youtube.com'])
    expect(csp['frame-src']).not.toContain(social)
  // The test build's NEXT_PUBLIC_SUPABASE_URL (scripts/test.sh); the embedded Site settings configure a
  // GA4 measurement id and a chat agent at https://agents.example.com, and nothing else is third-party.
  const analytics = [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ]
  const chat = 'https://agents.example.com'
  expect([...csp['connect-src']!].sort()).toEqual(
    ["'self'", 'https://e2e-project.supabase.co', ...analytics, chat].sort(),
  )
  expect([...csp['script-src']!].sort()).toEqual(
    ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com', chat].sort(),
  )
  expect([...csp['img-src']!].sort()).toEqual(
    ["'self'", 'data:', 'blob:', 'https://*.google-analytics.com', 'https://www.googletagmanager.com', chat].sort(),
  )
  expect(csp['connect-src']).not.toContain('https://*.supabase.co')
})

test('a 404 is cached for a minute, not a year; pages keep their long cache', async ({request}) => {
  const unknown = `/no-such-page-${Date.now()}`
  for (const path of [unknown, unknown, '/blog/no-such-article', '/a/b/c']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(404)
    expect(res.headers()['cache-control'], path).toMatch(/^s-maxage=60(,|$)/)
  }
  expect((await request.get('/contact')).headers()['cache-control']).toMatch(/s-maxage=31536000/)
})

test('leaving draft mode redirects only to a path on this site', async ({request, baseURL}) => {
  // next start answers with its own host name (localhost), so compare the host without its name.
  const site = new URL(baseURL!)
  const sameSite = (to: URL) => ['localhost', '127.0.0.1'].includes(to.hostname) && to.port === site.port
  const location = async (redirect: string) => {
    const res = await request.get(`/api/draft-mode/disable?redirect=${encodeURIComponent(redirect)}`, {maxRedirects: 0})
    expect(res.status()).toBe(307)
    return new URL(res.headers().location!, site)
  }
  const ok = await location('/contact?x=1')
  expect(sameSite(ok)).toBe(true)
  expect(ok.pathname + ok.search).toBe('/contact?x=1')
  for (const hostile of [
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ]) {
    const to = await location(hostile)
    expect(sameSite(to), hostile).toBe(true)
    expect(to.pathname, hostile).toBe('/')
  }
  // The raw, undecoded form the review used.
  const raw = await request.get('/api/draft-mode/disable?redirect=/%5Cevil.example', {maxRedirects: 0})
  expect(sameSite(new URL(raw.headers().location!, site))).toBe(true)
})

test('entering draft mode without a configured project answers a short 401 and sets no cookie', async ({request}) => {
  for (const query of ['', '?sanity-preview-secret=wrong-secret&sanity-preview-pathname=/about']) {
    const res = await request.get(`/api/draft-mode/enable${query}`, {maxRedirects: 0})
    expect(res.status()).toBe(401)
    expect(res.headers()['set-cookie']).toBeUndefined()
    const text = await res.text()
    expect(text.length).toBeLessThan(100)
    expect(text).not.toContain('wrong-secret')
  }
})

test('the revalidation webhook refuses unsigned, oversized and replayed calls without echoing them', async ({
  request,
}) => {
  const marker = 'ECHO-MARKER'
  const unsigned = await request.post('/api/revalidate', {data: {_type: 'page', _id: marker}})
  expect(unsigned.status()).toBe(401)
  expect(await unsigned.text()).not.toContain(marker)

  const big = await request.post('/api/revalidate', {
    data: `{"_type":"page","pad":"${'x'.repeat(100 * 1024)}"}`,
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': `t=${Date.now()},v1=abc`},
  })
  expect(big.status()).toBe(413)
  expect(await big.text()).not.toContain('xxxx')

  // Correctly signed with the server's secret, but ten minutes ago.
  const {createHmac} = await import('node:crypto')
  const body = JSON.stringify({_type: 'page', _id: marker})
  const t = Date.now() - 10 * 60_000
  const v1 = createHmac('sha256', 'e2e-webhook-secret').update(`${t}.${body}`).digest('base64url')
  const replay = await request.post('/api/revalidate', {
    data: body,
    headers: {'content-type': 'application/json', 'sanity-webhook-signature': `t=${t},v1=${v1}`},
  })
  expect(replay.status()).toBe(401)
  expect(await replay.text()).not.toContain(marker)
})
