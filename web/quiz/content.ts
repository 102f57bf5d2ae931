/**
 * The quiz's questions and rules as the scoring code takes them (./scoring.ts, ./areas.ts), from what
 * the queries return: the quiz section, the results email and a shared result's page read the same
 * fields. Values that drive logic are cleaned of visual-editing markers.
 */
import {clean} from '../lib/href'
import type {AreaAdvice} from './areas'
import type {QuizLevel, QuizQuestion, QuizRules} from './scoring'

/** A question as the queries project it. */
export interface QuestionContent {
  number: number
  text?: string | null
  multiSelect: boolean
  options: Array<{text?: string | null; points: number}> | null
  area: {
    _id: string
    name: string | null
    description: string | null
    advice?: Array<{level: string | null; text: string | null}> | null
  } | null
}

export const quizQuestionsOf = (questions: readonly QuestionContent[]): QuizQuestion[] =>
  questions.map((q) => ({
    number: clean(q.number),
    text: q.text ?? '',
    multiSelect: Boolean(clean(q.multiSelect)),
    options: (q.options ?? []).map((o) => ({text: o.text ?? '', points: clean(o.points)})),
    area: q.area ? {id: clean(q.area._id), name: q.area.name ?? '', description: q.area.description ?? ''} : null,
  }))

/** Each area's advice by level, once per area however many questions it has (./areas.ts, adviceFor). */
export function quizAdviceOf(questions: readonly QuestionContent[]): AreaAdvice {
  const advice: Record<string, Record<string, string>> = {}
  for (const {area} of questions) {
    if (!area || advice[clean(area._id)]) continue
    advice[clean(area._id)] = Object.fromEntries(
      (area.advice ?? []).flatMap(({level, text}) => (level && text?.trim() ? [[clean(level), text.trim()]] : [])),
    )
  }
  return advice
}

/** Quiz settings' scoring rules, or null when they are incomplete (no levels, no maximum). */
export function quizRulesOf(
  settings:
    | {
        maxScore: number | null
        multiSelectCap: number | null
        levels: Array<
          Omit<QuizLevel, 'recommendations' | 'sharedDescription'> & {
            recommendations: string[] | null
            sharedDescription?: string | null
          }
        > | null
      }
    | null
    | undefined,
): QuizRules | null {
  if (!settings?.levels?.length || settings.maxScore === null || settings.multiSelectCap === null) return null
  return {
    maxScore: clean(settings.maxScore),
    multiSelectCap: clean(settings.multiSelectCap),
    levels: settings.levels.map((l) => ({
      name: clean(l.name),
      minScore: clean(l.minScore),
      description: l.description,
      sharedDescription: l.sharedDescription ?? null,
      recommendations: l.recommendations ?? [],
      interpretation: l.interpretation,
    })),
  }
}
