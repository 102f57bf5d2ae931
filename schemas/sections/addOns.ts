import {AddCircleIcon} from '@sanity/icons/AddCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {priceProjection} from '../objects/price'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A list of add-ons with their price text; with "Buy Now buttons" each add-on links to its checkout. */
const addOns = defineType({
  name: 'addOns',
  title: 'Add-ons',
  type: 'object',
  icon: AddCircleIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Add-ons',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'addOn'}]})],
      validation: (r) => r.required().min(1).unique(),
    }),
    defineField({
      name: 'showBuy',
      title: 'Buy Now buttons',
      type: 'boolean',
      initialValue: false,
      description: 'Show a Buy Now button on each add-on (its checkout link, or /contact).',
    }),
    defineField({
      name: 'buyLabel',
      title: 'Buy button label',
      type: 'string',
      initialValue: 'Buy Now',
      hidden: ({parent}) => !(parent as {showBuy?: boolean} | undefined)?.showBuy,
      validation: (r) =>
        r
          .max(30)
          .custom((value, context) =>
            (context.parent as {showBuy?: boolean} | undefined)?.showBuy && !value ? 'The buttons need a label' : true,
          ),
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `Add-ons: ${title ?? ''}`, subtitle: `${items?.length ?? 0} add-ons`}),
  },
})

const addOnsProjection = /* groq */ `_type == "addOns" => {${sectionBaseProjection}, showBuy, buyLabel, "items": items[]->{_id, title, description, checkoutUrl, "price": price${priceProjection}}}`

export const addOnsSection: Section = {schema: addOns, projection: addOnsProjection, purpose: 'pricing', inTabs: true}
