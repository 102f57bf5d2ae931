import type {StringRule} from '@sanity/types'

/** Every image is read with this projection: alt text, crop/hotspot, and the asset's URL and size. */
export const imageProjection = /* groq */ `{alt, crop, hotspot, "asset": asset->{_id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip}}`

export const altField = {
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the image shows, for people who cannot see it. Empty only for pure decoration.',
} as const

/**
 * The alt text of a picture that carries content (a page's hero, a lead service): required once a file
 * is chosen, since the picture says what is sold.
 */
export const contentAltField = {
  ...altField,
  validation: (r: StringRule) =>
    r.custom((alt, ctx) =>
      (ctx.parent as {asset?: unknown} | undefined)?.asset && !alt?.trim()
        ? 'Describe the picture for people who cannot see it'
        : true,
    ),
}
