import {TagIcon} from '@sanity/icons/Tag'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {ctaProjection} from '../objects/cta'
import {offerSummaryProjection} from '../objects/price'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Wide promotional banners with an offer line and a button. A banner may show an offer's price: write {price}. */
const promoBanners = defineType({
  name: 'promoBanners',
  title: 'Promo banners',
  type: 'object',
  icon: TagIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'banners',
      title: 'Banners',
      type: 'array',
      validation: (r) => r.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'banner',
          type: 'object',
          fields: [
            defineField(iconField),
            defineField({name: 'badge', title: 'Badge text', type: 'string', validation: (r) => r.max(30)}),
            defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(90)}),
            defineField({
              name: 'text',
              title: 'Text',
              type: 'text',
              rows: 2,
              description: "Write {price} to show the offer's price.",
              validation: (r) => r.max(300),
            }),
            defineField({name: 'offer', title: 'Package or offer', type: 'reference', to: [{type: 'servicePackage'}]}),
            defineField({name: 'link', title: 'Link', type: 'cta', validation: (r) => r.required()}),
            defineField({
              name: 'theme',
              title: 'Colour theme',
              type: 'string',
              description: "The brand's colours only; give neighbouring banners different ones.",
              options: {
                list: [
                  {title: 'Violet', value: 'violet'},
                  {title: 'Indigo', value: 'indigo'},
                  {title: 'Midnight', value: 'midnight'},
                  {title: 'Lavender', value: 'lavender'},
                  {title: 'White', value: 'white'},
                ],
              },
              initialValue: 'violet',
            }),
          ],
          preview: {select: {title: 'title', subtitle: 'text'}},
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', banners: 'banners'},
    prepare: ({title, banners}) => ({
      title: `Promo banners: ${title ?? ''}`,
      subtitle: `${banners?.length ?? 0} banners`,
    }),
  },
})

const promoBannersProjection = /* groq */ `_type == "promoBanners" => {${sectionBaseProjection}, "banners": banners[]{_key, icon, badge, title, text, theme, "offer": offer->${offerSummaryProjection}, "link": link${ctaProjection}}}`

export const promoBannersSection: Section = {
  schema: promoBanners,
  projection: promoBannersProjection,
  purpose: 'navigation',
}
