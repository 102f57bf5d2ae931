'use client'

import {useState} from 'react'
import {type AreaAdvice, type AreaScore, adviceFor, resultCode, weakestArea} from './areas'
import {type AgencyContact, LeadForm, type LeadFormLabels} from './LeadForm.client'
import {resultPath} from './paths'
import {ResultSummary, type ResultSummaryLabels, WeakestArea} from './ResultSummary'
import {describeResult, type QuizLevel, type QuizResult} from './scoring'

/** The results' words, from the quiz section's content. */
export interface ResultsLabels extends LeadFormLabels, ResultSummaryLabels {
  formHeading: string
  formIntro?: string | null
  submitLabel: string
  recommendationsHeading: string
  /** "Your weakest area: {area}" */
  weakestAreaLabel: string
  retakeLabel: string
  shareLabel: string
  shareCopiedLabel: string
}

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 motion-reduce:transition-none'

/**
 * What the quiz shows once every question is answered, in this order: the score on a dial, the level,
 * each area's share of its most (./ResultSummary.tsx), the level's description, the weakest area with
 * the advice for it at this level, the level's four recommendations, the buttons to share the result and to start again, and the lead form. A chunk of its own, loaded while
 * the visitor answers (./Quiz.client.tsx), so the page does not load it, nor the lead form, with the
 * first question.
 */
export default function Results({
  result,
  levels,
  areas,
  advice,
  contact,
  labels,
  onRetake,
}: {
  result: QuizResult
  levels: readonly QuizLevel[]
  areas: AreaScore[] | null
  advice: AreaAdvice
  contact: AgencyContact | null
  labels: ResultsLabels
  onRetake: () => void
}) {
  const [copied, setCopied] = useState(false)
  const path = areas ? resultPath(resultCode(result.score, areas)) : null
  const weakest = weakestArea(areas)

  // The share sheet where the browser has one (phones), else the link copied; the link is on screen too.
  async function share(url: string) {
    if (navigator.share) {
      try {
        await navigator.share({url})
        return
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard either (an insecure page): the link below can still be copied by hand.
    }
  }

  return (
    <>
      <div className="mt-6">
        <ResultSummary
          score={result.score}
          maxScore={result.maxScore}
          level={result.level}
          levels={levels}
          areas={areas}
          labels={labels}
          weakestId={weakest?.id}
        />
      </div>
      <p className="mt-8 text-pretty text-lg text-slate-700">{result.level.description}</p>
      {weakest ? (
        <WeakestArea
          area={weakest}
          advice={adviceFor(advice, weakest.id, result.level.name)}
          label={labels.weakestAreaLabel}
        />
      ) : null}
      <h4 className="mt-8 text-lg font-semibold">{labels.recommendationsHeading}</h4>
      <ul className="mt-3 space-y-3">
        {result.level.recommendations.map((r) => (
          <li key={r} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-1 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-violet-100 text-xs font-bold text-violet-800"
            >
              ✓
            </span>
            <span className="text-slate-700">{r}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        {path ? (
          <button
            type="button"
            onClick={() => void share(new URL(path, window.location.href).href)}
            className={`${button} bg-violet-700 text-white hover:bg-violet-800`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {labels.shareLabel}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onRetake}
          className={`${button} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`}
        >
          {labels.retakeLabel}
        </button>
      </div>
      {path ? (
        <p className="mt-3 text-sm text-slate-600">
          <a href={path} className="break-all font-medium text-violet-800 underline underline-offset-2">
            {window.location.host}
            {path}
          </a>
          <span role="status" className="block">
            {copied ? labels.shareCopiedLabel : ''}
          </span>
        </p>
      ) : null}
      <LeadForm
        result={{description: describeResult(result), interpretation: result.level.interpretation}}
        areaPoints={areas?.map((a) => a.points) ?? null}
        heading={labels.formHeading}
        intro={labels.formIntro}
        submitLabel={labels.submitLabel}
        labels={labels}
        contact={contact}
      />
    </>
  )
}
