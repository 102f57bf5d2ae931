import {PlayIcon} from '@sanity/icons/Play'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {validateFrameHost} from '../lib/frame-hosts'
import {validateHttps} from '../lib/validation'
import {ctaProjection} from '../objects/cta'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Embedded videos (latest uploads, shorts) in a grid of lazy, titled player frames. */
const videoGallery = defineType({
  name: 'videoGallery',
  title: 'Video gallery',
  type: 'object',
  icon: PlayIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'format',
      title: 'Format',
      type: 'string',
      description: 'Landscape (16:9) for regular videos, portrait (9:16) for shorts.',
      options: {list: ['landscape', 'portrait'], layout: 'radio', direction: 'horizontal'},
      initialValue: 'landscape',
    }),
    defineField({
      name: 'videos',
      title: 'Videos',
      type: 'array',
      validation: (r) => r.required().min(1).max(12),
      of: [
        defineArrayMember({
          name: 'video',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'Shown under the player and read by screen readers.',
              validation: (r) => r.required().max(100),
            }),
            defineField({
              name: 'url',
              title: 'Embed address',
              type: 'url',
              description: 'The player address, e.g. https://www.youtube-nocookie.com/embed/…',
              validation: (r) => [
                r
                  .required()
                  .uri({scheme: ['https']})
                  .custom(validateHttps),
                r.custom(validateFrameHost).warning(),
              ],
            }),
            defineField({name: 'description', title: 'Description', type: 'string', validation: (r) => r.max(160)}),
          ],
          preview: {select: {title: 'title', subtitle: 'url'}},
        }),
      ],
    }),
    defineField({
      name: 'link',
      title: 'Channel button',
      type: 'cta',
      description: 'Optional, e.g. "Watch more on YouTube".',
    }),
  ],
  preview: {
    select: {title: 'heading', videos: 'videos'},
    prepare: ({title, videos}) => ({title: `Videos: ${title ?? ''}`, subtitle: `${videos?.length ?? 0} videos`}),
  },
})

const videoGalleryProjection = /* groq */ `_type == "videoGallery" => {${sectionBaseProjection}, format, "videos": videos[]{_key, title, url, description}, "link": link${ctaProjection}}`

export const videoGallerySection: Section = {schema: videoGallery, projection: videoGalleryProjection, purpose: 'media'}
