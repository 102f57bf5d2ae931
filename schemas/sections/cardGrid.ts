import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {ctaProjection} from '../objects/cta'
import {altField, imageProjection} from '../objects/image'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * Cards in a grid: features, benefits, capabilities, use cases, case studies, portfolio sites, audiences.
 * Each card has a title and may have an icon, image, text, a list, a result, a badge and a link.
 */
const cardGrid = defineType({
  name: 'cardGrid',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'number',
      options: {list: [2, 3, 4]},
      initialValue: 3,
      description: 'Cards per row on wide screens.',
    }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          name: 'card',
          type: 'object',
          fields: [
            defineField(iconField),
            defineField({
              name: 'image',
              title: 'Image',
              type: 'image',
              options: {hotspot: true},
              fields: [defineField(altField)],
            }),
            defineField({
              name: 'eyebrow',
              title: 'Label above the title',
              type: 'string',
              description: 'Small text above the title, e.g. an industry.',
            }),
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(90)}),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              validation: (r) => r.max(500),
            }),
            defineField({name: 'items', title: 'List', type: 'array', of: [{type: 'string'}]}),
            defineField({
              name: 'result',
              title: 'Result',
              type: 'string',
              description:
                'For a case study, a project or a sample: what it achieved, in one line with a number ("Online bookings up 64% in three months").',
              validation: (r) => r.max(90),
            }),
            defineField({name: 'badge', title: 'Badge text', type: 'string', validation: (r) => r.max(30)}),
            defineField({name: 'highlight', title: 'Highlight', type: 'boolean', initialValue: false}),
            defineField({name: 'link', title: 'Link', type: 'cta'}),
          ],
          preview: {select: {title: 'title', subtitle: 'description', media: 'image'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', cards: 'cards'},
    prepare: ({title, cards}) => ({title: `Cards: ${title ?? ''}`, subtitle: `${cards?.length ?? 0} cards`}),
  },
})

const cardGridProjection = /* groq */ `_type == "cardGrid" => {${sectionBaseProjection}, columns, "cards": cards[]{_key, icon, eyebrow, title, description, items, result, badge, highlight, "image": image${imageProjection}, "link": link${ctaProjection}}}`

export const cardGridSection: Section = {
  schema: cardGrid,
  projection: cardGridProjection,
  purpose: 'text',
  inTabs: true,
}
