import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'

/**
 * The AI readiness quiz: every quiz question (in number order) and the quiz settings, then the results
 * and the lead form. The questions and scoring are edited in their own documents.
 */
export const quiz = defineType({
  name: 'quiz',
  title: 'AI readiness quiz',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'resultsHeading',
      title: 'Results heading',
      type: 'string',
      initialValue: 'Your AI readiness score',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'formHeading',
      title: 'Lead form heading',
      type: 'string',
      initialValue: 'Get your personalised AI roadmap',
      validation: (r) => r.required().max(80),
    }),
    defineField({name: 'formIntro', title: 'Lead form intro', type: 'text', rows: 2, validation: (r) => r.max(300)}),
    defineField({
      name: 'submitLabel',
      title: 'Submit button',
      type: 'string',
      initialValue: 'Send My Results',
      validation: (r) => r.required().max(40),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Quiz: ${title ?? ''}`})},
})

export const quizProjection = /* groq */ `_type == "quiz" => {
  ${sectionBaseProjection}, resultsHeading, formHeading, formIntro, submitLabel,
  "questions": *[_type == "quizQuestion" && defined(number)] | order(number asc){
    _id, number, text, "multiSelect": coalesce(multiSelect, false),
    "options": options[]{_key, text, "points": coalesce(points, 0)}
  },
  "settings": *[_id == "quizSettings"][0]{
    maxScore, multiSelectCap,
    "levels": levels[]{_key, name, minScore, description, recommendations, interpretation}
  }
}`
