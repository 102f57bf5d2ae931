/**
 * The embedded dataset's quiz (../test/seed-documents.ts) as the scoring code takes it: for the tests, which
 * check the quiz, its areas, shared addresses and the results email against the published content.
 */
import {quizAreas, quizQuestions, quizSettings} from '../test/seed-documents'
import type {QuizQuestion, QuizRules} from './scoring'

const areaOf = (id: string) => {
  const a = quizAreas.find((x) => x._id === id)
  if (!a) throw new Error(`The seed has no quiz area ${id}`)
  return {id: a._id, name: a.name, description: a.description}
}

/** The seed's questions in number order, with their areas. */
export const seedQuestions: QuizQuestion[] = [...quizQuestions]
  .sort((a, b) => a.number - b.number)
  .map((q) => ({
    number: q.number,
    text: q.text,
    multiSelect: Boolean(q.multiSelect),
    options: q.options.map((o) => ({text: o.text, points: o.points ?? 0})),
    area: areaOf(q.area._ref),
  }))

/** The seed's scoring rules (Quiz settings). */
export const seedRules: QuizRules = {
  maxScore: quizSettings.maxScore,
  multiSelectCap: quizSettings.multiSelectCap,
  levels: quizSettings.levels.map((l) => ({
    name: l.name,
    minScore: l.minScore,
    description: l.description,
    recommendations: l.recommendations,
    interpretation: l.interpretation,
  })),
}
