import {CaseIcon} from '@sanity/icons/Case'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** An illustrative case file as the product would show it: number, type, status, recent activity and the AI's recommendation. */
const sampleCase = defineType({
  name: 'sampleCase',
  title: 'Sample case',
  type: 'object',
  icon: CaseIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'Tells visitors the case is made up.',
      initialValue: 'Illustrative example, not a real case',
      validation: (r) => r.required().max(80),
    }),
    defineField({name: 'caseNumber', title: 'Case number', type: 'string', validation: (r) => r.required().max(40)}),
    defineField({name: 'caseType', title: 'Case type', type: 'string', validation: (r) => r.required().max(60)}),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: {list: ['Active'], layout: 'radio'},
      initialValue: 'Active',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'activity',
      title: 'Recent activity',
      type: 'array',
      validation: (r) => r.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'activityLine',
          type: 'object',
          fields: [
            defineField({
              name: 'when',
              title: 'When',
              type: 'string',
              description: 'As shown, e.g. "2 hours ago".',
              validation: (r) => r.max(30),
            }),
            defineField({name: 'text', title: 'Text', type: 'string', validation: (r) => r.required().max(160)}),
          ],
          preview: {select: {title: 'text', subtitle: 'when'}},
        }),
      ],
    }),
    defineField({
      name: 'recommendation',
      title: 'AI recommendation',
      type: 'text',
      rows: 3,
      validation: (r) => r.required().max(500),
    }),
    defineField({
      name: 'caseNumberLabel',
      title: 'Label: case number',
      type: 'string',
      initialValue: 'Case number',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'caseTypeLabel',
      title: 'Label: type',
      type: 'string',
      initialValue: 'Type',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'statusLabel',
      title: 'Label: status',
      type: 'string',
      initialValue: 'Status',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'activityHeading',
      title: 'Heading: recent activity',
      type: 'string',
      initialValue: 'Recent activity',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'recommendationHeading',
      title: 'Heading: recommendation',
      type: 'string',
      initialValue: 'AI recommendation',
      validation: (r) => r.required().max(40),
    }),
  ],
  preview: {
    select: {title: 'caseNumber', subtitle: 'caseType'},
    prepare: ({title, subtitle}) => ({title: `Sample case: ${title ?? ''}`, subtitle}),
  },
})

const sampleCaseProjection = /* groq */ `_type == "sampleCase" => {${sectionBaseProjection}, label, caseNumber, caseType, status, recommendation, caseNumberLabel, caseTypeLabel, statusLabel, activityHeading, recommendationHeading, "activity": activity[]{_key, when, text}}`

export const sampleCaseSection: Section = {schema: sampleCase, projection: sampleCaseProjection, purpose: 'socialProof'}
