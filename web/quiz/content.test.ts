/**
 * The quiz content: the Studio's validation rules refuse broken questions and settings, and the seed
 * holds the quiz's published rules (10 questions, 5/3/1/0 points, question 4 multi-select at 4 per answer capped
 * at 8, levels from 0, 16 and 31, four recommendations each, maximum 50).
 */
import {describe, expect, it} from 'vitest'
import type {Doc} from '@agency/dataset/dataset'
import {embeddedDocuments} from '@agency/dataset/seed'
import {describeMarker, validateAll} from '@agency/dataset/validation'
import {quizAreas, quizQuestions, quizSettings} from '../test/seed-documents'
import {adviceFor} from './areas'
import {type QuestionContent, quizAdviceOf} from './content'
import {levelFor, scoreQuiz, SPEC_RULES, type QuizQuestion, type QuizRules} from './scoring'

const docs = embeddedDocuments()
const errors = async (subject: Doc) => {
  const [r] = await validateAll(docs, [subject])
  return (r?.markers ?? []).filter((m) => m.level === 'error').map(describeMarker)
}
const question = (n: number) => docs.find((d) => d._id === `quizQuestion-${n}`)!
const settings = docs.find((d) => d._id === 'quizSettings')!
const area = (key: string) => docs.find((d) => d._id === `quizArea-${key}`)!

describe('Studio validation of quiz content', () => {
  it('accepts the seed questions and settings', async () => {
    for (const d of [...docs.filter((x) => x._type === 'quizQuestion'), settings]) expect(await errors(d)).toEqual([])
  }, 60_000)

  it('refuses a question without options', async () => {
    expect((await errors({...question(1), options: []})).some((m) => m.startsWith('options'))).toBe(true)
    const {options: _o, ...without} = question(2)
    expect((await errors(without as Doc)).some((m) => m.startsWith('options'))).toBe(true)
  })

  it('refuses a negative or missing point value on a single-choice question', async () => {
    const q = question(1)
    const options = (q.options as Record<string, unknown>[]).map((o, i) =>
      i === 0 ? {...o, points: -1} : i === 1 ? {...o, points: undefined} : o,
    )
    const e = await errors({...q, options})
    expect(e.filter((m) => m.includes('points'))).toHaveLength(2)
  })

  it('allows several answers only on question 4, and a question number 1 to 10', async () => {
    expect((await errors({...question(2), multiSelect: true})).some((m) => m.startsWith('multiSelect'))).toBe(true)
    expect((await errors({...question(2), number: 11})).some((m) => m.startsWith('number'))).toBe(true)
  })

  it('refuses a missing point value on the multi-select question too', async () => {
    const q = question(4)
    const options = (q.options as Record<string, unknown>[]).map((o, i) => (i === 0 ? {...o, points: undefined} : o))
    expect((await errors({...q, options})).filter((m) => m.includes('points'))).toHaveLength(1)
  })

  it("refuses advice for a level Quiz settings does not have, and a level's advice written twice", async () => {
    const advice = area('team').advice as Array<Record<string, unknown>>
    expect(await errors(area('team'))).toEqual([])
    const unknown = await errors({...area('team'), advice: [...advice.slice(1), {...advice[0], level: 'Expert'}]})
    expect(unknown.some((m) => m.includes('no level "Expert"'))).toBe(true)
    const twice = await errors({...area('team'), advice: [...advice, {...advice[0], _key: 'again'}]})
    expect(twice.some((m) => m.includes('"Beginner" has advice twice'))).toBe(true)
  })

  it('refuses a negative multi-select cap, levels without a 0 start and a level without four recommendations', async () => {
    const levels = (settings.levels as Record<string, unknown>[]).map((l, i) =>
      i === 0 ? {...l, minScore: 5, recommendations: ['Only one']} : l,
    )
    const e = await errors({...settings, multiSelectCap: -8, levels})
    expect(e.some((m) => m.startsWith('multiSelectCap'))).toBe(true)
    expect(e.some((m) => m.includes('start at 0'))).toBe(true)
    expect(e.some((m) => m.includes('recommendations'))).toBe(true)
  })
})

describe('the seed quiz follows the published rules', () => {
  const qs: QuizQuestion[] = quizQuestions.map((q) => ({
    number: q.number,
    text: q.text,
    multiSelect: Boolean(q.multiSelect),
    options: q.options.map((o) => ({text: o.text, points: o.points ?? 0})),
  }))
  const rules: QuizRules = {
    maxScore: quizSettings.maxScore,
    multiSelectCap: quizSettings.multiSelectCap,
    levels: quizSettings.levels,
  }

  it('has questions 1 to 10, only question 4 multi-select, single-choice answers scoring 5, 3, 1, 0', () => {
    expect(qs.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(qs.filter((q) => q.multiSelect).map((q) => q.number)).toEqual([4])
    for (const q of qs.filter((x) => !x.multiSelect)) expect(q.options.map((o) => o.points)).toEqual([5, 3, 1, 0])
  })

  it('gives every option of question 4 its own 4 points, with the cap of 8 in the settings', () => {
    const q4 = quizQuestions.find((q) => q.number === 4)!
    expect(q4.options.map((o) => o.points)).toEqual(q4.options.map(() => SPEC_RULES.multiSelectPoints))
    expect(quizSettings).not.toHaveProperty('multiSelectPoints')
  })

  it('has the published constants and levels', () => {
    expect(rules.maxScore).toBe(SPEC_RULES.maxScore)
    expect(rules.multiSelectCap).toBe(SPEC_RULES.multiSelectCap)
    expect(rules.levels.map((l) => [l.name, l.minScore])).toEqual([
      ['Beginner', 0],
      ['Intermediate', SPEC_RULES.intermediateFrom],
      ['Advanced', SPEC_RULES.advancedFrom],
    ])
    for (const l of rules.levels) expect(l.recommendations).toHaveLength(4)
    expect([31, 30, 16, 15].map((s) => levelFor(s, rules.levels).name)).toEqual([
      'Advanced',
      'Intermediate',
      'Intermediate',
      'Beginner',
    ])
  })

  it('tops out at 53 points, shown as 50', () => {
    const answers = Object.fromEntries(qs.map((q) => [q.number, q.multiSelect ? q.options.map((_, i) => i) : [0]]))
    const result = scoreQuiz(qs, answers, rules)
    expect(result.raw).toBe(53)
    expect(result.score).toBe(50)
  })
})

describe('the seed quiz advice fits the prospect', () => {
  const levels = quizSettings.levels!
  const areaNames = quizAreas.map((a) => a.name!)

  it('has specific advice for every area at every level, each its own', () => {
    const content = quizQuestions.map((q) => ({
      ...q,
      options: null,
      area: quizAreas.find((a) => a._id === q.area?._ref) ?? null,
    })) as unknown as QuestionContent[]
    const advice = quizAdviceOf(content)
    const all = quizAreas.flatMap((a) => levels.map((l) => adviceFor(advice, a._id, l.name!)))
    expect(all).toHaveLength(15)
    for (const text of all) expect(text?.length).toBeGreaterThan(120)
    expect(new Set(all).size).toBe(all.length)
  })

  it('describes each level without naming an area: a prospect at that level may be weak in any of them', () => {
    for (const l of levels)
      for (const text of [l.description, l.sharedDescription])
        for (const name of [...areaNames, 'leadership'])
          expect(text, `${l.name} names ${name}`).not.toMatch(new RegExp(`\\b${name}`, 'i'))
  })

  it('writes what a shared result shows for the person it was sent to: no "you" or "your"', () => {
    const shown = [
      ...levels.flatMap((l) => [l.sharedDescription, ...(l.recommendations ?? [])]),
      ...quizAreas.flatMap((a) => [a.description, ...(a.advice?.map((x) => x.text) ?? [])]),
    ]
    for (const text of shown) expect(text).not.toMatch(/\byou(r|rs|rself)?\b/i)
  })
})
