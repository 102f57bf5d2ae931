import {RESERVED_PREFIXES} from '@agency/schemas/lib/redirects'
import {NextRequest} from 'next/server'
import {afterEach, describe, expect, it, vi} from 'vitest'

const rules = [
  {source: '/services', destination: '/', permanent: false},
  {source: '/old-voice', destination: '/ai-voice-agents', permanent: true},
]

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The proxy with its list read from a stubbed /api/redirects; returns the proxy and the fetch stub. */
async function proxyWith(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string | URL, _init?: RequestInit) => answer())
  vi.stubGlobal('fetch', fetch)
  const mod = await import('./proxy')
  return {proxy: mod.proxy, config: mod.config, fetch}
}

describe('the proxy applies the redirects', () => {
  it('answers 308 or 307 with the query string kept, and lets other addresses through', async () => {
    vi.stubEnv('PORT', '4123')
    vi.stubEnv('VERCEL_URL', '')
    const {proxy, fetch} = await proxyWith(async () => Response.json({redirects: rules}))
    const permanent = await proxy(new NextRequest('http://127.0.0.1:4123/old-voice?utm_source=mail&x=1'))
    expect(permanent.status).toBe(308)
    expect(
      new URL(permanent.headers.get('location')!).pathname + new URL(permanent.headers.get('location')!).search,
    ).toBe('/ai-voice-agents?utm_source=mail&x=1')
    const temporary = await proxy(new NextRequest('http://127.0.0.1:4123/services?a=b'))
    expect(temporary.status).toBe(307)
    expect(temporary.headers.get('location')).toMatch(/^http:\/\/[^/]+\/\?a=b$/)
    const page = await proxy(new NextRequest('http://127.0.0.1:4123/about'))
    expect(page.headers.get('x-middleware-next')).toBe('1')
    // The list comes from the server's own port, never from the request's Host header.
    expect(String(fetch.mock.calls[0]![0])).toBe('http://127.0.0.1:4123/api/redirects')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('lets every request through when the list cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {proxy} = await proxyWith(async () => {
      throw new TypeError('fetch failed')
    })
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/services'))
    expect(res.status).toBe(200)
    expect(res.headers.get('x-middleware-next')).toBe('1')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/requests pass through/))
  })

  it('never runs on the addresses a redirect may not start at', async () => {
    const {config} = await proxyWith(async () => Response.json({redirects: []}))
    const [matcher] = config.matcher
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path)
    for (const prefix of RESERVED_PREFIXES) expect(matches(`${prefix}x`), prefix).toBe(false)
    for (const path of ['/services', '/blog/a', '/', '/robots.txt']) expect(matches(path), path).toBe(true)
  })
})
