import {BlockElementIcon} from '@sanity/icons/BlockElement'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {contentAltField, imageProjection} from '../objects/image'
import {offerSummaryProjection} from '../objects/price'
import type {Section} from './section'

/** The top of a page: its one h1, a lead paragraph, buttons, an optional picture and an optional price badge. */
const hero = defineType({
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
      title: 'Picture',
      type: 'image',
      description:
        'What the page sells: a screen, a product, a result. Beside the title on wide screens, under it on phones. Loaded first, so keep the file small (an SVG or an image under 200 kB).',
      options: {hotspot: true},
      fields: [defineField(contentAltField)],
    }),
    defineField({
      name: 'tone',
      title: 'Style',
      type: 'string',
      description: 'The background: give neighbouring pages different ones, so no two pages open alike.',
      options: {
        list: [
          {title: 'Violet gradient', value: 'gradient'},
          {title: 'Violet', value: 'violet'},
          {title: 'Midnight', value: 'midnight'},
          {title: 'Dark', value: 'dark'},
          {title: 'Lavender', value: 'lavender'},
          {title: 'White', value: 'light'},
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'gradient',
    }),
    defineField({
      name: 'imageSide',
      title: 'Picture side',
      type: 'string',
      description: 'Where the picture sits beside the title on wide screens (on phones it is always under it).',
      options: {
        list: [
          {title: 'Right', value: 'right'},
          {title: 'Left', value: 'left'},
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'right',
      hidden: ({parent}) => !(parent as {image?: {asset?: unknown}} | undefined)?.image?.asset,
    }),
  ],
  preview: {
    select: {title: 'title', subtitle: 'subtitle'},
    prepare: ({title, subtitle}) => ({title: `Hero: ${title}`, subtitle}),
  },
})

const heroProjection = /* groq */ `_type == "hero" => {_key, _type, badge, title, subtitle, tone, imageSide, "ctas": ctas[]${ctaProjection}, "offer": offer->${offerSummaryProjection}, "image": image${imageProjection}}`

export const heroSection: Section = {schema: hero, projection: heroProjection, purpose: 'heroes'}
