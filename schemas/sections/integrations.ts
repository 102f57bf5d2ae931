import {PlugIcon} from '@sanity/icons/Plug'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A grid of integration tiles, each an AI provider or an app, with a button to the full list. */
const integrations = defineType({
  name: 'integrations',
  title: 'Integrations',
  type: 'object',
  icon: PlugIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'tiles',
      title: 'Tiles',
      type: 'array',
      validation: (r) => r.required().min(1).max(24),
      of: [
        defineArrayMember({
          name: 'integrationTile',
          type: 'object',
          fields: [
            defineField({name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(40)}),
            defineField({
              name: 'type',
              title: 'Type',
              type: 'string',
              options: {list: ['AI Provider', 'App'], layout: 'radio', direction: 'horizontal'},
              validation: (r) => r.required(),
            }),
          ],
          preview: {select: {title: 'name', subtitle: 'type'}},
        }),
      ],
    }),
    defineField({
      name: 'link',
      title: 'Button',
      type: 'cta',
      description: 'e.g. "View all integrations" to /integrations.',
    }),
  ],
  preview: {
    select: {title: 'heading', tiles: 'tiles'},
    prepare: ({title, tiles}) => ({title: `Integrations: ${title ?? ''}`, subtitle: `${tiles?.length ?? 0} tiles`}),
  },
})

const integrationsProjection = /* groq */ `_type == "integrations" => {${sectionBaseProjection}, "tiles": tiles[]{_key, name, type}, "link": link${ctaProjection}}`

export const integrationsSection: Section = {
  schema: integrations,
  projection: integrationsProjection,
  purpose: 'socialProof',
}
