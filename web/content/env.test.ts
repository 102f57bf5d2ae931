import {describe, expect, it} from 'vitest'
import {readApiHost} from './env'

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
