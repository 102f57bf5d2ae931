/**
 * A newly published article reaches /blog and the sitemap through the webhook's tags: publishing a
 * blogArticle revalidates the `blogArticle` tag, and the sitemap and every page (the /blog list
 * included) are fetched with it.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest'

const fetched: string[][] = []
vi.mock('../content/source', () => ({
  sanityFetch: async (_query: string, _params: unknown, options: {tags?: string[]} = {}) => {
    fetched.push(options.tags ?? [])
    return {pages: [], articles: []}
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

  it('refreshes the sitemap, which is fetched with that tag', async () => {
    const {default: sitemap} = await import('../app/sitemap')
    await sitemap()
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toContain('blogArticle')
  })

  it('refreshes /blog, whose page fetch carries that tag', async () => {
    const {getPage} = await import('../content/fetch')
    await getPage('blog')
    expect(fetched[0]).toEqual(expect.arrayContaining(['blogArticle', 'page:blog']))
  })
})
