import {describe, expect, it} from 'vitest'
import type {TextBlock} from './preview'
import {readingMinutes, WORDS_PER_MINUTE, wordCount} from './reading-time'

const block = (text: string, style = 'normal'): TextBlock & {style: string} => ({
  _type: 'block',
  style,
  children: [{_type: 'span', text}],
})
const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ')

describe('reading time', () => {
  it('is 0 for an article without text, so no reading time is shown', () => {
    expect(readingMinutes(null)).toBe(0)
    expect(readingMinutes([])).toBe(0)
    expect(readingMinutes([block('   ')])).toBe(0)
  })

  it('is at least one minute for any text', () => {
    expect(readingMinutes([block('Short.')])).toBe(1)
  })

  it('rounds up at the boundary: 225 words is 1 minute, 226 is 2', () => {
    expect(readingMinutes([block(words(WORDS_PER_MINUTE))])).toBe(1)
    expect(readingMinutes([block(words(WORDS_PER_MINUTE + 1))])).toBe(2)
    expect(readingMinutes([block(words(10 * WORDS_PER_MINUTE))])).toBe(10)
  })

  it('counts headings and paragraphs alike, and quoted prices as words', () => {
    const text: TextBlock[] = [
      block('Why it matters', 'h2'),
      block('Plans start at'),
      {
        _type: 'block',
        children: [{_type: 'priceRef', offer: {price: {amount: 99.99, decimals: true, suffix: '/month'}}}],
      },
    ]
    expect(wordCount(text)).toBe(7)
  })

  it('ignores blocks that are not text (images, embeds)', () => {
    expect(wordCount([block('One two three'), {_type: 'image'} as TextBlock])).toBe(3)
  })

  it('takes another reading speed', () => {
    expect(readingMinutes([block(words(300))], 100)).toBe(3)
  })
})
