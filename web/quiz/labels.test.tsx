/**
 * The quiz's words come from the quiz section's content: the seed holds the specification's exact labels
 * and messages, and the components show whatever the content says, placeholders filled in.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {embeddedDocuments} from '@agency/dataset/seed'
import {LeadForm} from './LeadForm.client'
import {Quiz, type QuizLabels} from './Quiz.client'
import type {QuizQuestion, QuizRules} from './scoring'

const quizPage = embeddedDocuments().find((d) => d._id === 'page-ai-readiness-quiz')!
const seeded = (quizPage.sections as Array<{_type: string}>).find((s) => s._type === 'quiz') as unknown as QuizLabels

const questions: QuizQuestion[] = [1, 2, 3].map((number) => ({
  number,
  text: `Wie bereit sind Sie? (${number})`,
  multiSelect: number === 1,
  options: [
    {text: 'Yes', points: 5},
    {text: 'No', points: 0},
  ],
}))
const rules: QuizRules = {
  maxScore: 10,
  multiSelectCap: 8,
  levels: [{name: 'Beginner', minScore: 0, description: 'd', recommendations: ['r'], interpretation: 'i'}],
}

/** Every label replaced by a word the components could not have hard-coded. */
const edited = Object.fromEntries(Object.keys(seeded).map((k) => [k, `edited ${k}`])) as unknown as QuizLabels

describe('quiz wording', () => {
  it('seeds the labels and messages the specification fixes, word for word', () => {
    expect(seeded).toMatchObject({
      previousLabel: 'Previous',
      nextLabel: 'Next',
      seeResultsLabel: 'See Results',
      progressLabel: 'Question {current} of {total}',
      recommendationsHeading: 'Recommendations',
      nameLabel: 'Full Name',
      emailLabel: 'Email Address',
      companyLabel: 'Company Name',
      jobTitleLabel: 'Job Title',
      phoneLabel: 'Phone Number',
      submittingLabel: 'Submitting...',
      successMessage: 'Thank you for your submission! We will contact you soon.',
      errorMessage: 'There was an error submitting your information. Please try again.',
    })
  })

  it('shows the question progress, hint and buttons from the content, numbers filled in', () => {
    const html = renderToStaticMarkup(
      <Quiz
        questions={questions}
        rules={rules}
        advice={{}}
        contact={null}
        labels={{...edited, progressLabel: 'Frage {current} von {total}', percentLabel: '{percent} Prozent'}}
      />,
    )
    expect(html).toContain('Frage 1 von 3')
    expect(html).toContain('0 Prozent')
    expect(html).toContain('edited multiSelectHint')
    expect(html).toContain('edited previousLabel')
    expect(html).toContain('edited nextLabel')
    expect(html).not.toMatch(/Question|Previous|Next|complete|Select all/)
  })

  it('labels the lead form from the content', () => {
    const html = renderToStaticMarkup(
      <LeadForm
        result={{description: 'x', interpretation: 'y'}}
        areaPoints={null}
        heading="h"
        submitLabel="Send"
        labels={edited}
        contact={{email: 'support@helixai.example', phone: '+15550100123', phoneLabel: '+1 (555) 010-0123'}}
      />,
    )
    for (const key of [
      'nameLabel',
      'emailLabel',
      'companyLabel',
      'jobTitleLabel',
      'phoneLabel',
      'optionalNote',
      'requiredNote',
    ])
      expect(html).toContain(`edited ${key}`)
    expect(html).not.toMatch(/Full Name|Email Address|Company Name|Job Title|Phone Number|\(optional\)/)
  })
})
