import {getImageProps} from 'next/image'
import {preload} from 'react-dom'
import {imageProps, type ImageInput} from '../content/image'

/**
 * An image from content, sized by its asset and lazy unless `priority` (above the fold). `sizes` tells
 * the browser how wide it is drawn so it downloads the smallest file that fits.
 *
 * A plain <img> with next/image's props (getImageProps: the same srcset, sizes and optimiser URLs),
 * not the <Image> component: that one is a client component, so every picture was hydrated and its
 * props written into the page's payload, for nothing it does after load here (no placeholder, no onLoad).
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
  /** Widest file to ask for; ignored for a fixed `sizes` such as "48px", which sets it. */
  maxWidth?: number
}) {
  // A fixed display width ("48px"): the file is drawn at that width, and next/image offers it at 1x and
  // 2x instead of a srcset of every device width.
  const fixed = /^(\d+)px$/.exec(sizes)
  const drawn = fixed ? Number(fixed[1]) : undefined
  const file = imageProps(image, drawn ? drawn * 2 : maxWidth)
  if (!file) return null
  const props = drawn ? {...file, width: drawn, height: Math.round((file.height * drawn) / file.width)} : file
  const sizing = fixed ? {} : {sizes}
  // Above the fold: preloaded, fetched first and never lazy. Everything else: lazy.
  const {props: img} = getImageProps({
    ...props,
    ...sizing,
    className,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  if (priority) preload(img.src, {as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high'})
  // biome-ignore lint/performance/noImgElement: getImageProps gives this <img> next/image's srcset and optimiser URLs
  return <img {...img} alt={props.alt} />
}
