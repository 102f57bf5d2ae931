import {fill} from '@agency/schemas/lib/fill'
import {areaPercent, type AreaScore} from './areas'
import {DIAL_BOX, DIAL_STROKE, dial} from './dial'
import type {QuizLevel} from './scoring'

/**
 * A quiz result as the quiz's results and a shared result's page both show it: the score on a dial,
 * the level, then each area's share of its most (one scale for every area, whatever its most: a
 * question worth 8 makes one area's most 13 where the others' is 10), the weakest in amber; and the
 * weakest area's advice. Plain SVG and HTML, no hooks: the quiz's results island renders it in the
 * browser, the shared result page on the server.
 */

/** The words it shows, from the quiz section's content (a shared result's own for the score and the areas). */
export interface ResultSummaryLabels {
  scoreLabel: string
  levelLabel: string
  breakdownHeading: string
}

const BAND_CLASSES = ['stroke-violet-100', 'stroke-violet-200', 'stroke-violet-300', 'stroke-violet-400']

/**
 * The score on a dial (./dial.ts): the track in one band per level, their minimum scores marked, the
 * score's arc over it. Hidden from screen readers: the score and level are text beside it.
 */
export function ScoreDial({score, max, levels}: {score: number; max: number; levels: readonly QuizLevel[]}) {
  const {bands, value, knob, ticks} = dial(score, max, levels)
  return (
    <svg
      viewBox={`0 0 ${DIAL_BOX.width} ${DIAL_BOX.height}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
    >
      {bands.map((band, i) => (
        <path
          key={band.d}
          d={band.d}
          fill="none"
          strokeWidth={DIAL_STROKE}
          strokeLinecap={band.roundCap ? 'round' : 'butt'}
          className={BAND_CLASSES[i % BAND_CLASSES.length]}
        />
      ))}
      {value ? (
        <path d={value} fill="none" strokeWidth={DIAL_STROKE} strokeLinecap="round" className="stroke-violet-700" />
      ) : null}
      <circle
        cx={knob[0]}
        cy={knob[1]}
        r={DIAL_STROKE / 2 + 3}
        strokeWidth={3}
        className="fill-white stroke-violet-700"
      />
      {ticks.map((t) => (
        <text
          key={t.label}
          x={t.x}
          y={t.y}
          textAnchor={t.anchor}
          dominantBaseline="middle"
          className="fill-slate-600 text-[11px] font-semibold"
        >
          {t.label}
        </text>
      ))}
    </svg>
  )
}

/** The score on its dial and the level, then the areas: `headingLevel` is the areas heading's (h3 or h4). */
export function ResultSummary({
  score,
  maxScore,
  level,
  levels,
  areas,
  labels,
  headingLevel = 'h4',
  levelId,
  weakestId,
}: {
  score: number
  maxScore: number
  level: QuizLevel
  levels: readonly QuizLevel[]
  /** Null when the quiz's questions have no areas yet: then there is no breakdown. */
  areas: readonly AreaScore[] | null
  labels: ResultSummaryLabels
  headingLevel?: 'h2' | 'h3' | 'h4'
  levelId?: string
  /** The weakest area's id (./areas.ts, weakestArea): its bar is amber. */
  weakestId?: string
}) {
  const Heading = headingLevel
  return (
    <div className="@container">
      {/* The dial and the level side by side only where the box (not the screen) holds both: beside the
          sidebar at 1024 px the quiz's card is narrower than a phone held sideways. */}
      <div className="flex flex-col items-center gap-x-8 gap-y-2 @xl:flex-row">
        <div className="relative w-60 max-w-full shrink-0">
          <ScoreDial score={score} max={maxScore} levels={levels} />
          <p className="absolute inset-x-0 top-[38%] text-center leading-none">
            <span className="sr-only">{labels.scoreLabel} </span>
            <span data-testid="quiz-score" className="font-extrabold tracking-tight text-slate-900">
              <span className="text-6xl">{score}</span>
              <span className="text-2xl text-slate-600">/{maxScore}</span>
            </span>
          </p>
        </div>
        <p id={levelId} className="min-w-0 text-center text-lg text-slate-700 @xl:text-left">
          {labels.levelLabel}{' '}
          <strong
            data-testid="quiz-level"
            className="block text-3xl font-extrabold tracking-tight break-words text-violet-800 @xl:text-4xl"
          >
            {level.name}
          </strong>
        </p>
      </div>
      {areas?.length ? (
        <>
          <Heading className="mt-8 text-lg font-semibold text-slate-900">{labels.breakdownHeading}</Heading>
          <ul className="mt-4 space-y-5" data-testid="quiz-areas">
            {areas.map((area) => {
              const percent = areaPercent(area)
              return (
                <li key={area.id}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-slate-900">{area.name}</span>
                    <span className="text-base font-bold text-slate-900">{percent}%</span>
                  </div>
                  <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200">
                    <div
                      className={`h-full rounded-full ${area.id === weakestId ? 'bg-amber-500' : 'bg-violet-700'}`}
                      style={{width: `${percent}%`}}
                    />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{area.description}</p>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * The weakest area (./areas.ts, weakestArea) under its heading ("Your weakest area: {area}"), with its
 * share of its most and the advice editors wrote for it at the result's level (Quiz areas).
 */
export function WeakestArea({
  area,
  advice,
  label,
  headingLevel = 'h4',
}: {
  area: AreaScore
  advice: string | null
  /** "{area}" is the area's name. */
  label: string
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const Heading = headingLevel
  return (
    <div
      data-testid="quiz-weakest"
      className="mt-8 rounded-xl border-l-4 border-amber-500 bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <Heading className="text-lg font-semibold text-slate-900">{fill(label, {area: area.name})}</Heading>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-bold text-slate-900">{areaPercent(area)}%</span> · {area.description}
      </p>
      {advice ? <p className="mt-3 text-pretty text-slate-800">{advice}</p> : null}
    </div>
  )
}
