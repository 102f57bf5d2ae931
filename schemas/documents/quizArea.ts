import {TargetIcon} from '@sanity/icons/Target'
import {defineField, defineType} from '@sanity/types'

/**
 * One area of the AI readiness quiz (Data, Processes, Team...): every quiz question belongs to one, and
 * the results show each area's points as a share of its maximum. Areas are listed in the order of
 * their first question. A shared result's address holds the points of each area in that order
 * (web/quiz/areas.ts), so moving a question to another area changes what earlier shared links mean:
 * such a link then shows a clear "this result no longer matches the quiz" page.
 */
export const quizArea = defineType({
  name: 'quizArea',
  title: 'Quiz area',
  type: 'document',
  icon: TargetIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'One or two words, shown beside its bar in the results, e.g. "Data" or "Processes".',
      validation: (r) => r.required().max(24),
    }),
    defineField({
      name: 'description',
      title: 'What it covers',
      type: 'string',
      description:
        'Read under its bar in the results and the results email, e.g. "How clean and connected your data is".',
      validation: (r) => r.required().max(90),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'description'}},
})
