import {describe, expect, it} from 'vitest'
import {blocksToText, inlinePieces, markupToBlocks, parseArticle, type Block, type Span} from './markup'

const spans = (b: Block) =>
  b.children.map((c) => (c._type === 'span' ? [c.text, c.marks.join(',')] : ['PRICE', c.offer._ref]))
const first = (text: string): Block => {
  const b = markupToBlocks(text)[0]
  if (!b) throw new Error('no block')
  return b
}
const shape = (blocks: Block[]) => blocks.map((b) => [b.style, b.listItem ?? '', blocksToText([b])])

describe('markupToBlocks', () => {
  it('turns lines starting with ## to #### into h2, h3 and h4', () => {
    const blocks = markupToBlocks('## Two\n### Three\n#### Four')
    expect(shape(blocks)).toEqual([
      ['h2', '', 'Two'],
      ['h3', '', 'Three'],
      ['h4', '', 'Four'],
    ])
  })

  it('keeps a single #, five #s and a # without a space as plain text', () => {
    const blocks = markupToBlocks('# One\n\n##### Five\n\n##NoSpace')
    expect(shape(blocks)).toEqual([
      ['normal', '', '# One'],
      ['normal', '', '##### Five'],
      ['normal', '', '##NoSpace'],
    ])
  })

  it('turns lines starting with a bullet or a dash into bullet list items', () => {
    const blocks = markupToBlocks('• First\n- Second\n•Third')
    expect(shape(blocks)).toEqual([
      ['normal', 'bullet', 'First'],
      ['normal', 'bullet', 'Second'],
      ['normal', 'bullet', 'Third'],
    ])
    expect(blocks.every((b) => b.level === 1)).toBe(true)
  })

  it('does not take a dash inside a word or a number for a list item', () => {
    const blocks = markupToBlocks('-5% churn is normal\n\nWell-known -- fact')
    expect(shape(blocks)).toEqual([
      ['normal', '', '-5% churn is normal'],
      ['normal', '', 'Well-known -- fact'],
    ])
  })

  it('separates paragraphs at blank lines, joins wrapped lines and ignores runs of blank lines', () => {
    const blocks = markupToBlocks('\n\nFirst line\nstill first\n\n\n\n   \nSecond\n\n')
    expect(shape(blocks)).toEqual([
      ['normal', '', 'First line still first'],
      ['normal', '', 'Second'],
    ])
  })

  it('ends a paragraph at a heading or list item without a blank line', () => {
    const blocks = markupToBlocks('Intro text\n## Heading\nBody\n- item\nAfter')
    expect(shape(blocks)).toEqual([
      ['normal', '', 'Intro text'],
      ['h2', '', 'Heading'],
      ['normal', '', 'Body'],
      ['normal', 'bullet', 'item'],
      ['normal', '', 'After'],
    ])
  })

  it('marks double-asterisk text bold', () => {
    const b = first('Plain **bold** plain again')
    expect(spans(b)).toEqual([
      ['Plain ', ''],
      ['bold', 'strong'],
      [' plain again', ''],
    ])
  })

  it('marks bold inside a list item', () => {
    const b = first('• **Lead scoring:** ranks every contact')
    expect(b.listItem).toBe('bullet')
    expect(spans(b)).toEqual([
      ['Lead scoring:', 'strong'],
      [' ranks every contact', ''],
    ])
  })

  it('marks bold inside a heading', () => {
    const b = first('### The **real** cost')
    expect(b.style).toBe('h3')
    expect(spans(b)).toEqual([
      ['The ', ''],
      ['real', 'strong'],
      [' cost', ''],
    ])
  })

  it('keeps a lone asterisk as text', () => {
    const b = first('Rates * apply and 5 * 3 = 15')
    expect(spans(b)).toEqual([['Rates * apply and 5 * 3 = 15', '']])
  })

  it('keeps an unterminated bold as text, after closing the pairs before it', () => {
    const [a, b] = markupToBlocks('Open **never closed\n\n**one** and **two') as [Block, Block]
    expect(spans(a)).toEqual([['Open **never closed', '']])
    expect(spans(b)).toEqual([
      ['one', 'strong'],
      [' and **two', ''],
    ])
  })

  it('keeps empty bold pairs as text', () => {
    const b = first('Stars **** here')
    expect(spans(b)).toEqual([['Stars **** here', '']])
  })

  it('turns a price token into a priceRef inline object referencing the offer', () => {
    const b = first('Pro costs {{price:pkg-leadconnect-pro}} for one user.')
    expect(b.children).toHaveLength(3)
    expect(b.children[1]).toMatchObject({_type: 'priceRef', offer: {_type: 'reference', _ref: 'pkg-leadconnect-pro'}})
    expect((b.children[0] as Span).text).toBe('Pro costs ')
    expect((b.children[2] as Span).text).toBe(' for one user.')
  })

  it('resolves price tokens inside bold and list items, keeping the text around them bold', () => {
    const b = first('- **Platinum: {{price:pkg-leadconnect-platinum}} for up to 20 users**')
    expect(spans(b)).toEqual([
      ['Platinum: ', 'strong'],
      ['PRICE', 'pkg-leadconnect-platinum'],
      [' for up to 20 users', 'strong'],
    ])
  })

  it('rejects a price token for an unknown offer when the ids are given', () => {
    expect(() => markupToBlocks('{{price:pkg-nope}}', {priceIds: new Set(['pkg-leadconnect-pro'])})).toThrow(/pkg-nope/)
    expect(() =>
      markupToBlocks('{{price:pkg-leadconnect-pro}}', {priceIds: new Set(['pkg-leadconnect-pro'])}),
    ).not.toThrow()
  })

  it('leaves a malformed price token as text', () => {
    const b = first('{{price:}} and {{price pkg}}')
    expect(spans(b)).toEqual([['{{price:}} and {{price pkg}}', '']])
  })

  it('skips headings and list items without text', () => {
    expect(markupToBlocks('## \n•\n- ')).toEqual([])
  })

  it('gives every block and child a deterministic key that depends on the prefix', () => {
    const text = '## Title\n\nSome **bold** text with {{price:offer-ai-hosting}}\n- item'
    const a = markupToBlocks(text, {keyPrefix: 'one'})
    expect(markupToBlocks(text, {keyPrefix: 'one'})).toEqual(a)
    const keys = a.flatMap((b) => [b._key, ...b.children.map((c) => c._key)])
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.every((k) => /^[0-9a-f]{12}$/.test(k))).toBe(true)
    expect(markupToBlocks(text, {keyPrefix: 'two'})[0]?._key).not.toBe(a[0]?._key)
  })

  it('produces valid Portable Text blocks', () => {
    for (const b of markupToBlocks('## H\n\nText **b**\n- li')) {
      expect(b._type).toBe('block')
      expect(b).not.toHaveProperty('markDefs')
      expect(b.children.length).toBeGreaterThan(0)
    }
  })

  it('accepts Windows line endings', () => {
    expect(shape(markupToBlocks('## A\r\n\r\nB\r\n- c'))).toEqual([
      ['h2', '', 'A'],
      ['normal', '', 'B'],
      ['normal', 'bullet', 'c'],
    ])
  })
})

describe('inlinePieces', () => {
  it('merges neighbouring text of the same weight', () => {
    expect(inlinePieces('a **** b')).toEqual([{kind: 'text', text: 'a **** b', bold: false}])
  })
})

describe('parseArticle', () => {
  it('reads the front matter and returns the body after it', () => {
    const {meta, body} = parseArticle('---\ntitle: A: B\ndate: 2025-04-06\n---\n## Body\n')
    expect(meta).toEqual({title: 'A: B', date: '2025-04-06'})
    expect(body).toBe('## Body\n')
  })

  it('rejects a file without front matter', () => {
    expect(() => parseArticle('## Body')).toThrow(/front matter/)
  })
})
