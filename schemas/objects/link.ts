import {LinkIcon} from '@sanity/icons/Link'
import {defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {validateHref} from '../lib/validation'

/** A plain navigation link: sidebar items, footer links, inline links. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'An internal path such as /contact, an anchor such as #pricing, or a full https:// address. External addresses open in a new tab.',
      validation: (r) => r.required().custom(validateHref),
    }),
    defineField({...iconField, description: 'Optional: the small picture beside the label in the sidebar.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'href'}},
})

export const linkProjection = /* groq */ `{label, href, icon}`
