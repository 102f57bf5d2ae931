import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineArrayMember, defineField, defineType} from '@sanity/types'

/** The one question that lets visitors pick several answers: question 4 (which tools they already use). */
export const MULTI_SELECT_QUESTION = 4

type QuestionDoc = {number?: number; multiSelect?: boolean} | undefined

/**
 * One question of the AI readiness quiz (/ai-readiness-quiz). Questions are shown in `number` order.
 * Every option carries its own points (5, 3, 1 or 0 on single-choice questions, 4 each on the
 * multi-select question in the seed); the multi-select question's total stops at the cap in Quiz settings.
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
      name: 'area',
      title: 'Area',
      type: 'reference',
      to: [{type: 'quizArea'}],
      description:
        "The part of the business this question is about. The results show each area's points out of its most; create areas under Quiz areas.",
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'multiSelect',
      title: 'Several answers allowed',
      type: 'boolean',
      description: `Only question ${MULTI_SELECT_QUESTION} allows several answers; their points add up, to the cap set in Quiz settings.`,
      initialValue: false,
      validation: (r) =>
        r.custom((value, ctx) => {
          const doc = ctx.document as QuestionDoc
          if (value && doc?.number !== MULTI_SELECT_QUESTION)
            return `Only question ${MULTI_SELECT_QUESTION} may allow several answers`
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
              description:
                'Points this answer scores (5, 3, 1 or 0 on one-answer questions; 4 on the several-answers question).',
              validation: (r) =>
                r
                  .integer()
                  .min(0)
                  .max(10)
                  .custom((value) => (value === undefined || value === null ? 'Give this answer its points' : true)),
            }),
          ],
          preview: {
            select: {title: 'text', points: 'points'},
            prepare: ({title, points}) => ({title, subtitle: points === undefined ? undefined : `${points} points`}),
          },
        }),
      ],
    }),
  ],
  orderings: [{title: 'Number', name: 'numberAsc', by: [{field: 'number', direction: 'asc'}]}],
  preview: {
    select: {n: 'number', title: 'text', multi: 'multiSelect', area: 'area.name'},
    prepare: ({n, title, multi, area}) => ({
      title: `${n ?? '?'}. ${title ?? ''}`,
      subtitle: `${area ? `${area} · ` : ''}${multi ? 'Several answers' : 'One answer'}`,
    }),
  },
})
