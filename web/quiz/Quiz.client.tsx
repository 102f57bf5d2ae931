'use client'

import {countStep} from '../funnel/visit'
import {lazy, Suspense, useEffect, useId, useRef, useState} from 'react'
import {fill} from '@agency/schemas/lib/fill'
import {type AreaAdvice, areaScores} from './areas'
import type {AgencyContact} from './LeadForm.client'
import type {ResultsLabels} from './Results.client'
import {isAnswered, scoreQuiz, selectOption, type QuizAnswers, type QuizQuestion, type QuizRules} from './scoring'

/** Every word the quiz shows, from the quiz section's content; {current}, {total} and {percent} are filled in. */
export interface QuizLabels extends ResultsLabels {
  resultsHeading: string
  noScriptNote: string
  progressLabel: string
  percentLabel: string
  completeLabel: string
  allAnsweredLabel: string
  multiSelectHint: string
  previousLabel: string
  nextLabel: string
  seeResultsLabel: string
}

// The results and the lead form: a chunk of their own, asked for as soon as the visitor answers the
// first question, so the page loads only what the questions need and the results are there in time.
const loadResults = () => import('./Results.client')
const Results = lazy(loadResults)

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed'

/**
 * The AI readiness quiz: one question at a time with a progress bar, then the results (./Results.client.tsx:
 * the score on a dial, the level, each area's points, the level's description and recommendations, sharing,
 * and the lead form). Native radio buttons (arrow keys, space) for single choice, checkboxes for the
 * multi-select question; focus moves to each new question's heading. Without JavaScript the first question
 * shows with a note that the quiz needs it, in place of buttons that could do nothing.
 */
export function Quiz({
  questions,
  rules,
  advice,
  contact,
  labels,
  cardId,
}: {
  questions: QuizQuestion[]
  rules: QuizRules
  /** Each area's advice by level, for the weakest area on the results. */
  advice: AreaAdvice
  /** The agency's address and number, offered when the lead form cannot be sent. */
  contact: AgencyContact | null
  labels: QuizLabels
  /** The id of the quiz's card: the page's start button links to it. */
  cardId?: string
}) {
  const total = questions.length
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<QuizAnswers>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const id = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: moves focus to the heading each time the step changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  const go = (next: number) => {
    moved.current = true
    if (next >= total && step < total) countStep('quiz_finished')
    setStep(next)
  }

  const done = step >= total
  const question = questions[Math.min(step, total - 1)]!
  const answered = isAnswered(answers, question.number)
  const chosen = answers[question.number] ?? []
  const result = done ? scoreQuiz(questions, answers, rules) : null
  const choose = (index: number) => {
    void loadResults()
    if (Object.keys(answers).length === 0) countStep('quiz_started')
    setAnswers((a) => selectOption(a, question, index))
  }
  const current = Math.min(step + 1, total)
  const progress = fill(labels.progressLabel, {current, total})

  return (
    <div
      id={cardId}
      className="mx-auto w-full max-w-3xl scroll-mt-20 rounded-2xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="mb-6 sm:mb-8">
        <div className="mb-2 flex justify-between text-sm font-medium text-slate-700">
          <span id={`${id}-progress`}>{done ? labels.completeLabel : progress}</span>
          <span aria-hidden="true">
            {fill(labels.percentLabel, {percent: Math.round(((done ? total : step) / total) * 100)})}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done ? total : step}
          aria-valuetext={done ? fill(labels.allAnsweredLabel, {total}) : progress}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-violet-700 transition-[width] duration-300 motion-reduce:transition-none"
            style={{width: `${((done ? total : step) / total) * 100}%`}}
          />
        </div>
      </div>

      {result ? (
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold focus:outline-none">
            {labels.resultsHeading}
          </h3>
          <Suspense fallback={null}>
            <Results
              result={result}
              levels={rules.levels}
              areas={areaScores(questions, answers, rules)}
              advice={advice}
              contact={contact}
              labels={labels}
              onRetake={() => {
                setAnswers({})
                go(0)
              }}
            />
          </Suspense>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (answered) go(step + 1)
          }}
        >
          <fieldset key={question.number} aria-describedby={question.multiSelect ? `${id}-hint` : undefined}>
            <legend className="w-full">
              <h3
                ref={headingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-xl font-bold text-balance focus:outline-none sm:text-2xl"
              >
                <span className="sr-only">{progress}: </span>
                {question.text}
              </h3>
            </legend>
            {question.multiSelect ? (
              <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
                {labels.multiSelectHint}
              </p>
            ) : null}
            <div className="mt-4 grid gap-2.5 sm:mt-6 sm:gap-3">
              {question.options.map((option, i) => {
                const checked = chosen.includes(i)
                return (
                  <label
                    key={`${question.number}-${i}`}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2.5 transition-colors sm:py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700 motion-reduce:transition-none ${checked ? 'border-violet-700 bg-violet-50' : 'border-slate-200 hover:border-violet-300'}`}
                  >
                    <input
                      type={question.multiSelect ? 'checkbox' : 'radio'}
                      name={`${id}-q${question.number}`}
                      value={i}
                      checked={checked}
                      onChange={() => choose(i)}
                      className="h-5 w-5 shrink-0 accent-violet-700 focus:outline-none"
                    />
                    <span className="text-slate-800">{option.text}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
          <noscript>
            <p className="mt-6 rounded-xl bg-violet-50 p-4 text-sm text-slate-800 ring-1 ring-violet-200">
              {labels.noScriptNote}
            </p>
          </noscript>
          <div className="mt-6 flex items-center justify-between gap-4 noscript:hidden">
            <button
              type="button"
              disabled={step === 0}
              onClick={() => go(step - 1)}
              className={`${button} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-500 disabled:opacity-60`}
            >
              {labels.previousLabel}
            </button>
            <button
              type="submit"
              disabled={!answered}
              className={`${button} bg-violet-700 text-white hover:bg-violet-800 disabled:bg-slate-300 disabled:text-slate-700`}
            >
              {step === total - 1 ? labels.seeResultsLabel : labels.nextLabel}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
