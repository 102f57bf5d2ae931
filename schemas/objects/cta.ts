import {LaunchIcon} from '@sanity/icons/Launch'
import {defineField, defineType} from '@sanity/types'
import {validateHref} from '../lib/validation'
import {offerSummaryProjection} from './price'

/**
 * A button. It either goes to an address, or buys an offer (a package document): then it links to the
 * offer's checkout page, or to /contact when the offer has no checkout link yet, and "{price}" in the
 * label is replaced by the offer's formatted price.
 */
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'Write {price} to show the price of the offer below, e.g. "Enroll Now for {price}".',
      validation: (r) => r.required().max(60),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'Internal path (/contact), anchor (#pricing) or https:// address. Leave empty when the button buys an offer.',
      validation: (r) =>
        r.custom((value, ctx) => {
          const parent = ctx.parent as {offer?: unknown} | undefined
          if (!value && !parent?.offer) return 'Give the button an address or an offer'
          return value ? validateHref(value as string) : true
        }),
    }),
    defineField({
      name: 'offer',
      title: 'Package or offer',
      type: 'reference',
      to: [{type: 'servicePackage'}],
      description: "When set, the button opens this offer's checkout (or /contact when it has none).",
    }),
    defineField({
      name: 'style',
      title: 'Button style',
      type: 'string',
      options: {list: ['primary', 'secondary', 'ghost'], layout: 'radio', direction: 'horizontal'},
      initialValue: 'primary',
    }),
    defineField({
      name: 'badge',
      title: 'Badge text',
      type: 'string',
      description: 'A small tag on the button, e.g. "New!"',
      validation: (r) => r.max(16),
    }),
    defineField({
      name: 'trackEvent',
      title: 'Analytics event',
      type: 'string',
      description: 'When set, a click sends this event name to Google Analytics (gtag) before the browser leaves.',
    }),
  ],
  preview: {
    select: {title: 'label', subtitle: 'href', offer: 'offer.title'},
    prepare: ({title, subtitle, offer}) => ({title, subtitle: offer ? `buys ${offer}` : subtitle}),
  },
})

export const ctaProjection = /* groq */ `{_key, label, href, style, badge, trackEvent, "offer": offer->${offerSummaryProjection}}`
