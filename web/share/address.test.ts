import {describe, expect, it} from 'vitest'
import {shareImagePath, shareTarget} from './address'

describe('share image addresses', () => {
  it('every page, article and blog category has its card under /share-image', () => {
    expect(shareImagePath('/')).toBe('/share-image')
    expect(shareImagePath('/blog/category/politics')).toBe('/share-image/blog/category/politics')
    expect(shareTarget([])).toEqual({type: 'page', slug: 'index'})
    expect(shareTarget(['about'])).toEqual({type: 'page', slug: 'about'})
    expect(shareTarget(['blog'])).toEqual({type: 'page', slug: 'blog'})
    expect(shareTarget(['blog', 'measuring-ai-roi'])).toEqual({type: 'blogArticle', slug: 'measuring-ai-roi'})
    expect(shareTarget(['blog', 'category', 'politics'])).toEqual({type: 'blogCategory', slug: 'politics'})
  })

  it('anything else names no card: the home page under its slug, archive pages, deeper paths', () => {
    for (const segments of [
      ['index'],
      ['blog', 'category'],
      ['blog', 'page'],
      ['blog', 'page', '2'],
      ['blog', 'category', 'politics', 'page', '2'],
      ['a', 'b'],
    ])
      expect(shareTarget(segments), segments.join('/')).toBeNull()
  })
})
