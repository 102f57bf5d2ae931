import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {linkAnnotation} from '../lib/blocks'
import {validateFrameHost} from '../lib/frame-hosts'
import {validateHttps} from '../lib/validation'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * A long report: a contents list built from its parts (anchor links; on small screens behind a
 * show/hide button), an optional video with a link to watch it elsewhere, a Share button and the
 * parts themselves. A part of level 2 is listed under the level-1 part before it.
 */
const report = defineType({
  name: 'report',
  title: 'Report',
  type: 'object',
  icon: BookIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'contentsTitle',
      title: 'Contents heading',
      type: 'string',
      initialValue: 'Contents',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'video',
      title: 'Video',
      type: 'object',
      fields: [
        defineField({
          name: 'url',
          title: 'Embed address',
          type: 'url',
          validation: (r) => [
            r
              .required()
              .uri({scheme: ['https']})
              .custom(validateHttps),
            r.custom(validateFrameHost).warning(),
          ],
        }),
        defineField({name: 'title', title: 'Frame title', type: 'string', validation: (r) => r.required().max(80)}),
        defineField({
          name: 'watchUrl',
          title: 'Watch elsewhere address',
          type: 'url',
          validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
        }),
        defineField({
          name: 'watchLabel',
          title: 'Watch elsewhere label',
          description:
            'The link under the video to the address above, e.g. "Watch the video". Needed with that address.',
          type: 'string',
          initialValue: 'Watch the video',
          validation: (r) =>
            r
              .max(60)
              .custom((value, context) =>
                (context.parent as {watchUrl?: string} | undefined)?.watchUrl && !value
                  ? 'Write the link text for the watch elsewhere address.'
                  : true,
              ),
        }),
      ],
    }),
    defineField({
      name: 'shareLabel',
      title: 'Share button label',
      type: 'string',
      initialValue: 'Share',
      validation: (r) => r.max(30),
    }),
    defineField({
      name: 'shareUnavailable',
      title: 'Share button note',
      description:
        'Shown on hover over the share button while sharing is switched off, e.g. "Sharing is not available yet".',
      type: 'string',
      initialValue: 'Sharing is not available yet',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'parts',
      title: 'Parts',
      type: 'array',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          name: 'reportPart',
          type: 'object',
          fields: [
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100)}),
            defineField({
              name: 'anchor',
              title: 'Anchor name',
              type: 'string',
              description: 'The id the contents list links to, e.g. "executive-summary".',
              validation: (r) => r.required().regex(/^[a-z0-9-]+$/, {name: 'lowercase-with-dashes'}),
            }),
            defineField({
              name: 'level',
              title: 'Heading level',
              type: 'number',
              options: {list: [1, 2]},
              initialValue: 1,
              description: '2 lists it under the part before it.',
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'block',
                  styles: [
                    {title: 'Normal', value: 'normal'},
                    {title: 'Heading 4', value: 'h4'},
                  ],
                  marks: {
                    decorators: [
                      {title: 'Bold', value: 'strong'},
                      {title: 'Italic', value: 'em'},
                    ],
                    annotations: [linkAnnotation],
                  },
                }),
              ],
            }),
          ],
          preview: {
            select: {title: 'title', level: 'level'},
            prepare: ({title, level}) => ({title: level === 2 ? `— ${title}` : title}),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', parts: 'parts'},
    prepare: ({title, parts}) => ({title: `Report: ${title ?? ''}`, subtitle: `${parts?.length ?? 0} parts`}),
  },
})

const reportProjection = /* groq */ `_type == "report" => {${sectionBaseProjection}, contentsTitle, shareLabel, shareUnavailable, "newTab": *[_type == "siteSettings" && _id == "siteSettings"][0].wording.newTab, video{url, title, watchUrl, watchLabel}, "parts": parts[]{_key, title, anchor, level, body}}`

export const reportSection: Section = {schema: report, projection: reportProjection, purpose: 'text'}
