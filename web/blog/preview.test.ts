import {describe, expect, it} from 'vitest'
import {articlePreview, hasContent, plainText, PREVIEW_LENGTH, previewText, type TextBlock} from './preview'

const block = (...texts: string[]): TextBlock => ({
  _type: 'block',
  children: texts.map((text) => ({_type: 'span', text})),
})

describe('plainText', () => {
  it('joins the spans of a block and the blocks with a space', () => {
    expect(plainText([block('Heading'), block('First ', 'paragraph.'), block('A list item')])).toBe(
      'Heading First paragraph. A list item',
    )
  })

  it('writes a quoted price as the site formats it', () => {
    const blocks: TextBlock[] = [
      {
        _type: 'block',
        children: [
          {_type: 'span', text: 'Pro costs '},
          {_type: 'priceRef', offer: {price: {amount: 99.99, decimals: true, suffix: '/month'}}},
          {_type: 'span', text: ' for one user.'},
        ],
      },
    ]
    expect(plainText(blocks)).toBe('Pro costs $99.99/month for one user.')
  })

  it('collapses whitespace, skips non-text blocks and handles empty input', () => {
    expect(plainText([block('  a \n b  '), {_type: 'image'}, block('c')])).toBe('a b c')
    expect(plainText([])).toBe('')
    expect(plainText(null)).toBe('')
    expect(plainText([{_type: 'block', children: null}])).toBe('')
  })
})

describe('previewText', () => {
  it('keeps the first 300 characters and adds an ellipsis', () => {
    const text = `${'x'.repeat(299)}yz more text`
    const p = previewText(text)
    expect(PREVIEW_LENGTH).toBe(300)
    expect(p).toBe(`${'x'.repeat(299)}y...`)
    expect(p.length).toBe(303)
  })

  it('does not leave a space before the ellipsis', () => {
    const text = `${'a'.repeat(299)} bcd`
    expect(previewText(text)).toBe(`${'a'.repeat(299)}...`)
  })

  it('returns text of 300 characters or fewer whole, without an ellipsis', () => {
    expect(previewText('Short text.')).toBe('Short text.')
    const exact = 'b'.repeat(300)
    expect(previewText(exact)).toBe(exact)
  })

  it('counts characters, not UTF-16 units, so an emoji or accent is never cut in half', () => {
    const text = '😀'.repeat(301)
    expect(previewText(text)).toBe(`${'😀'.repeat(300)}...`)
  })

  it('takes another length', () => {
    expect(previewText('abcdef', 3)).toBe('abc...')
  })
})

describe('articlePreview and hasContent', () => {
  it('previews an article body', () => {
    const long = Array.from({length: 40}, (_, i) => block(`Sentence number ${i}.`))
    const p = articlePreview(long)
    expect(p.endsWith('...')).toBe(true)
    expect(p.length).toBeLessThanOrEqual(303)
    expect(p.startsWith('Sentence number 0. Sentence number 1.')).toBe(true)
  })

  it('knows an article without text has no content', () => {
    expect(hasContent(null)).toBe(false)
    expect(hasContent([block('   ')])).toBe(false)
    expect(hasContent([block('Text')])).toBe(true)
  })
})
