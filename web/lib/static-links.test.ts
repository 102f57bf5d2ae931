import {describe, expect, it} from 'vitest'
import {type ClickModifiers, sitePageHref, staticLinkAction} from './static-links'

const link = (attributes: Record<string, string>) => ({getAttribute: (name: string) => attributes[name] ?? null})
const plainClick: ClickModifiers = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}

describe('links inside static markup', () => {
  it('a page of this site opens client-side, with its query and hash', () => {
    expect(staticLinkAction(link({href: '/digital-marketing-services'}), plainClick)).toEqual({
      kind: 'navigate',
      href: '/digital-marketing-services',
    })
    expect(sitePageHref(link({href: '/blog?page=2#latest'}))).toBe('/blog?page=2#latest')
  })

  it('leaves other addresses to the browser: other sites, anchors, mail, phone, text', () => {
    for (const href of [
      'https://example.com/',
      '//evil.example/x',
      '#faq',
      'mailto:a@b.c',
      'tel:+15555550100',
      'sms:+1?&body=INFO',
    ])
      expect(staticLinkAction(link({href}), plainClick), href).toBeNull()
  })

  it('leaves new tabs and downloads to the browser', () => {
    expect(staticLinkAction(link({href: '/pricing', target: '_blank'}), plainClick)).toBeNull()
    expect(staticLinkAction(link({href: '/brochure.pdf', download: ''}), plainClick)).toBeNull()
    expect(staticLinkAction(link({href: '/pricing', target: '_self'}), plainClick)).toEqual({
      kind: 'navigate',
      href: '/pricing',
    })
  })

  it('leaves modified, middle-button and already handled clicks to the browser', () => {
    for (const change of [
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
      {button: 1},
      {defaultPrevented: true},
    ])
      expect(staticLinkAction(link({href: '/pricing'}), {...plainClick, ...change}), JSON.stringify(change)).toBeNull()
  })

  it('a tracked link reports its event, and is never prefetched as a page', () => {
    const tracked = link({href: '/contact', 'data-event': 'book_call'})
    expect(staticLinkAction(tracked, plainClick)).toEqual({kind: 'track', href: '/contact', event: 'book_call'})
    expect(sitePageHref(tracked)).toBeNull()
    expect(staticLinkAction(tracked, {...plainClick, metaKey: true})).toBeNull()
  })
})
