import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {PortableBody} from './PortableBody'
import {SmartLink} from './SmartLink'

const HOSTILE = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  'http://evil.example',
  'vbscript:x',
]

const paragraph = (href: string) => [
  {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: [{_type: 'link', _key: 'l', href}],
    children: [
      {_type: 'span', _key: 's1', text: 'Read ', marks: []},
      {_type: 'span', _key: 's2', text: 'the policy', marks: ['l']},
    ],
  },
]

describe('links from content pass the URL allowlist', () => {
  it.each([
    ['/contact', 'href="/contact"'],
    ['#pricing', 'href="#pricing"'],
    [
      'https://partner.example.com/signup',
      'href="https://partner.example.com/signup" target="_blank" rel="noopener noreferrer"',
    ],
    ['mailto:hello@helixai.example', 'href="mailto:hello@helixai.example"'],
    ['tel:+15550100199', 'href="tel:+15550100199"'],
  ])('SmartLink renders %s as a link', (href, attrs) => {
    expect(renderToStaticMarkup(<SmartLink href={href}>Go</SmartLink>)).toContain(attrs)
  })

  it.each(HOSTILE)('SmartLink renders %j as plain text', (href) => {
    expect(
      renderToStaticMarkup(
        <SmartLink href={href} className="c">
          Go
        </SmartLink>,
      ),
    ).toBe('<span class="c">Go</span>')
  })

  it('a Portable Text link annotation with an allowed address is a link', () => {
    expect(renderToStaticMarkup(<PortableBody value={paragraph('/privacy-policy') as never} />)).toMatch(
      /<a [^>]*href="\/privacy-policy"[^>]*>the policy<\/a>/,
    )
  })

  it.each(HOSTILE)('a Portable Text link annotation to %j stays plain text', (href) => {
    const html = renderToStaticMarkup(<PortableBody value={paragraph(href) as never} />)
    expect(html).toContain('Read the policy')
    expect(html).not.toContain('<a')
  })
})
