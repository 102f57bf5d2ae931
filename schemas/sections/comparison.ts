import {SplitHorizontalIcon} from '@sanity/icons/SplitHorizontal'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {offerSummaryProjection} from '../objects/price'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * Two columns side by side: the old way against ours (hourly billing against a per-case price, a
 * traditional build against the block system). A column shows either an offer's price (a price lives
 * in its package document) or a figure written as copy, a line under it and a list; one is highlighted.
 */
const comparison = defineType({
  name: 'comparison',
  title: 'Comparison',
  type: 'object',
  icon: SplitHorizontalIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      validation: (r) => r.required().length(2),
      of: [
        defineArrayMember({
          name: 'comparisonColumn',
          type: 'object',
          fields: [
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80)}),
            defineField({
              name: 'offer',
              title: 'Price (offer)',
              type: 'reference',
              to: [{type: 'servicePackage'}],
              description: 'When the column shows a price: the package document holding it.',
            }),
            defineField({
              name: 'value',
              title: 'Figure',
              type: 'string',
              description:
                'When the column shows a figure that is not a price, e.g. "$31,800" for a build cost. Ignored when an offer is set.',
              validation: (r) =>
                r.max(40).custom((value, ctx) => {
                  const parent = ctx.parent as {offer?: unknown} | undefined
                  return value || parent?.offer ? true : 'Give the column an offer or a figure'
                }),
            }),
            defineField({
              name: 'caption',
              title: 'Caption',
              type: 'string',
              description: 'Under the figure, e.g. "over 38 days".',
              validation: (r) => r.max(80),
            }),
            defineField({name: 'items', title: 'List', type: 'array', of: [{type: 'string'}]}),
            defineField({
              name: 'highlight',
              title: 'Highlight',
              type: 'boolean',
              initialValue: false,
              description: 'The column we recommend: drawn in the accent colour.',
            }),
            defineField({name: 'badge', title: 'Badge text', type: 'string', validation: (r) => r.max(30)}),
          ],
          preview: {
            select: {title: 'title', subtitle: 'value', offer: 'offer.title'},
            prepare: ({title, subtitle, offer}) => ({title, subtitle: offer ? `price of ${offer}` : subtitle}),
          },
        }),
      ],
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'string',
      description: 'A line under the columns, e.g. "You save $23,500 (74%)".',
      validation: (r) => r.max(160),
    }),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.max(3),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Comparison: ${title ?? ''}`})},
})

const comparisonProjection = /* groq */ `_type == "comparison" => {${sectionBaseProjection}, summary, "columns": columns[]{_key, title, value, caption, items, highlight, badge, "offer": offer->${offerSummaryProjection}}, "ctas": ctas[]${ctaProjection}}`

export const comparisonSection: Section = {schema: comparison, projection: comparisonProjection, purpose: 'pricing'}
