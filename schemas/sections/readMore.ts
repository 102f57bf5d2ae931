import {ExpandIcon} from '@sanity/icons/Expand'
import {defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * A text block with a lead that is always shown and more text behind a "Read More" / "Read Less"
 * button (collapsed by default; the hidden text is still in the page for search engines).
 * Blank lines separate paragraphs.
 */
const readMore = defineType({
  name: 'readMore',
  title: 'Read more text',
  type: 'object',
  icon: ExpandIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'summary',
      title: 'Always shown',
      type: 'text',
      rows: 4,
      validation: (r) => r.required().max(1200),
    }),
    defineField({
      name: 'details',
      title: 'Shown after Read More',
      type: 'text',
      rows: 10,
      validation: (r) => r.required().max(6000),
    }),
    defineField({
      name: 'expandLabel',
      title: 'Expand button label',
      description: 'Shows the rest of the text, e.g. "Read More".',
      type: 'string',
      initialValue: 'Read More',
      validation: (r) => r.required().max(30),
    }),
    defineField({
      name: 'collapseLabel',
      title: 'Collapse button label',
      description: 'Hides the rest of the text again, e.g. "Read Less".',
      type: 'string',
      initialValue: 'Read Less',
      validation: (r) => r.required().max(30),
    }),
  ],
  preview: {
    select: {title: 'heading', subtitle: 'summary'},
    prepare: ({title, subtitle}) => ({title: `Read more: ${title ?? ''}`, subtitle}),
  },
})

const readMoreProjection = /* groq */ `_type == "readMore" => {${sectionBaseProjection}, summary, details, expandLabel, collapseLabel}`

export const readMoreSection: Section = {schema: readMore, projection: readMoreProjection, purpose: 'text'}
