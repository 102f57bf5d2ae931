import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Questions and answers; also published as FAQPage structured data. */
const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          name: 'faqItem',
          type: 'object',
          fields: [
            defineField({
              name: 'question',
              title: 'Question',
              type: 'string',
              validation: (r) => r.required().max(200),
            }),
            defineField({
              name: 'answer',
              title: 'Answer',
              type: 'text',
              rows: 4,
              validation: (r) => r.required().max(1200),
            }),
          ],
          preview: {select: {title: 'question', subtitle: 'answer'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `FAQ: ${title ?? ''}`, subtitle: `${items?.length ?? 0} questions`}),
  },
})

const faqProjection = /* groq */ `_type == "faq" => {${sectionBaseProjection}, "items": items[]{_key, question, answer}}`

export const faqSection: Section = {schema: faq, projection: faqProjection, purpose: 'text', inTabs: true}
