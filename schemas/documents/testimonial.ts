import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from '@sanity/types'
import {altField} from '../objects/image'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (r) => r.required().min(20).max(600),
    }),
    defineField({name: 'author', title: 'Author', type: 'string', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'role',
      title: 'Title or role',
      type: 'string',
      description: 'e.g. "CEO, Brightline Dental"',
      validation: (r) => r.required().max(120),
    }),
    defineField({
      name: 'rating',
      title: 'Stars (1 to 5)',
      type: 'number',
      initialValue: 5,
      description: 'Stars shown on the card (1-5).',
      validation: (r) => r.required().min(1).max(5).integer(),
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      options: {hotspot: true},
      fields: [defineField(altField)],
    }),
  ],
  preview: {select: {title: 'author', subtitle: 'role', media: 'image'}},
})
