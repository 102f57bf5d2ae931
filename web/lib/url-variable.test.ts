import {describe, expect, it} from 'vitest'
import {readRedisUrl} from '../cache/redis-url'
import {readApiHost} from '../content/env'
import {readUrlVariable} from './url-variable'

describe('an address in an environment variable', () => {
  const readHttps = (value: string | undefined) =>
    readUrlVariable('EXAMPLE_URL', value, {accepts: (url) => url.protocol === 'https:', wanted: 'an https:// address'})

  it('is unset when blank, and read without its surrounding blanks', () => {
    expect(readHttps(undefined)).toBeUndefined()
    expect(readHttps('  ')).toBeUndefined()
    expect(readHttps(' https://example.com/a ')?.href).toBe('https://example.com/a')
  })

  it('refuses what is not an address of the kind wanted, naming the variable and what it takes', () => {
    expect(() => readHttps('example.com')).toThrow('EXAMPLE_URL must be an https:// address; got "example.com".')
    expect(() => readHttps('http://example.com')).toThrow('EXAMPLE_URL must be an https:// address')
  })

  it('never repeats credentials from the value in its message', () => {
    for (const read of [readHttps, readRedisUrl, readApiHost]) {
      let message = ''
      try {
        read('ftp://admin:s3cret@cache.internal/0')
      } catch (e) {
        message = (e as Error).message
      }
      expect(message).toContain('got "ftp://…@cache.internal/0"')
      expect(message).not.toContain('s3cret')
    }
  })
})

describe('REDIS_URL', () => {
  it('is a redis:// or rediss:// address with a host', () => {
    expect(readRedisUrl('redis://:pw@cache.internal:6379/0')?.hostname).toBe('cache.internal')
    expect(readRedisUrl('rediss://cache.internal')?.protocol).toBe('rediss:')
    expect(readRedisUrl('')).toBeUndefined()
    for (const bad of ['cache.internal:6379', 'http://cache.internal', 'redis://'])
      expect(() => readRedisUrl(bad)).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/)
  })
})
