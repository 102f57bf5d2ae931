import {LaunchIcon} from '@sanity/icons/Launch'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A closing band with a heading, a line of text and buttons. */
const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    ...sectionFields({headingRequired: true}),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.required().min(1).max(3),
    }),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print under the buttons, e.g. a guarantee.',
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Call to action: ${title ?? ''}`})},
})

const callToActionProjection = /* groq */ `_type == "callToAction" => {${sectionBaseProjection}, note, "ctas": ctas[]${ctaProjection}}`

export const callToActionSection: Section = {
  schema: callToAction,
  projection: callToActionProjection,
  purpose: 'navigation',
  inTabs: true,
}
