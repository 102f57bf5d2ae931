import {CheckmarkCircleIcon} from '@sanity/icons/CheckmarkCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** One or more titled lists with check marks: "What We Offer", "Perfect For", feature checklists. */
const checklist = defineType({
  name: 'checklist',
  title: 'Checklist',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'lists',
      title: 'Lists',
      type: 'array',
      validation: (r) => r.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: 'list',
          type: 'object',
          fields: [
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.max(80)}),
            defineField({
              name: 'items',
              title: 'Items',
              type: 'array',
              of: [{type: 'string'}],
              validation: (r) => r.required().min(1),
            }),
          ],
          preview: {
            select: {title: 'title', items: 'items'},
            prepare: ({title, items}) => ({title: title ?? 'List', subtitle: `${items?.length ?? 0} items`}),
          },
        }),
      ],
    }),
    defineField({
      name: 'numbered',
      title: 'Numbered list',
      type: 'boolean',
      initialValue: false,
      description: 'Number the items instead of check marks.',
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Checklist: ${title ?? ''}`})},
})

const checklistProjection = /* groq */ `_type == "checklist" => {${sectionBaseProjection}, numbered, "lists": lists[]{_key, title, items}}`

export const checklistSection: Section = {
  schema: checklist,
  projection: checklistProjection,
  purpose: 'text',
  inTabs: true,
}
