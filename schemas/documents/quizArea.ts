import {TargetIcon} from '@sanity/icons/Target'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {apiVersion} from '../lib/api'

type Advice = {level?: string}

/** Each level has one piece of advice, so the one shown is never a matter of order. */
function oneEach(advice: unknown): true | string {
  const levels = ((advice ?? []) as Advice[]).map((a) => a.level).filter(Boolean)
  const twice = levels.find((level, i) => levels.indexOf(level) !== i)
  return twice ? `"${twice}" has advice twice: keep one` : true
}

/**
 * One area of the AI readiness quiz (Data, Processes, Team...): every quiz question belongs to one, and
 * the results show each area's points as a share of its maximum. Areas are listed in the order of
 * their first question. A shared result's address holds the points of each area in that order
 * (web/quiz/areas.ts), so moving a question to another area changes what earlier shared links mean:
 * such a link then shows a clear "this result no longer matches the quiz" page.
 *
 * A prospect's weakest area (the lowest share of its most) is named on their results with the advice
 * written here for their level (web/quiz/areas.ts, weakestArea).
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
        'Read under its bar in the results, on a shared result and in the results email, so written without "you" or "your", e.g. "How clean and connected the data is".',
      validation: (r) => r.required().max(90),
    }),
    defineField({
      name: 'advice',
      title: 'Advice, level by level',
      type: 'array',
      description:
        'When this is a prospect\'s weakest area, their results name it and show the advice for their level: the first thing to do about it, specific enough to act on this month. One piece per level of Quiz settings. Write it as an instruction without "you" or "your": a shared result shows it to the person it was sent to.',
      of: [
        defineArrayMember({
          name: 'areaAdvice',
          title: 'Advice',
          type: 'object',
          fields: [
            defineField({
              name: 'level',
              title: 'Level',
              type: 'string',
              description:
                'The level\'s name exactly as in Quiz settings, e.g. "Beginner". Rename it here too when it changes there.',
              validation: (r) => [
                r.required(),
                r.custom(async (value, context) => {
                  if (typeof value !== 'string' || !value) return true
                  const names = await context
                    .getClient({apiVersion})
                    .fetch<string[] | null>('*[_id == "quizSettings"][0].levels[].name')
                  if (!names?.length || names.includes(value)) return true
                  return `Quiz settings has no level "${value}": it has ${names.map((n) => `"${n}"`).join(', ')}`
                }),
              ],
            }),
            defineField({
              name: 'text',
              title: 'Advice',
              type: 'text',
              rows: 3,
              validation: (r) => r.required().max(400),
            }),
          ],
          preview: {select: {title: 'level', subtitle: 'text'}},
        }),
      ],
      validation: (r) => r.custom(oneEach),
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'description'}},
})
