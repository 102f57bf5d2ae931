import {createImageUrlBuilder} from '@sanity/image-url'
import {isLive, sanityEnv} from './env'

export interface ImageInput {
  alt?: string | null
  crop?: unknown
  hotspot?: unknown
  asset?: {_id: string; url?: string | null; width?: number | null; height?: number | null} | null
}

/**
 * A live project's pictures come from Sanity's CDN, or, with SANITY_API_HOST, from that host: the
 * host that stands in for Sanity's API serves the CDN's paths too (/images/<project>/<dataset>/...), as
 * the Studio's own image URLs follow its apiHost. The local Content Lake does; a proxy must forward them.
 */
export const imageOrigin = sanityEnv.apiHost ?? 'https://cdn.sanity.io'

const builder = createImageUrlBuilder({
  projectId: sanityEnv.projectId || 'offline0',
  dataset: sanityEnv.dataset,
  baseUrl: imageOrigin,
})

/** Sanity names an asset `image-<hash>-<width>x<height>-<extension>`; the embedded dataset does too. */
export const isSvgAsset = (id: string) => id.endsWith('-svg')

/**
 * One helper for both content sources: the embedded dataset's images are files served by this site
 * (/seed/...), a live project's images are built with @sanity/image-url (crop and hotspot applied).
 * next/image then sizes them either way. An SVG is served as the file itself (`unoptimized`): it is
 * sharp at any width, and Next's optimizer would refuse it. Its width and height still come from
 * the asset, so the page reserves its space.
 */
export function imageProps(
  image: ImageInput | null | undefined,
  maxWidth = 1600,
): {src: string; width: number; height: number; alt: string; unoptimized: boolean} | null {
  const asset = image?.asset
  if (!asset?._id) return null
  const width = asset.width ?? 1200
  const height = asset.height ?? 675
  const scale = Math.min(1, maxWidth / width)
  const w = Math.round(width * scale)
  const h = Math.round(height * scale)
  const alt = image?.alt ?? ''
  if (isSvgAsset(asset._id) && asset.url) return {src: asset.url, width: w, height: h, alt, unoptimized: true}
  const src =
    isLive() || !asset.url
      ? builder
          .image(image as never)
          .width(w)
          .fit('max')
          .auto('format')
          .url()
      : asset.url
  return {src, width: w, height: h, alt, unoptimized: false}
}
