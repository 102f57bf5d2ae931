import {describe, expect, it} from 'vitest'
import {bullets, h2, para, table} from './pages-text'

describe('pages-text', () => {
  it('turns **bold** and [label](href) into marks and link annotations', () => {
    const b = para('Read our **Privacy Policy** or [contact us](/contact) today.')
    expect(b.style).toBe('normal')
    expect(b.children.map((c) => [c.text, c.marks])).toEqual([
      ['Read our ', []],
      ['Privacy Policy', ['strong']],
      [' or ', []],
      ['contact us', ['link1']],
      [' today.', []],
    ])
    expect(b.markDefs).toEqual([{_key: 'link1', _type: 'link', href: '/contact'}])
  })

  it('keeps plain text as one span, and numbers link keys per block', () => {
    expect(h2('1. Who we are').children).toEqual([{_type: 'span', text: '1. Who we are', marks: []}])
    const two = para('[a](/a) and [b](/b)')
    expect(two.markDefs.map((m) => m._key)).toEqual(['link1', 'link2'])
    expect(para('[c](/c)').markDefs[0]?._key).toBe('link1')
  })

  it('makes bullet list items and a table whose first row is the header', () => {
    const list = bullets('one', 'two')
    expect(list.map((b) => [b.listItem, b.level])).toEqual([
      ['bullet', 1],
      ['bullet', 1],
    ])
    const t = table('Cookies', ['Cookie', 'Duration'], [['_ga', '2 years']])
    expect(t.rows).toEqual([{cells: ['Cookie', 'Duration']}, {cells: ['_ga', '2 years']}])
    expect(t.caption).toBe('Cookies')
  })
})
