import {describe, expect, it} from 'vitest'
import {type ListedArticle, neighbours, relatedArticles} from './related'

const a = (slug: string, category: string | null, hasPage = true): ListedArticle => ({
  slug,
  hasPage,
  category: category ? {_id: category} : null,
})

// Newest first, as the site lists them.
const list = [
  a('n1', 'lead'),
  a('n2', 'research'),
  a('n3', 'lead'),
  a('n4', 'politics'),
  a('n5', 'research'),
  a('n6', 'lead', false),
  a('n7', 'lead'),
  a('n8', null),
]
const slugs = (xs: ListedArticle[]) => xs.map((x) => x.slug)

describe('related articles', () => {
  it('takes the same category first, newest first', () => {
    expect(slugs(relatedArticles(list, a('n3', 'lead')))).toEqual(['n1', 'n7', 'n2'])
  })

  it('fills up with the newest articles of other categories', () => {
    expect(slugs(relatedArticles(list, a('n4', 'politics')))).toEqual(['n1', 'n2', 'n3'])
    expect(slugs(relatedArticles(list, a('n2', 'research')))).toEqual(['n5', 'n1', 'n3'])
  })

  it('never lists the article itself or an article without a page', () => {
    const related = slugs(relatedArticles(list, a('n1', 'lead'), 10))
    expect(related).not.toContain('n1')
    expect(related).not.toContain('n6')
    expect(related).toEqual(['n3', 'n7', 'n2', 'n4', 'n5', 'n8'])
  })

  it('works for an article without a category and when there are fewer articles than asked for', () => {
    expect(slugs(relatedArticles(list, a('n8', null)))).toEqual(['n1', 'n2', 'n3'])
    expect(slugs(relatedArticles([a('only', 'x')], a('only', 'x')))).toEqual([])
    expect(slugs(relatedArticles([a('one', 'x'), a('two', 'y')], a('one', 'x')))).toEqual(['two'])
  })

  it('lists no article twice', () => {
    const related = slugs(relatedArticles(list, a('n5', 'research'), 10))
    expect(new Set(related).size).toBe(related.length)
  })
})

describe('previous and next', () => {
  it('are the older and the newer neighbour among articles with a page', () => {
    expect(neighbours(list, 'n3')).toEqual({previous: list[3], next: list[1]})
    // n6 has no page: n5's previous is n7, n7's next is n5.
    expect(neighbours(list, 'n5').previous?.slug).toBe('n7')
    expect(neighbours(list, 'n7').next?.slug).toBe('n5')
  })

  it('stop at the ends of the list', () => {
    expect(neighbours(list, 'n1').next).toBeNull()
    expect(neighbours(list, 'n1').previous?.slug).toBe('n2')
    expect(neighbours(list, 'n8').previous).toBeNull()
  })

  it('are none for an article that is not listed', () => {
    expect(neighbours(list, 'missing')).toEqual({previous: null, next: null})
  })
})
