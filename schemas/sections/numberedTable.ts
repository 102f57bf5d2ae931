import {ThListIcon} from '@sanity/icons/ThList'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A numbered table of short paragraphs (1, 2, 3...): outcomes, reasons, claims. Numbers come from the order. */
const numberedTable = defineType({
  name: 'numberedTable',
  title: 'Numbered table',
  type: 'object',
  icon: ThListIcon,
  fields: [
    ...sectionFields({headingRequired: true}),
    defineField({
      name: 'numberLabel',
      title: 'Number column title',
      type: 'string',
      initialValue: 'No.',
      validation: (r) => r.max(20),
    }),
    defineField({
      name: 'textLabel',
      title: 'Text column title',
      type: 'string',
      description: 'e.g. "What automation does for you"',
      validation: (r) => r.required().max(60),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      validation: (r) => r.required().min(1).max(60),
      of: [
        defineArrayMember({
          name: 'numberedRow',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'Optional bold lead-in.',
              validation: (r) => r.max(80),
            }),
            defineField({name: 'text', title: 'Text', type: 'text', rows: 3, validation: (r) => r.required().max(600)}),
          ],
          preview: {select: {title: 'title', subtitle: 'text'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', rows: 'rows'},
    prepare: ({title, rows}) => ({title: `Numbered table: ${title ?? ''}`, subtitle: `${rows?.length ?? 0} rows`}),
  },
})

const numberedTableProjection = /* groq */ `_type == "numberedTable" => {${sectionBaseProjection}, numberLabel, textLabel, "rows": rows[]{_key, title, text}}`

export const numberedTableSection: Section = {
  schema: numberedTable,
  projection: numberedTableProjection,
  purpose: 'text',
}
