/**
 * The AI readiness quiz's scoring: pure functions, no React, no I/O. Points and thresholds come from
 * content (quizQuestion options and the quizSettings document); SPEC_RULES below are the seed's values.
 */

export interface QuizOption {
  text: string
  /** Points this answer scores. On the multi-select question the chosen answers' points add up, to `rules.multiSelectCap`. */
  points: number
}

/** A part of the business questions are about (web/quiz/areas.ts). */
export interface QuizArea {
  id: string
  name: string
  /** What the area covers, read under its bar. */
  description: string
}

export interface QuizQuestion {
  number: number
  text: string
  multiSelect: boolean
  options: QuizOption[]
  /** The area the question belongs to; null until an editor chooses one. */
  area?: QuizArea | null
}

export interface QuizLevel {
  name: string
  /** Scores from this number up reach this level (the highest reached level wins). */
  minScore: number
  /** To the prospect. */
  description: string
  /** The same about "this business", for the person a result was shared with; null when not written. */
  sharedDescription?: string | null
  recommendations: string[]
  interpretation: string
}

export interface QuizRules {
  maxScore: number
  multiSelectCap: number
  levels: QuizLevel[]
}

/** Chosen option indexes per question number. */
export type QuizAnswers = Readonly<Record<number, readonly number[]>>

export interface QuizResult {
  /** The total before clamping (may exceed maxScore: nine 5-point questions plus 8 make 53). */
  raw: number
  /** The score shown: the total clamped to 0..maxScore. */
  score: number
  maxScore: number
  level: QuizLevel
}

/**
 * The published scoring rules: scores shown out of 50, each option of the multi-select question carrying
 * its own 4 points and together at most 8, Intermediate from 16 and Advanced from 31. The seed uses them, and
 * the quiz falls back on them when the settings document is missing.
 */
export const SPEC_RULES = {
  maxScore: 50,
  multiSelectPoints: 4,
  multiSelectCap: 8,
  advancedFrom: 31,
  intermediateFrom: 16,
} as const

/** Answer option `index` of `question`: single choice replaces the answer, multi-select toggles it. */
export function selectOption(
  answers: QuizAnswers,
  question: Pick<QuizQuestion, 'number' | 'multiSelect' | 'options'>,
  index: number,
): QuizAnswers {
  if (!Number.isInteger(index) || index < 0 || index >= question.options.length) return answers
  const current = answers[question.number] ?? []
  let next: number[]
  if (question.multiSelect) {
    next = current.includes(index) ? current.filter((i) => i !== index) : [...current, index].sort((a, b) => a - b)
  } else {
    next = [index]
  }
  return {...answers, [question.number]: next}
}

/** Next is enabled only when the question has at least one chosen option. */
export const isAnswered = (answers: QuizAnswers, questionNumber: number) => (answers[questionNumber]?.length ?? 0) > 0

/** The points one question scores for the chosen option indexes. */
export function questionScore(
  question: QuizQuestion,
  chosen: readonly number[] | undefined,
  rules: Pick<QuizRules, 'multiSelectCap'>,
): number {
  const valid = [...new Set(chosen ?? [])].filter((i) => Number.isInteger(i) && i >= 0 && i < question.options.length)
  if (valid.length === 0) return 0
  if (question.multiSelect) {
    const sum = valid.reduce((total, i) => total + Math.max(0, question.options[i]!.points), 0)
    return Math.min(sum, Math.max(0, rules.multiSelectCap))
  }
  // Single choice: the one answer (the last chosen, should several be given).
  return Math.max(0, question.options[valid[valid.length - 1]!]!.points)
}

/** The total of all questions before clamping. */
export function rawScore(questions: readonly QuizQuestion[], answers: QuizAnswers, rules: QuizRules): number {
  return questions.reduce((sum, q) => sum + questionScore(q, answers[q.number], rules), 0)
}

/** The score shown to the visitor: never above the maximum, never below 0. */
export const clampScore = (raw: number, maxScore: number) => Math.min(Math.max(0, raw), maxScore)

/** The level a score reaches: the one with the highest minimum score at or below it (else the lowest). */
export function levelFor(score: number, levels: readonly QuizLevel[]): QuizLevel {
  if (levels.length === 0) throw new Error('The quiz has no levels: add them in Quiz settings')
  const sorted = [...levels].sort((a, b) => a.minScore - b.minScore)
  return sorted.reduce((found, level) => (score >= level.minScore ? level : found), sorted[0]!)
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers, rules: QuizRules): QuizResult {
  const raw = rawScore(questions, answers, rules)
  const score = clampScore(raw, rules.maxScore)
  return {raw, score, maxScore: rules.maxScore, level: levelFor(score, rules.levels)}
}

/** The submission's description, e.g. "Score: 34/50 - Advanced". */
export const describeResult = (result: Pick<QuizResult, 'score' | 'maxScore' | 'level'>) =>
  `Score: ${result.score}/${result.maxScore} - ${result.level.name}`
