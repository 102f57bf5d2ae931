/**
 * The Studio's warning on frame addresses the site's Content-Security-Policy would block: the pure rule.
 * dataset/frame-hosts.test.ts runs it as the Studio does, on a page of the embedded dataset.
 */
import {describe, expect, it} from 'vitest'
import {frameHostWarning, parseFrameHosts} from './frame-hosts'

describe('parseFrameHosts', () => {
  it('reads origins from a space- or comma-separated list and drops what is not an address', () => {
    expect(parseFrameHosts('https://calendly.com/x, https://www.youtube-nocookie.com  nonsense')).toEqual([
      'https://calendly.com',
      'https://www.youtube-nocookie.com',
    ])
    expect(parseFrameHosts(undefined)).toEqual([])
  })
})

describe('frameHostWarning', () => {
  const hosts = ['https://calendar.example.com', 'https://forms.example.com']

  it('accepts an address on an allowed host, and leaves empty or non-https values to the other rules', () => {
    expect(frameHostWarning('https://forms.example.com/contact?x=1', hosts)).toBe(true)
    expect(frameHostWarning(undefined, hosts)).toBe(true)
    expect(frameHostWarning('http://forms.example.com', hosts)).toBe(true)
  })

  it('names the blocked host, the hosts that work and how to add one', () => {
    const message = frameHostWarning('https://player.vimeo.com/video/1', hosts)
    expect(message).toContain('https://player.vimeo.com is not allowed')
    expect(message).toContain('Frames work from: https://calendar.example.com, https://forms.example.com.')
    expect(message).toContain('add its origin to CSP_FRAME_HOSTS on the site')
    expect(message).toContain('SANITY_STUDIO_CSP_FRAME_HOSTS')
  })

  it('says so when no host is allowed, and when the Studio was not given the list', () => {
    expect(frameHostWarning('https://player.vimeo.com/video/1', [])).toContain('No frame host is allowed yet.')
    expect(frameHostWarning('https://player.vimeo.com/video/1', undefined)).toContain(
      'SANITY_STUDIO_CSP_FRAME_HOSTS is not set',
    )
  })
})
