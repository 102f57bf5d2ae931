import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import {siteWordingProjection} from '../objects/wording'

/** The grid of service cards, chosen from the service card documents in the order given. */
export const serviceCards = defineType({
  name: 'serviceCards',
  title: 'Service cards',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Service cards',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'serviceCard'}]})],
      validation: (r) => r.required().min(1).unique(),
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `Service cards: ${title ?? ''}`, subtitle: `${items?.length ?? 0} cards`}),
  },
})

export const serviceCardsProjection = /* groq */ `_type == "serviceCards" => {${sectionBaseProjection}, "items": items[]->{_id, icon, title, description, href, isExternal, viewExamplesUrl, highlight}, "wording": ${siteWordingProjection}}`
