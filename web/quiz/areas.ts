/**
 * The quiz's areas (Data, Processes, Team...) and a result's shareable address. Pure: no React, no I/O.
 *
 * Every question belongs to one area an editor names in the Studio (quizArea documents). An area's
 * most is what its questions can score at most; the results show each area's points as a share of it.
 * Areas are listed in the order of their first question.
 *
 * A shared result's address carries numbers only: the score, then each area's points in that order,
 * e.g. "36-8-10-6-11-5". readResultCode accepts it only when it is a result the quiz as it is now can
 * give (each area's points a sum its questions' answers can make, the score their total up to the
 * maximum), so no one can put words of their own on the site's page, nor a result no one could get.
 */
import {
  clampScore,
  levelFor,
  questionScore,
  type QuizAnswers,
  type QuizArea,
  type QuizLevel,
  type QuizQuestion,
  type QuizRules,
} from './scoring'

export type {QuizArea}

/** One area's part of a result. */
export interface AreaScore extends QuizArea {
  points: number
  /** The most its questions can score. */
  max: number
}

type Rules = Pick<QuizRules, 'multiSelectCap'>

/** Every point total one question can score once answered (Next needs an answer, so never "no answer"). */
export function possiblePoints(question: QuizQuestion, rules: Rules): Set<number> {
  const points = question.options.map((o) => Math.max(0, o.points))
  if (!question.multiSelect) return new Set(points)
  // Multi-select: any non-empty set of answers, their points added up to the cap.
  const sums = new Set<number>()
  for (let chosen = 1; chosen < 2 ** points.length; chosen++) {
    let sum = 0
    for (let i = 0; i < points.length; i++) if (chosen & (2 ** i)) sum += points[i]!
    sums.add(Math.min(sum, Math.max(0, rules.multiSelectCap)))
  }
  return sums
}

/** The most one question can score. */
export const questionMax = (question: QuizQuestion, rules: Rules) => Math.max(0, ...possiblePoints(question, rules))

/**
 * The areas in the order of their first question, each with its questions; null when a question has no
 * area (an editor has not chosen one yet): then the results show no breakdown and offer no link.
 */
export function areasOf(questions: readonly QuizQuestion[]): Array<QuizArea & {questions: QuizQuestion[]}> | null {
  const areas = new Map<string, QuizArea & {questions: QuizQuestion[]}>()
  for (const q of [...questions].sort((a, b) => a.number - b.number)) {
    if (!q.area) return null
    const area = areas.get(q.area.id) ?? {...q.area, questions: []}
    area.questions.push(q)
    areas.set(q.area.id, area)
  }
  return areas.size ? [...areas.values()] : null
}

/** Each area's points for these answers, out of its most; null when the quiz has no complete areas. */
export function areaScores(questions: readonly QuizQuestion[], answers: QuizAnswers, rules: Rules): AreaScore[] | null {
  return (
    areasOf(questions)?.map(({questions: own, ...area}) => ({
      ...area,
      points: own.reduce((sum, q) => sum + questionScore(q, answers[q.number], rules), 0),
      max: own.reduce((sum, q) => sum + questionMax(q, rules), 0),
    })) ?? null
  )
}

/** An area's share of its most, in whole percent. */
export const areaPercent = (area: Pick<AreaScore, 'points' | 'max'>) =>
  area.max > 0 ? Math.round((area.points / area.max) * 100) : 0

/**
 * The area a prospect should start with: the lowest share of its most (the first of equal ones, in the
 * areas' order). None when every area has all its points, or the quiz has no areas.
 */
export function weakestArea<A extends Pick<AreaScore, 'points' | 'max'>>(areas: readonly A[] | null): A | null {
  let weakest: A | null = null
  for (const area of areas ?? [])
    if (area.max > 0 && area.points < area.max && (!weakest || area.points / area.max < weakest.points / weakest.max))
      weakest = area
  return weakest
}

/** The advice editors wrote for each area at each level: area id → level name → advice (Quiz areas). */
export type AreaAdvice = Readonly<Record<string, Readonly<Record<string, string>>>>

/** The advice for an area at a level, or null when none is written. */
export const adviceFor = (advice: AreaAdvice, areaId: string, levelName: string): string | null =>
  advice[areaId]?.[levelName] ?? null

/** The address segment of a result: the score, then each area's points, joined with "-". */
export const resultCode = (score: number, areas: ReadonlyArray<Pick<AreaScore, 'points'>>) =>
  [score, ...areas.map((a) => a.points)].join('-')

/** What a shared result's page shows. */
export interface SharedResult {
  score: number
  maxScore: number
  level: QuizLevel
  areas: AreaScore[]
}

/** Whole numbers without leading zeros, at most three digits, 2 to 13 of them ("36-8-10-6-11-5"). */
const CODE = /^(?:0|[1-9][0-9]{0,2})(?:-(?:0|[1-9][0-9]{0,2})){1,12}$/

/** The sums one value from each set can make. */
function sums(sets: ReadonlyArray<Set<number>>): Set<number> {
  let reach = new Set([0])
  for (const set of sets) {
    const next = new Set<number>()
    for (const a of reach) for (const b of set) next.add(a + b)
    reach = next
  }
  return reach
}

/**
 * Which results the quiz as it is can give: each area's points that answers to its questions can add
 * up to, in the areas' order, and the score's maximum. Small and free of words, so the proxy
 * (web/proxy.ts, through /api/addresses) refuses any other result's address before a page renders.
 * Null when the quiz gives no shared results (a question without an area, or no levels).
 */
export interface ResultRule {
  areas: number[][]
  maxScore: number
}

export function resultRule(questions: readonly QuizQuestion[], rules: QuizRules): ResultRule | null {
  const areas = areasOf(questions)
  if (!areas || rules.levels.length === 0) return null
  return {
    areas: areas.map(({questions: own}) => [...sums(own.map((q) => possiblePoints(q, rules)))].sort((a, b) => a - b)),
    maxScore: rules.maxScore,
  }
}

/**
 * The score and each area's points of a result's address, or null when it is not one `rule` allows:
 * not in the form above, another number of areas than the quiz has, an area's points no answers to
 * its questions add up to, or a score that is not their total (capped at the maximum).
 */
export function resultCodeFits(code: string, rule: ResultRule): {score: number; points: number[]} | null {
  if (code.length > 64 || !CODE.test(code)) return null
  const [score, ...points] = code.split('-').map(Number) as [number, ...number[]]
  if (points.length !== rule.areas.length || points.some((p, i) => !rule.areas[i]!.includes(p))) return null
  const total = points.reduce((sum, p) => sum + p, 0)
  return score === clampScore(total, rule.maxScore) ? {score, points} : null
}

/** The result a shared address stands for, or null when it is not one the quiz can give (resultCodeFits). */
export function readResultCode(
  code: string,
  questions: readonly QuizQuestion[],
  rules: QuizRules,
): SharedResult | null {
  const rule = resultRule(questions, rules)
  const fits = rule && resultCodeFits(code, rule)
  if (!fits) return null
  const areas = areasOf(questions)!.map(({questions: own, ...area}, i) => ({
    ...area,
    points: fits.points[i]!,
    max: own.reduce((sum, q) => sum + questionMax(q, rules), 0),
  }))
  return {score: fits.score, maxScore: rules.maxScore, level: levelFor(fits.score, rules.levels), areas}
}
