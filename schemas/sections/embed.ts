import {CodeBlockIcon} from '@sanity/icons/CodeBlock'
import {defineField, defineType} from '@sanity/types'
import {validateFrameHost} from '../lib/frame-hosts'
import {validateHttps} from '../lib/validation'
import {sectionBaseProjection, sectionFields} from './common'

/** A third-party frame: agent, chatbot, form, calendar, newsletter, video. Loaded lazily, titled for screen readers. */
export const embed = defineType({
  name: 'embed',
  title: 'Embedded frame',
  type: 'object',
  icon: CodeBlockIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'url',
      title: 'Frame address',
      type: 'url',
      description: 'https only. The site shows frames only from the hosts it allows; the Studio warns about any other.',
      validation: (r) => [
        r
          .required()
          .uri({scheme: ['https']})
          .custom(validateHttps),
        r.custom(validateFrameHost).warning(),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Frame title',
      type: 'string',
      description: 'Read by screen readers, e.g. "Contact form".',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'height',
      title: 'Height (px)',
      type: 'number',
      description: 'Frame height in pixels.',
      validation: (r) => r.required().min(100).max(3000),
    }),
    defineField({
      name: 'minHeight',
      title: 'Minimum height (px)',
      type: 'number',
      description: 'Optional minimum height in pixels (the frame may grow on tall screens).',
      validation: (r) => r.min(100).max(3000),
    }),
    defineField({
      name: 'containerHeight',
      title: 'Container height (px)',
      type: 'number',
      description: 'Optional height of the box around the frame, in pixels.',
      validation: (r) => r.min(100).max(3000),
    }),
    defineField({
      name: 'allow',
      title: 'Allowed browser features',
      type: 'string',
      description: 'Permissions for the frame, e.g. "clipboard-read; clipboard-write". Leave empty when unsure.',
    }),
    defineField({
      name: 'width',
      title: 'Width',
      type: 'string',
      options: {list: ['narrow', 'wide', 'full']},
      initialValue: 'wide',
    }),
  ],
  preview: {
    select: {title: 'title', subtitle: 'url'},
    prepare: ({title, subtitle}) => ({title: `Frame: ${title}`, subtitle}),
  },
})

export const embedProjection = /* groq */ `_type == "embed" => {${sectionBaseProjection}, url, title, height, minHeight, containerHeight, allow, width}`
