import {OlistIcon} from '@sanity/icons/Olist'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {sectionBaseProjection, sectionFields} from './common'
import {siteWordingProjection} from '../objects/wording'
import type {Section} from './section'

/** A numbered process: "how it works", onboarding, a method. */
const steps = defineType({
  name: 'steps',
  title: 'Process steps',
  type: 'object',
  icon: OlistIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Steps',
      type: 'array',
      validation: (r) => r.required().min(2).max(8),
      of: [
        defineArrayMember({
          name: 'step',
          type: 'object',
          fields: [
            defineField(iconField),
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80)}),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              validation: (r) => r.max(400),
            }),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `Steps: ${title ?? ''}`, subtitle: `${items?.length ?? 0} steps`}),
  },
})

const stepsProjection = /* groq */ `_type == "steps" => {${sectionBaseProjection}, "items": items[]{_key, icon, title, description}, "wording": ${siteWordingProjection}}`

export const stepsSection: Section = {schema: steps, projection: stepsProjection, purpose: 'text', inTabs: true}
