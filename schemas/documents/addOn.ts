import {AddCircleIcon} from '@sanity/icons/AddCircle'
import {defineField, defineType} from '@sanity/types'
import {formatPrice} from '../lib/price'
import {validateHttps} from '../lib/validation'

/** The kinds of add-on: the page type whose add-on list shows it. Each has its own list and "New …" template in the Studio. */
export const ADD_ON_KINDS = [
  {title: 'Marketing add-on', value: 'marketing'},
  {title: 'Voice add-on', value: 'voice'},
  {title: 'Consultation add-on', value: 'consultation'},
  {title: 'Other add-on', value: 'general'},
] as const

export const addOn = defineType({
  name: 'addOn',
  title: 'Add-on',
  type: 'document',
  icon: AddCircleIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {list: ADD_ON_KINDS.map(({title, value}) => ({title, value}))},
      validation: (r) => r.required(),
    }),
    defineField({name: 'price', title: 'Price', type: 'price', validation: (r) => r.required()}),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: (r) => r.required().max(300),
    }),
    defineField({
      name: 'checkoutUrl',
      title: 'Checkout link',
      type: 'url',
      description: 'Optional https checkout page. Shown as a Buy Now button on the consultation page.',
      validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
    }),
  ],
  preview: {
    select: {title: 'title', price: 'price', kind: 'kind'},
    prepare: ({title, price, kind}) => ({title, subtitle: `${formatPrice(price)} · ${kind ?? ''}`}),
  },
})
