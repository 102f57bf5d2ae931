/**
 * A newly published article reaches /blog and the sitemap through the webhook's tags: publishing a
 * blogArticle revalidates the `blogArticle` tag, and the sitemap and every page (the /blog list
 * included) are fetched with it.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest'

const fetched: string[][] = []
vi.mock('../content/source', () => ({
  sanityFetch: async (query: string, _params: unknown, options: {tags?: string[]} = {}) => {
    fetched.push(options.tags ?? [])
    // The sitemap's own query answers an object; the blog's lists answer arrays; /blog's settings an object.
    if (query.includes('"pages"')) return {pages: [], articles: []}
    if (query.includes('slug.current == "blog"')) return null
    return []
  },
}))

beforeEach(() => {
  fetched.length = 0
})

describe('publishing an article', () => {
  it("revalidates the blogArticle tag and the article's own slug", async () => {
    const {tagsFor} = await import('../content/webhook')
    expect(tagsFor({_type: 'blogArticle', _id: 'blog-new', slug: 'new-article'})).toEqual(
      expect.arrayContaining(['blogArticle', 'blogArticle:new-article']),
    )
  })

  it('refreshes the sitemap, whose reads of articles and categories carry their tags', async () => {
    const {default: sitemap} = await import('../app/sitemap')
    await sitemap()
    expect(fetched.length).toBeGreaterThan(1)
    expect(fetched.some((tags) => tags.includes('blogArticle'))).toBe(true)
    expect(fetched.some((tags) => tags.includes('blogCategory'))).toBe(true)
    expect(fetched.some((tags) => tags.includes('page:blog'))).toBe(true)
  })

  it('refreshes /blog, whose page fetch carries that tag', async () => {
    const {getPage} = await import('../content/fetch')
    await getPage('blog')
    expect(fetched[0]).toEqual(expect.arrayContaining(['blogArticle', 'page:blog']))
  })
})
