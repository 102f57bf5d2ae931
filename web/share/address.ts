/**
 * Where each page's and article's share image lives: /share-image followed by the page's address
 * ("/" → /share-image, "/about" → /share-image/about, "/blog/x" → /share-image/blog/x). Not under
 * /api/, which robots.txt closes to crawlers, social networks' included.
 */
export const SHARE_IMAGE_PREFIX = '/share-image'

export const shareImagePath = (address: string): string =>
  address === '/' ? SHARE_IMAGE_PREFIX : `${SHARE_IMAGE_PREFIX}${address}`

/** The page or article a share image's path segments name, or null for anything else. */
export function shareTarget(segments: string[] = []): {type: 'page' | 'blogArticle'; slug: string} | null {
  if (segments.length === 0) return {type: 'page', slug: 'index'}
  if (segments.length === 1 && segments[0] !== 'index') return {type: 'page', slug: segments[0]!}
  if (segments.length === 2 && segments[0] === 'blog') return {type: 'blogArticle', slug: segments[1]!}
  return null
}
