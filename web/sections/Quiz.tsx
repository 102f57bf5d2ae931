import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {QuizIsland} from './islands.client'
import type {QuizQuestion, QuizRules} from '../quiz/scoring'

/**
 * The AI readiness quiz section: the questions and Quiz settings become plain props for the client
 * island (values that drive logic cleaned of visual-editing markers). Without settings or questions
 * the section renders nothing.
 */
export function Quiz({section}: {section: SectionOf<'quiz'>}) {
  const s = section.settings
  if (!s?.levels?.length || s.maxScore === null || s.multiSelectCap === null || section.questions.length === 0)
    return null
  const questions: QuizQuestion[] = section.questions.map((q) => ({
    number: clean(q.number),
    text: q.text,
    multiSelect: Boolean(clean(q.multiSelect)),
    options: (q.options ?? []).map((o) => ({text: o.text, points: clean(o.points)})),
  }))
  const rules: QuizRules = {
    maxScore: clean(s.maxScore),
    multiSelectCap: clean(s.multiSelectCap),
    levels: s.levels.map((l) => ({
      name: clean(l.name),
      minScore: clean(l.minScore),
      description: l.description,
      recommendations: l.recommendations,
      interpretation: l.interpretation,
    })),
  }
  return (
    <Section frame={section} width="max-w-4xl">
      <QuizIsland
        questions={questions}
        rules={rules}
        labels={{
          resultsHeading: section.resultsHeading,
          formHeading: section.formHeading,
          formIntro: section.formIntro,
          submitLabel: section.submitLabel,
          progressLabel: section.progressLabel,
          percentLabel: section.percentLabel,
          completeLabel: section.completeLabel,
          allAnsweredLabel: section.allAnsweredLabel,
          multiSelectHint: section.multiSelectHint,
          previousLabel: section.previousLabel,
          nextLabel: section.nextLabel,
          seeResultsLabel: section.seeResultsLabel,
          scoreLabel: section.scoreLabel,
          levelLabel: section.levelLabel,
          recommendationsHeading: section.recommendationsHeading,
          retakeLabel: section.retakeLabel,
          nameLabel: section.nameLabel,
          emailLabel: section.emailLabel,
          companyLabel: section.companyLabel,
          jobTitleLabel: section.jobTitleLabel,
          phoneLabel: section.phoneLabel,
          optionalNote: section.optionalNote,
          requiredNote: section.requiredNote,
          submittingLabel: section.submittingLabel,
          successMessage: section.successMessage,
          errorMessage: section.errorMessage,
        }}
      />
    </Section>
  )
}
