import {CommentIcon} from '@sanity/icons/Comment'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {imageProjection} from '../objects/image'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Testimonial cards (image, author, role, five stars, quote), chosen from the testimonial documents. */
const testimonials = defineType({
  name: 'testimonials',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Testimonials',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'testimonial'}]})],
      validation: (r) => r.required().min(1).max(6).unique(),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Testimonials: ${title ?? ''}`})},
})

export const testimonialProjection = /* groq */ `{_id, quote, author, role, rating, "image": image${imageProjection}}`
const testimonialsProjection = /* groq */ `_type == "testimonials" => {${sectionBaseProjection}, "items": items[]->${testimonialProjection}, "ratingLabel": *[_type == "siteSettings" && _id == "siteSettings"][0].wording.rating}`

export const testimonialsSection: Section = {
  schema: testimonials,
  projection: testimonialsProjection,
  purpose: 'socialProof',
  inTabs: true,
}
