import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * The agency's contact details and business hours. The email address and phone numbers come from
 * Site settings (edited once, shown here and in the footer); the hours are edited here.
 */
const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details and hours',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'detailsHeading',
      title: 'Contact details title',
      type: 'string',
      initialValue: 'Contact Details',
      validation: (r) => r.required().max(60),
    }),
    defineField({
      name: 'emailLabel',
      title: 'Label: email',
      type: 'string',
      initialValue: 'Email',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'hoursHeading',
      title: 'Business hours title',
      type: 'string',
      initialValue: 'Business Hours',
      validation: (r) => r.required().max(60),
    }),
    defineField({
      name: 'hours',
      title: 'Business hours',
      type: 'array',
      validation: (r) => r.required().min(1).max(10),
      of: [
        defineArrayMember({
          name: 'hoursRow',
          type: 'object',
          fields: [
            defineField({
              name: 'days',
              title: 'Days',
              type: 'string',
              description: 'e.g. "Monday - Friday"',
              validation: (r) => r.required().max(40),
            }),
            defineField({
              name: 'hours',
              title: 'Hours',
              type: 'string',
              description: 'e.g. "9:00 AM - 6:00 PM PST" or "Closed"',
              validation: (r) => r.required().max(40),
            }),
          ],
          preview: {select: {title: 'days', subtitle: 'hours'}},
        }),
      ],
    }),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print under the hours, e.g. "Phone support is available 24/7."',
      validation: (r) => r.max(200),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Contact details: ${title ?? ''}`})},
})

const contactDetailsProjection = /* groq */ `_type == "contactDetails" => {${sectionBaseProjection}, detailsHeading, emailLabel, hoursHeading, note, "hours": hours[]{_key, days, hours}, "settings": *[_id == "siteSettings"][0]{supportEmail, "phones": phones[]{_key, label, number}}}`

export const contactDetailsSection: Section = {
  schema: contactDetails,
  projection: contactDetailsProjection,
  purpose: 'forms',
}
