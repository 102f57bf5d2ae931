import Image from 'next/image'
import {imageProps, type ImageInput} from '../content/image'

/**
 * An image from content, sized by its asset and lazy unless `priority` (above the fold). `sizes` tells
 * the browser how wide it is drawn so it downloads the smallest file that fits.
 */
export function SanityImage({
  image,
  sizes,
  priority = false,
  className,
  maxWidth,
}: {
  image: ImageInput | null | undefined
  sizes: string
  priority?: boolean
  className?: string
  maxWidth?: number
}) {
  const props = imageProps(image, maxWidth)
  if (!props) return null
  // Above the fold: preloaded, fetched first and never lazy. Everything else: lazy.
  return priority ? (
    <Image {...props} sizes={sizes} preload fetchPriority="high" loading="eager" className={className} />
  ) : (
    <Image {...props} sizes={sizes} loading="lazy" className={className} />
  )
}
