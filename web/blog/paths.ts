/** The blog's addresses, in one place: the list, an article, a category, the feed. */
export const BLOG_PATH = '/blog'
export const FEED_PATH = '/blog/rss.xml'
export const articleHref = (slug: string) => `${BLOG_PATH}/${slug}`
export const categoryHref = (slug: string) => `${BLOG_PATH}/category/${slug}`
/** Where the read-more dialog fetches an article's text (app/api/articles/[slug]/route.ts). */
export const articleTextHref = (slug: string) => `/api/articles/${slug}`
