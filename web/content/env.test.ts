import {afterEach, describe, expect, it, vi} from 'vitest'
import {readApiHost, siteUrl} from './env'

afterEach(() => vi.unstubAllEnvs())

describe('the public address is never localhost in production', () => {
  it('is NEXT_PUBLIC_SITE_URL when set, without a trailing slash', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.helixai.example/')
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'helix.vercel.app')
    expect(siteUrl()).toBe('https://www.helixai.example')
  })

  it("is Vercel's production domain, over https, when NEXT_PUBLIC_SITE_URL is missing", () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '')
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'www.helixai.example')
    expect(siteUrl()).toBe('https://www.helixai.example')
  })

  it('stops a production build or server with neither, naming the variable', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '')
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', '')
    expect(() => siteUrl()).toThrow(/^NEXT_PUBLIC_SITE_URL is not set/)
  })

  it('is http://localhost:3000 in development, so `npm run dev` needs nothing', () => {
    vi.stubEnv('NODE_ENV', 'development')
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '')
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', '')
    expect(siteUrl()).toBe('http://localhost:3000')
  })
})

describe('SANITY_API_HOST', () => {
  it('is an origin, without a trailing slash', () => {
    expect(readApiHost('http://127.0.0.1:3399')).toBe('http://127.0.0.1:3399')
    expect(readApiHost(' https://lake-proxy.example.com/ ')).toBe('https://lake-proxy.example.com')
    expect(readApiHost('')).toBeUndefined()
    expect(readApiHost(undefined)).toBeUndefined()
  })

  it('refuses anything but an http(s) origin, naming the variable', () => {
    for (const bad of ['lake.example.com', 'ftp://lake.example.com', 'https://lake.example.com/v1', 'https://x?y=1'])
      expect(() => readApiHost(bad)).toThrow(/SANITY_API_HOST must be an origin/)
  })
})
