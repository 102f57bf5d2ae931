import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {SanityImage} from '../components/SanityImage'
import {Section} from '../components/Section'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {clean} from '../lib/href'
import {formatPhone} from '../lib/phone'
import type {SectionOf} from '../lib/types'
import type {QuizLabels} from '../quiz/Quiz.client'
import {quizAdviceOf, quizQuestionsOf, quizRulesOf} from '../quiz/content'
import {QuizIsland} from './islands.client'

/**
 * The AI readiness quiz section: the questions (with their areas) and Quiz settings become plain props
 * for the client island. Without settings or questions the section renders nothing.
 *
 * As its page's first section it is the page's first screen, in the hero's colours: the heading is the
 * page's h1, with the intro, a button that starts the quiz and the picture (wide screens) beside the
 * quiz itself, so that on a 390 × 844 phone the first question's answers are on the first screen.
 * That intro is static markup inside this hydrated section: React hydrates only the quiz.
 */
export function Quiz({section, index}: {section: SectionOf<'quiz'>; index?: number}) {
  const rules = quizRulesOf(section.settings)
  if (!rules || section.questions.length === 0) return null
  const questions = quizQuestionsOf(section.questions)
  const anchor = clean(section.anchor) || 'quiz'
  const cardId = `${anchor}-start`
  const labels: QuizLabels = {
    resultsHeading: section.resultsHeading,
    formHeading: section.formHeading,
    formIntro: section.formIntro,
    submitLabel: section.submitLabel,
    noScriptNote: section.noScriptNote,
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
    breakdownHeading: section.breakdownHeading,
    weakestAreaLabel: section.weakestAreaLabel,
    shareLabel: section.shareLabel,
    shareCopiedLabel: section.shareCopiedLabel,
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
    otherWayLabel: section.otherWayLabel,
  }
  const {supportEmail, phoneNumber} = section.contact ?? {}
  const contact =
    supportEmail && phoneNumber
      ? {email: clean(supportEmail), phone: clean(phoneNumber), phoneLabel: formatPhone(clean(phoneNumber))}
      : null
  const quiz = (
    <QuizIsland
      questions={questions}
      rules={rules}
      advice={quizAdviceOf(section.questions)}
      contact={contact}
      labels={labels}
      cardId={cardId}
    />
  )
  if (index !== 0)
    return (
      <Section frame={section} width="max-w-4xl">
        {quiz}
      </Section>
    )

  const headingId = `${anchor}-heading`
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-gradient-to-br from-violet-800 via-indigo-800 to-slate-900 px-4 pb-12 pt-5 text-white sm:px-6 sm:pt-10 lg:px-10 lg:py-14"
    >
      <div className="mx-auto grid max-w-6xl items-start gap-5 sm:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <StaticMarkup className="lg:pt-4">
          <OwnPayloadRow>
            <div className="mx-auto max-w-3xl lg:mx-0">
              {section.eyebrow ? (
                <p className="text-xs font-semibold uppercase tracking-widest text-violet-200 sm:text-sm">
                  {section.eyebrow}
                </p>
              ) : null}
              <h1
                id={headingId}
                className="mt-1.5 text-balance text-[1.75rem] font-extrabold leading-tight tracking-tight sm:mt-3 sm:text-4xl lg:text-5xl"
              >
                {section.heading}
              </h1>
              {section.intro ? (
                <p className="mt-2 text-pretty text-violet-100 sm:mt-4 sm:text-lg">{section.intro}</p>
              ) : null}
              <a
                href={`#${cardId}`}
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2 text-sm font-semibold text-violet-800 shadow-sm hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:mt-6"
              >
                {section.startLabel}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 lg:-rotate-90" fill="currentColor">
                  <path d="M10 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4L9 13.6V4a1 1 0 0 1 1-1z" />
                </svg>
              </a>
              <SanityImage
                image={section.image}
                sizes="(min-width: 1024px) 36vw, 1px"
                className="mt-10 hidden h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10 lg:block"
              />
            </div>
          </OwnPayloadRow>
        </StaticMarkup>
        {quiz}
      </div>
    </section>
  )
}
