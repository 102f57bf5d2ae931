import {CreditCardIcon} from '@sanity/icons/CreditCard'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {offerSummaryProjection} from '../objects/price'
import {sectionBaseProjection, sectionFields} from './common'
import {siteWordingProjection} from '../objects/wording'
import type {Section} from './section'

/**
 * A pricing box for one offer: its price (and struck-through regular price with the saving), what is
 * included, buttons and a guarantee line. The numbers come from the offer document.
 */
const offerBox = defineType({
  name: 'offerBox',
  title: 'Offer box',
  type: 'object',
  icon: CreditCardIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'offer',
      title: 'Package or offer',
      type: 'reference',
      to: [{type: 'servicePackage'}],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'badge',
      title: 'Badge text',
      type: 'string',
      description: 'e.g. "Limited-Time Offer". Write {price} for the price.',
      validation: (r) => r.max(40),
    }),
    defineField({name: 'items', title: 'Included', type: 'array', of: [{type: 'string'}]}),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.max(2),
    }),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print, e.g. "30-day money-back guarantee".',
    }),
  ],
  preview: {
    select: {title: 'heading', offer: 'offer.title'},
    prepare: ({title, offer}) => ({title: `Offer box: ${title ?? offer ?? ''}`}),
  },
})

const offerBoxProjection = /* groq */ `_type == "offerBox" => {${sectionBaseProjection}, badge, items, note, "offer": offer->${offerSummaryProjection}, "ctas": ctas[]${ctaProjection}, "wording": ${siteWordingProjection}}`

export const offerBoxSection: Section = {
  schema: offerBox,
  projection: offerBoxProjection,
  purpose: 'pricing',
  inTabs: true,
}
