import {PackageIcon} from '@sanity/icons/Package'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {priceProjection} from '../objects/price'
import {siteWordingProjection} from '../objects/wording'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * Pricing cards for packages, laid out by the package's kind (marketing, voice, consultation, general,
 * offer). Each card's button goes to the package's checkout link, or /contact when it has none,
 * unless the section gives one button for all cards (e.g. an affiliate link).
 */
const packages = defineType({
  name: 'packages',
  title: 'Pricing packages',
  type: 'object',
  icon: PackageIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Packages',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'servicePackage'}]})],
      validation: (r) => r.required().min(1).max(6).unique(),
    }),
    defineField({
      name: 'cta',
      title: 'Button for every card',
      type: 'cta',
      description:
        'Optional: one button shared by all cards (e.g. a partner link). Empty: each card buys its own package.',
    }),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print under the cards, e.g. "14-day free trial, no credit card".',
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `Packages: ${title ?? ''}`, subtitle: `${items?.length ?? 0} packages`}),
  },
})

export const packageProjection = /* groq */ `{_id, kind, title, subtitle, description, highlighted, badge, checkoutUrl, ctaLabel, discountPercent,
  "price": price${priceProjection}, "regularPrice": regularPrice${priceProjection}, "setupPrice": setupPrice${priceProjection}, "usagePrice": usagePrice${priceProjection},
  "specs": specs[]{_key, label, value}, features, setupFeatures, capabilities, support, perfectFor, sessionFormat}`

const packagesProjection = /* groq */ `_type == "packages" => {${sectionBaseProjection}, note, "items": items[]->${packageProjection}, "cta": cta${ctaProjection}, "wording": ${siteWordingProjection}}`

export const packagesSection: Section = {
  schema: packages,
  projection: packagesProjection,
  purpose: 'pricing',
  inTabs: true,
}
