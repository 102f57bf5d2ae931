import {describe, expect, it} from 'vitest'
import {contentsOf} from '../components/contents'
import {articleContents, headingAnchors, headingSlug} from './contents'

const block = (key: string, text: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  children: [{_type: 'span', text}],
})

describe('heading ids', () => {
  it('are made of the heading words', () => {
    expect(headingSlug('What AI changes')).toBe('what-ai-changes')
    expect(headingSlug('LeadConnect: AI lead generation without a data team')).toBe(
      'leadconnect-ai-lead-generation-without-a-data-team',
    )
    expect(headingSlug('Costs & results (2025)')).toBe('costs-and-results-2025')
    expect(headingSlug('Café société')).toBe('cafe-societe')
  })

  it('stay short and are never empty', () => {
    expect(headingSlug('word '.repeat(40)).length).toBeLessThanOrEqual(60)
    expect(headingSlug('word '.repeat(40)).endsWith('-')).toBe(false)
    expect(headingSlug('???')).toBe('section')
  })

  it('are unique within an article: a repeated heading gets -2, -3', () => {
    const anchors = headingAnchors([
      block('a', 'Pricing', 'h2'),
      block('b', 'Pricing', 'h3'),
      block('c', 'Pricing', 'h2'),
    ]).map((h) => h.anchor)
    expect(anchors).toEqual(['pricing', 'pricing-2', 'pricing-3'])
  })

  it('are given to h2 and h3 only, by block key', () => {
    const headings = headingAnchors([
      block('a', 'Intro'),
      block('b', 'Main', 'h2'),
      block('c', 'Detail', 'h3'),
      block('d', 'Small', 'h4'),
    ])
    expect(headings.map((h) => [h.key, h.anchor, h.level])).toEqual([
      ['b', 'main', 1],
      ['c', 'detail', 2],
    ])
  })
})

describe('an article contents list', () => {
  it('lists three or more headings, h3 under the h2 before it', () => {
    const items = articleContents([
      block('a', 'Why traditional lead capture leaks', 'h2'),
      block('b', 'Some text.'),
      block('c', 'What AI changes', 'h2'),
      block('d', 'Conversational capture', 'h3'),
      block('e', 'Qualification and scoring', 'h3'),
    ])
    expect(contentsOf(items)).toEqual([
      {title: 'Why traditional lead capture leaks', anchor: 'why-traditional-lead-capture-leaks', children: []},
      {
        title: 'What AI changes',
        anchor: 'what-ai-changes',
        children: [
          {title: 'Conversational capture', anchor: 'conversational-capture'},
          {title: 'Qualification and scoring', anchor: 'qualification-and-scoring'},
        ],
      },
    ])
  })

  it('is empty with fewer than three headings', () => {
    expect(articleContents([block('a', 'One', 'h2'), block('b', 'Two', 'h3'), block('c', 'Text')])).toEqual([])
    expect(articleContents(null)).toEqual([])
  })
})
