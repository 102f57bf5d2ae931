import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'

/** The one question that lets visitors pick several answers (spec: question 4). */
export const MULTI_SELECT_QUESTION = 4

type QuestionDoc = {number?: number; multiSelect?: boolean} | undefined

/**
 * One question of the AI readiness quiz (/ai-readiness-quiz). Questions are shown in `number` order.
 * Single-choice options carry their own points (5, 3, 1 or 0 in the seed); the multi-select question's
 * options score the points set in Quiz settings, up to its cap.
 */
export const quizQuestion = defineType({
  name: 'quizQuestion',
  title: 'Quiz question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'number',
      title: 'Number',
      type: 'number',
      description: 'Position in the quiz, 1 to 10. Each number is used once.',
      validation: (r) => r.required().integer().min(1).max(10),
    }),
    defineField({name: 'text', title: 'Question', type: 'string', validation: (r) => r.required().min(10).max(200)}),
    defineField({
      name: 'multiSelect',
      title: 'Several answers allowed',
      type: 'boolean',
      description: `Only question ${MULTI_SELECT_QUESTION} allows several answers; its options score the points set in Quiz settings.`,
      initialValue: false,
      validation: (r) =>
        r.custom((value, ctx) => {
          const doc = ctx.document as QuestionDoc
          if (value && doc?.number !== MULTI_SELECT_QUESTION) return `Only question ${MULTI_SELECT_QUESTION} may allow several answers`
          return true
        }),
    }),
    defineField({
      name: 'options',
      title: 'Answers',
      type: 'array',
      validation: (r) => r.required().min(2).max(6),
      of: [
        defineArrayMember({
          name: 'quizOption',
          title: 'Answer',
          type: 'object',
          fields: [
            defineField({name: 'text', title: 'Answer', type: 'string', validation: (r) => r.required().max(160)}),
            defineField({
              name: 'points',
              title: 'Points',
              type: 'number',
              description: 'Points this answer scores (5, 3, 1 or 0). Not used on the multi-select question.',
              hidden: ({document}) => Boolean((document as QuestionDoc)?.multiSelect),
              validation: (r) =>
                r
                  .integer()
                  .min(0)
                  .max(10)
                  .custom((value, ctx) => {
                    const doc = ctx.document as QuestionDoc
                    if (!doc?.multiSelect && (value === undefined || value === null)) return 'Give this answer its points'
                    return true
                  }),
            }),
          ],
          preview: {select: {title: 'text', points: 'points'}, prepare: ({title, points}) => ({title, subtitle: points === undefined ? undefined : `${points} points`})},
        }),
      ],
    }),
  ],
  orderings: [{title: 'Number', name: 'numberAsc', by: [{field: 'number', direction: 'asc'}]}],
  preview: {select: {n: 'number', title: 'text', multi: 'multiSelect'}, prepare: ({n, title, multi}) => ({title: `${n ?? '?'}. ${title ?? ''}`, subtitle: multi ? 'Several answers' : 'One answer'})},
})
