import type {AddressedType} from '@agency/schemas/lib/redirects'

/**
 * Where each page's and article's share image lives: /share-image followed by the page's address
 * ("/" → /share-image, "/about" → /share-image/about, "/blog/x" → /share-image/blog/x). Not under
 * /api/, which robots.txt closes to crawlers, social networks' included.
 */
export const SHARE_IMAGE_PREFIX = '/share-image'

export const shareImagePath = (address: string): string =>
  address === '/' ? SHARE_IMAGE_PREFIX : `${SHARE_IMAGE_PREFIX}${address}`

export type ShareTarget = {type: AddressedType; slug: string}

/**
 * The page, article or blog category a share image's path segments name, or null for anything else.
 * A category's card is at its first page's address (/share-image/blog/category/<slug>); its further
 * pages and the archive's (/blog/page/<n>) share their first page's card (lib/metadata.ts).
 */
export function shareTarget(segments: string[] = []): ShareTarget | null {
  if (segments.length === 0) return {type: 'page', slug: 'index'}
  if (segments.length === 1 && segments[0] !== 'index') return {type: 'page', slug: segments[0]!}
  if (segments[0] !== 'blog') return null
  if (segments.length === 2 && segments[1] !== 'category' && segments[1] !== 'page')
    return {type: 'blogArticle', slug: segments[1]!}
  if (segments.length === 3 && segments[1] === 'category') return {type: 'blogCategory', slug: segments[2]!}
  return null
}
