import {PackageIcon} from '@sanity/icons/Package'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {formatPrice} from '../lib/price'
import {validateHttps} from '../lib/validation'

const list = (name: string, title: string, description?: string) =>
  defineField({name, title, type: 'array', of: [{type: 'string'}], description})

/** The kinds of package: each is laid out differently and has its own list and "New …" template in the Studio. */
export const PACKAGE_KINDS = [
  {title: 'Marketing package', value: 'marketing'},
  {title: 'Voice agent package', value: 'voice'},
  {title: 'Consultation package', value: 'consultation'},
  {title: 'General package', value: 'general'},
  {title: 'Course, session or plan', value: 'offer'},
] as const

/**
 * Anything sold for a price: marketing, voice, consultation and general packages, courses, sessions and
 * plans. A price lives here once; pages reference the document.
 */
export const servicePackage = defineType({
  name: 'servicePackage',
  title: 'Package or offer',
  type: 'document',
  icon: PackageIcon,
  groups: [
    {name: 'content', title: 'Content'},
    {name: 'pricing', title: 'Pricing', default: true},
    {name: 'links', title: 'Links'},
    {name: 'lists', title: 'Lists'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      group: 'content',
      description: 'The package\'s name on its card, e.g. "Standard".',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'content',
      description: 'Decides how the card is laid out and where it is listed in the Studio.',
      options: {list: PACKAGE_KINDS.map(({title, value}) => ({title, value}))},
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      group: 'content',
      description: 'e.g. "60 minutes" or "For growing teams".',
      validation: (r) => r.max(120),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      group: 'content',
      validation: (r) => r.max(400),
    }),
    defineField({name: 'price', title: 'Price', type: 'price', group: 'pricing', validation: (r) => r.required()}),
    defineField({
      name: 'regularPrice',
      title: 'Struck-through price',
      type: 'price',
      group: 'pricing',
      description:
        'Shown struck through beside the price: the one-time website price, or the regular price of a discounted offer.',
    }),
    defineField({
      name: 'discountPercent',
      title: '12-month contract discount (%)',
      type: 'number',
      group: 'pricing',
      validation: (r) => r.min(0).max(100).integer(),
    }),
    defineField({name: 'setupPrice', title: 'Setup price', type: 'price', group: 'pricing'}),
    defineField({
      name: 'usagePrice',
      title: 'Usage price',
      type: 'price',
      group: 'pricing',
      description: 'e.g. 18 cents per minute.',
    }),
    defineField({
      name: 'highlighted',
      title: 'Highlighted card',
      type: 'boolean',
      group: 'content',
      initialValue: false,
      description: 'Draws the card larger with an accent border.',
    }),
    defineField({
      name: 'badge',
      title: 'Badge text',
      type: 'string',
      group: 'content',
      description: 'e.g. "Most Popular".',
      validation: (r) => r.max(30),
    }),
    defineField({
      name: 'checkoutUrl',
      title: 'Checkout link',
      type: 'url',
      group: 'links',
      description: "The payment provider's hosted checkout page (https). Empty: buttons go to /contact.",
      validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      group: 'links',
      initialValue: 'Get Started',
      validation: (r) => r.max(40),
    }),
    defineField({
      name: 'specs',
      title: 'Figures',
      type: 'array',
      group: 'lists',
      description: 'Label and value pairs shown as a small table, e.g. Pages: up to 5.',
      of: [
        defineArrayMember({
          name: 'spec',
          type: 'object',
          fields: [
            defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required()}),
            defineField({name: 'value', title: 'Value', type: 'string', validation: (r) => r.required()}),
          ],
          preview: {select: {title: 'label', subtitle: 'value'}},
        }),
      ],
    }),
    list('features', 'Features'),
    list('setupFeatures', 'Setup includes'),
    list('capabilities', 'Capabilities'),
    list('support', 'Support'),
    list('perfectFor', 'Perfect for'),
    list('sessionFormat', 'Session format'),
  ],
  preview: {
    select: {title: 'title', kind: 'kind', price: 'price'},
    prepare: ({title, kind, price}) => ({title, subtitle: `${formatPrice(price) || 'no price'} · ${kind ?? ''}`}),
  },
})
