import {ImagesIcon} from '@sanity/icons/Images'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {altField, imageProjection} from '../objects/image'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * Pictures with captions in a grid: a product preview (one image, shown wide) or a portfolio of work.
 * Every picture needs alternative text; all of them load lazily, sized by their asset.
 */
const gallery = defineType({
  name: 'gallery',
  title: 'Image gallery',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      options: {list: [1, 2, 3]},
      initialValue: 3,
      description: 'Pictures per row on wide screens (1 for a single wide preview).',
    }),
    defineField({
      name: 'images',
      title: 'Pictures',
      type: 'array',
      validation: (r) => r.required().min(1).max(24),
      of: [
        defineArrayMember({
          name: 'galleryImage',
          title: 'Picture',
          type: 'object',
          fields: [
            defineField({
              name: 'image',
              title: 'Image',
              type: 'image',
              options: {hotspot: true},
              fields: [defineField({...altField, validation: (r) => r.required().max(200)})],
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'caption',
              title: 'Caption',
              type: 'string',
              description: 'Shown under the picture.',
              validation: (r) => r.max(160),
            }),
          ],
          preview: {select: {title: 'caption', subtitle: 'image.alt', media: 'image'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', images: 'images'},
    prepare: ({title, images}) => ({title: `Gallery: ${title ?? ''}`, subtitle: `${images?.length ?? 0} pictures`}),
  },
})

const galleryProjection = /* groq */ `_type == "gallery" => {${sectionBaseProjection}, columns, "images": images[]{_key, caption, "image": image${imageProjection}}}`

export const gallerySection: Section = {schema: gallery, projection: galleryProjection, purpose: 'media'}
