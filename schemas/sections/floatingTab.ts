import {BellIcon} from '@sanity/icons/Bell'
import {defineField, defineType} from '@sanity/types'
import {validateHref} from '../lib/validation'
import type {Section} from './section'

/** A small tab pinned to the edge of the screen, e.g. "TODAY AI NEWS". */
const floatingTab = defineType({
  name: 'floatingTab',
  title: 'Floating tab',
  type: 'object',
  icon: BellIcon,
  fields: [
    defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(24)}),
    defineField({name: 'href', title: 'Address', type: 'string', validation: (r) => r.required().custom(validateHref)}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})

const floatingTabProjection = /* groq */ `_type == "floatingTab" => {_key, _type, label, href}`

export const floatingTabSection: Section = {
  schema: floatingTab,
  projection: floatingTabProjection,
  purpose: 'navigation',
}
