import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from '@sanity/types'
import {altField, imageProjection} from '../objects/image'
import {labelField, labelsFieldset, sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * The AI readiness quiz: every quiz question (in number order) and the quiz settings, then the results
 * and the lead form (which offers Site settings' support address and main number when a send fails).
 * The questions, their areas and the scoring are edited in their own documents. As
 * a page's first section it is the page's first screen: its heading is the page's h1, beside the first
 * question (web/sections/Quiz.tsx).
 */
const quiz = defineType({
  name: 'quiz',
  title: 'AI readiness quiz',
  type: 'object',
  icon: HelpCircleIcon,
  fieldsets: [{...labelsFieldset, title: 'Buttons, labels and messages'}],
  fields: [
    ...sectionFields(),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'image',
      description:
        "Shown beside the heading on wide screens when the quiz is the page's first section (then its heading is the page's title). Phones show the first question instead.",
      options: {hotspot: true},
      fields: [defineField(altField)],
    }),
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
    labelField(
      'startLabel',
      'Start button',
      "Under the heading when the quiz is the page's first section: takes the visitor to the first question.",
      'Start the quiz',
    ),
    labelField(
      'noScriptNote',
      'Without JavaScript',
      'Shown instead of the buttons when the browser runs no JavaScript, which the quiz needs to score the answers.',
      'The quiz needs JavaScript to score your answers: turn it on, or book a free strategy session with us.',
    ),
    labelField(
      'progressLabel',
      'Progress',
      'Above the progress bar and read before each question. Write {current} for the question\'s number and {total} for the number of questions, e.g. "Question {current} of {total}".',
      'Question {current} of {total}',
    ),
    labelField(
      'percentLabel',
      'Progress: percentage',
      'Beside the progress. Write {percent} for the share answered, e.g. "{percent}% complete".',
      '{percent}% complete',
    ),
    labelField('completeLabel', 'Progress: finished', 'Replaces the progress once the results show.', 'Quiz complete'),
    labelField(
      'allAnsweredLabel',
      'Progress bar: finished',
      'Read by screen readers on the finished progress bar. Write {total} for the number of questions.',
      'All {total} questions answered',
    ),
    labelField(
      'multiSelectHint',
      'Several answers hint',
      'Under a question that takes more than one answer.',
      'Select all that apply.',
    ),
    labelField('previousLabel', 'Previous button', 'Goes back one question.', 'Previous'),
    labelField('nextLabel', 'Next button', 'Moves on to the next question.', 'Next'),
    labelField(
      'seeResultsLabel',
      'See results button',
      'The last question\'s button, e.g. "See Results".',
      'See Results',
    ),
    labelField('scoreLabel', 'Score', 'Read by screen readers before the score, e.g. "Your score:".', 'Your score:'),
    labelField('levelLabel', 'Level', 'Before the level\'s name, e.g. "Level:".', 'Level:'),
    labelField(
      'breakdownHeading',
      'Areas heading',
      'Above the visitor\'s share of the most points in each quiz area, e.g. "Where you stand, area by area".',
      'Where you stand, area by area',
    ),
    labelField(
      'weakestAreaLabel',
      'Weakest area heading',
      'Above the advice for the visitor\'s weakest area (Quiz areas). Write {area} for its name, e.g. "Your weakest area: {area}".',
      'Your weakest area: {area}',
    ),
    labelField(
      'shareLabel',
      'Share button',
      'Shares (or copies) the link to a page with the score, level and areas, and nothing personal.',
      'Share your result',
    ),
    labelField(
      'shareCopiedLabel',
      'Share: link copied',
      'Shown when the link was copied rather than shared.',
      'Link copied. Anyone with it sees your score, level and areas, and nothing else.',
    ),
    labelField(
      'recommendationsHeading',
      'Recommendations heading',
      "Above the level's recommendations.",
      'Recommendations',
    ),
    labelField('retakeLabel', 'Retake button', 'Clears the answers and starts again.', 'Retake the quiz'),
    labelField('nameLabel', 'Lead form: name', 'Label of the required name field.', 'Full Name'),
    labelField('emailLabel', 'Lead form: email', 'Label of the required email field.', 'Email Address'),
    labelField('companyLabel', 'Lead form: company', 'Label of the required company field.', 'Company Name'),
    labelField('jobTitleLabel', 'Lead form: job title', 'Label of the required job title field.', 'Job Title'),
    labelField('phoneLabel', 'Lead form: phone', 'Label of the optional phone field.', 'Phone Number'),
    labelField(
      'optionalNote',
      'Lead form: optional note',
      'After an optional field\'s label, e.g. "(optional)".',
      '(optional)',
    ),
    labelField(
      'requiredNote',
      'Lead form: required fields note',
      "Above the fields, explaining the asterisk after a required field's label.",
      'Fields marked * are required.',
    ),
    labelField(
      'submittingLabel',
      'Lead form: sending',
      'The submit button while the details are being sent, e.g. "Submitting...".',
      'Submitting...',
    ),
    labelField(
      'successMessage',
      'Lead form: sent message',
      'The message that pops up when the details have been sent.',
      'Thank you for your submission! We will contact you soon.',
    ),
    labelField(
      'errorMessage',
      'Lead form: failed message',
      'The message that pops up when sending failed, and stays beside the form until the next try; the form keeps what the visitor typed.',
      'There was an error submitting your information. Please try again.',
    ),
    labelField(
      'otherWayLabel',
      'Lead form: another way',
      'Under the failed message beside the form. Write {email} and {phone}: they become links to the support address and the main phone number of Site settings.',
      'Or reach us directly: email {email} or call {phone}, any time of day.',
    ),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: `Quiz: ${title ?? ''}`})},
})

const quizProjection = /* groq */ `_type == "quiz" => {
  ${sectionBaseProjection}, "image": image${imageProjection}, resultsHeading, formHeading, formIntro, submitLabel,
  startLabel, noScriptNote, progressLabel, percentLabel, completeLabel, allAnsweredLabel, multiSelectHint, previousLabel,
  nextLabel, seeResultsLabel, scoreLabel, levelLabel, breakdownHeading, weakestAreaLabel, shareLabel, shareCopiedLabel,
  recommendationsHeading, retakeLabel, nameLabel, emailLabel, companyLabel, jobTitleLabel,
  phoneLabel, optionalNote, requiredNote, submittingLabel, successMessage, errorMessage, otherWayLabel,
  "contact": *[_type == "siteSettings" && _id == "siteSettings"][0]{supportEmail, phoneNumber},
  "questions": *[_type == "quizQuestion" && defined(number)] | order(number asc){
    _id, number, text, "multiSelect": coalesce(multiSelect, false),
    "options": options[]{_key, text, "points": coalesce(points, 0)},
    "area": area->{_id, name, description, "advice": advice[]{level, text}}
  },
  "settings": *[_id == "quizSettings"][0]{
    maxScore, multiSelectCap,
    "levels": levels[]{_key, name, minScore, description, recommendations, interpretation}
  }
}`

export const quizSection: Section = {schema: quiz, projection: quizProjection, purpose: 'forms'}
