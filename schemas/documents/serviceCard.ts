import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {contentAltField} from '../objects/image'
import {validateHref, validateHttps} from '../lib/validation'

export const serviceCard = defineType({
  name: 'serviceCard',
  title: 'Service card',
  type: 'document',
  icon: ThLargeIcon,
  fields: [
    defineField(iconField),
    defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(60)}),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (r) => r.required().max(260),
    }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'A page of this site (/web-design) or an https:// address.',
      validation: (r) => r.required().custom(validateHref),
    }),
    defineField({
      name: 'isExternal',
      title: 'Opens another site',
      type: 'boolean',
      initialValue: false,
      description: 'Opens in a new tab.',
    }),
    defineField({
      name: 'viewExamplesUrl',
      title: '"View Examples" link',
      type: 'url',
      validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
    }),
    defineField({
      name: 'highlight',
      title: 'Highlight',
      type: 'boolean',
      initialValue: false,
      description: 'A lead service: drawn larger, with its picture, where the cards are grouped (the home page).',
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'image',
      description: 'What the service produces. Shown when the card is highlighted.',
      options: {hotspot: true},
      fields: [defineField(contentAltField)],
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'href'}},
})
