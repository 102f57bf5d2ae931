import {BarChartIcon} from '@sanity/icons/BarChart'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Big figures with a label: "500+ Projects Delivered". */
const stats = defineType({
  name: 'stats',
  title: 'Stats',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (r) => r.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'stat',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              title: 'Value',
              type: 'string',
              description: 'As shown: 500+, 98%, 24/7',
              validation: (r) => r.required().max(16),
            }),
            defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(60)}),
          ],
          preview: {select: {title: 'value', subtitle: 'label'}},
        }),
      ],
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Stats: ${title ?? ''}`})},
})

const statsProjection = /* groq */ `_type == "stats" => {${sectionBaseProjection}, "items": items[]{_key, value, label}}`

export const statsSection: Section = {schema: stats, projection: statsProjection, purpose: 'socialProof', inTabs: true}
