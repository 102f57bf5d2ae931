import {BlockElementIcon} from '@sanity/icons/BlockElement'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {altField, imageProjection} from '../objects/image'
import {offerSummaryProjection} from '../objects/price'

/** The top of a page: its one h1, a lead paragraph, buttons, an optional image and an optional price badge. */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge text',
      type: 'string',
      description: 'A small tag above the title, e.g. "Special Offer". Write {price} for the offer\'s price.',
      validation: (r) => r.max(60),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: "The page's main heading (h1).",
      validation: (r) => r.required().max(120),
    }),
    defineField({name: 'subtitle', title: 'Subtitle', type: 'text', rows: 3, validation: (r) => r.max(400)}),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.max(4),
    }),
    defineField({
      name: 'offer',
      title: 'Package or offer',
      type: 'reference',
      to: [{type: 'servicePackage'}],
      description: 'Optional: the offer whose price the badge shows.',
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: {hotspot: true},
      fields: [defineField(altField)],
    }),
    defineField({
      name: 'tone',
      title: 'Style',
      type: 'string',
      options: {list: ['light', 'dark', 'gradient'], layout: 'radio', direction: 'horizontal'},
      initialValue: 'gradient',
    }),
  ],
  preview: {
    select: {title: 'title', subtitle: 'subtitle'},
    prepare: ({title, subtitle}) => ({title: `Hero: ${title}`, subtitle}),
  },
})

export const heroProjection = /* groq */ `_type == "hero" => {_key, _type, badge, title, subtitle, tone, "ctas": ctas[]${ctaProjection}, "offer": offer->${offerSummaryProjection}, "image": image${imageProjection}}`
