import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {imageProjection} from '../objects/image'
import {siteWordingProjection} from '../objects/wording'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

type GroupValue = {items?: Array<{_ref?: string}>}

/** A service card may sit in one group only: a card twice on the page is a card in the wrong group. */
function oneGroupEach(groups: unknown): true | string {
  const seen = new Set<string>()
  for (const group of (groups as GroupValue[] | undefined) ?? [])
    for (const item of group.items ?? []) {
      if (!item._ref) continue
      if (seen.has(item._ref)) return 'A service card is in two groups: keep each card in one group'
      seen.add(item._ref)
    }
  return true
}

/**
 * The service cards, chosen from the service card documents and grouped under headings a customer
 * understands ("Answer every customer", "Win customers online"...). A highlighted card with a picture
 * is a lead service: drawn larger, with its picture. One group without a heading is a plain grid.
 */
const serviceCards = defineType({
  name: 'serviceCards',
  title: 'Service cards',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'groups',
      title: 'Groups',
      type: 'array',
      description: 'Four to six groups read best; each card belongs to one group.',
      validation: (r) => r.required().min(1).max(6).custom(oneGroupEach),
      of: [
        defineArrayMember({
          name: 'serviceGroup',
          title: 'Group',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'What the group does for a customer, e.g. "Answer every customer, day and night".',
              validation: (r) => r.max(80),
            }),
            defineField({name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (r) => r.max(200)}),
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
            prepare: ({title, items}) => ({title: title ?? 'Cards', subtitle: `${items?.length ?? 0} cards`}),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: {title: 'heading', groups: 'groups'},
    prepare: ({title, groups}) => ({
      title: `Service cards: ${title ?? ''}`,
      subtitle: `${groups?.length ?? 0} groups`,
    }),
  },
})

const serviceCardsProjection = /* groq */ `_type == "serviceCards" => {${sectionBaseProjection}, "groups": groups[]{_key, heading, intro, "items": items[]->{_id, icon, title, description, href, isExternal, viewExamplesUrl, highlight, "image": image${imageProjection}}}, "wording": ${siteWordingProjection}}`

export const serviceCardsSection: Section = {
  schema: serviceCards,
  projection: serviceCardsProjection,
  purpose: 'navigation',
}
