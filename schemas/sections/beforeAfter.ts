import {ImagesIcon} from '@sanity/icons/Images'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {ctaProjection} from '../objects/cta'
import {altField, imageProjection} from '../objects/image'
import {labelField, labelsFieldset, sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

const pairImage = (name: 'before' | 'after') =>
  defineField({
    name,
    title: name === 'before' ? 'Before' : 'After',
    type: 'image',
    options: {hotspot: true},
    fields: [defineField(altField)],
    validation: (r) => r.required(),
  })

/** Before-and-after image pairs, each with a caption: restorations, retouching, redesigns. */
const beforeAfter = defineType({
  name: 'beforeAfter',
  title: 'Before and after',
  type: 'object',
  icon: ImagesIcon,
  fieldsets: [labelsFieldset],
  fields: [
    ...sectionFields(),
    defineField({
      name: 'pairs',
      title: 'Image pairs',
      type: 'array',
      validation: (r) => r.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'pair',
          type: 'object',
          fields: [
            pairImage('before'),
            pairImage('after'),
            defineField({name: 'caption', title: 'Caption', type: 'string', validation: (r) => r.required().max(160)}),
          ],
          preview: {select: {title: 'caption', media: 'after'}},
        }),
      ],
    }),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.max(2),
    }),
    labelField('beforeLabel', 'Before badge', 'On the first image of each pair, e.g. "Before".', 'Before'),
    labelField('afterLabel', 'After badge', 'On the second image of each pair, e.g. "After".', 'After'),
  ],
  preview: {
    select: {title: 'heading', pairs: 'pairs'},
    prepare: ({title, pairs}) => ({title: `Before and after: ${title ?? ''}`, subtitle: `${pairs?.length ?? 0} pairs`}),
  },
})

const beforeAfterProjection = /* groq */ `_type == "beforeAfter" => {${sectionBaseProjection}, beforeLabel, afterLabel, "pairs": pairs[]{_key, caption, "before": before${imageProjection}, "after": after${imageProjection}}, "ctas": ctas[]${ctaProjection}}`

export const beforeAfterSection: Section = {schema: beforeAfter, projection: beforeAfterProjection, purpose: 'media'}
