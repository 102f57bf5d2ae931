import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import {linkAnnotation, textBlockStyles} from '../lib/blocks'
import type {Section} from './section'

/** A table inside rich text: the first row is the header. */
export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  fields: [
    defineField({name: 'caption', title: 'Caption', type: 'string'}),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      validation: (r) => r.required().min(2),
      of: [
        defineArrayMember({
          name: 'tableRow',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [{type: 'string'}],
              validation: (r) => r.required().min(1),
            }),
          ],
          preview: {select: {cells: 'cells'}, prepare: ({cells}) => ({title: (cells ?? []).join(' | ')})},
        }),
      ],
    }),
  ],
  preview: {select: {title: 'caption'}, prepare: ({title}) => ({title: `Table: ${title ?? ''}`})},
})

/** Long text: policies, report sections, course outlines. Headings, lists, bold, links and tables. */
const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'updated',
      title: 'Last updated',
      type: 'string',
      description: 'Shown as "Last Updated …", e.g. 24-02-2025.',
      validation: (r) => r.regex(/^\d{2}-\d{2}-\d{4}$/, {name: 'DD-MM-YYYY'}),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          type: 'block',
          styles: textBlockStyles,
          marks: {
            decorators: [
              {title: 'Bold', value: 'strong'},
              {title: 'Italic', value: 'em'},
            ],
            annotations: [linkAnnotation],
          },
        }),
        defineArrayMember({type: 'table'}),
      ],
    }),
  ],
  // Without a heading (a policy's text starts with its own), the list shows the text's first words.
  preview: {
    select: {heading: 'heading', body: 'body'},
    prepare: ({heading, body}: {heading?: string; body?: Array<{children?: Array<{text?: string}>}>}) => {
      const words = (body ?? [])
        .flatMap((block) => block.children ?? [])
        .map((span) => span.text ?? '')
        .join(' ')
        .trim()
      return {title: `Text: ${heading || (words.length > 60 ? `${words.slice(0, 60).trimEnd()}…` : words)}`}
    },
  },
})

const richTextProjection = /* groq */ `_type == "richText" => {${sectionBaseProjection}, updated, body}`

export const richTextSection: Section = {
  schema: richText,
  projection: richTextProjection,
  purpose: 'text',
  inTabs: true,
}
