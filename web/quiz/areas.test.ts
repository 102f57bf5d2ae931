/**
 * The quiz's areas and shared result addresses, on the seed quiz: five areas of two questions each, and
 * an address that holds only a result the quiz can give.
 */
import {describe, expect, it} from 'vitest'
import {
  adviceFor,
  areaPercent,
  areaScores,
  areasOf,
  possiblePoints,
  readResultCode,
  resultCode,
  weakestArea,
} from './areas'
import {scoreQuiz, type QuizAnswers} from './scoring'
import {seedQuestions as questions, seedRules as rules} from './seed-quiz'

/** Answers from a number: every choice of every question is reached as the number runs. */
function answersFrom(seed: number): QuizAnswers {
  let n = seed
  const answers: Record<number, number[]> = {}
  for (const q of questions) {
    if (q.multiSelect) {
      const mask = (n % 31) + 1 // a non-empty set of the five tools
      n = Math.floor(n / 31)
      answers[q.number] = q.options.map((_, i) => i).filter((i) => mask & (2 ** i))
    } else {
      answers[q.number] = [n % q.options.length]
      n = Math.floor(n / q.options.length)
    }
  }
  return answers
}

describe('the seed quiz areas', () => {
  it('are five, in the order of their first question, each out of what its questions can score', () => {
    const scores = areaScores(questions, {}, rules)!
    expect(scores.map((a) => [a.name, a.max])).toEqual([
      ['Data', 10],
      ['Processes', 10],
      ['Team', 10],
      ['Tools', 13],
      ['Strategy', 10],
    ])
    expect(scores.every((a) => a.points === 0 && a.description.length > 10)).toBe(true)
    expect(areasOf(questions)!.map((a) => a.questions.map((q) => q.number))).toEqual([
      [1, 9],
      [2, 10],
      [3, 6],
      [4, 8],
      [5, 7],
    ])
  })

  it('add up to the raw score for any answers', () => {
    for (let seed = 0; seed < 2000; seed += 7) {
      const answers = answersFrom(seed * 7919)
      const total = areaScores(questions, answers, rules)!.reduce((sum, a) => sum + a.points, 0)
      expect(total).toBe(scoreQuiz(questions, answers, rules).raw)
    }
  })

  it('the multi-select question can score 4 or 8, never 0, 12 or more', () => {
    expect([...possiblePoints(questions[3]!, rules)].sort()).toEqual([4, 8])
    expect([...possiblePoints(questions[0]!, rules)].sort()).toEqual([0, 1, 3, 5])
  })

  it('show shares of their most in whole percent', () => {
    expect(areaPercent({points: 8, max: 10})).toBe(80)
    expect(areaPercent({points: 4, max: 13})).toBe(31)
    expect(areaPercent({points: 0, max: 0})).toBe(0)
  })

  it('are none when a question has no area yet', () => {
    const without = questions.map((q) => (q.number === 7 ? {...q, area: null} : q))
    expect(areasOf(without)).toBeNull()
    expect(areaScores(without, {}, rules)).toBeNull()
  })
})

describe('a shared result address', () => {
  it('reads back every result the quiz gives, as the quiz showed it', () => {
    for (let seed = 0; seed < 3000; seed += 3) {
      const answers = answersFrom(seed * 104729)
      const result = scoreQuiz(questions, answers, rules)
      const areas = areaScores(questions, answers, rules)!
      const code = resultCode(result.score, areas)
      const read = readResultCode(code, questions, rules)
      expect(read, code).not.toBeNull()
      expect(read!.score).toBe(result.score)
      expect(read!.level.name).toBe(result.level.name)
      expect(read!.areas).toEqual(areas)
    }
  })

  it('caps the score at 50 when every answer is the best (53 points)', () => {
    expect(readResultCode('50-10-10-10-13-10', questions, rules)?.level.name).toBe('Advanced')
    expect(readResultCode('53-10-10-10-13-10', questions, rules)).toBeNull()
  })

  it.each([
    ['text', 'hello-world'],
    ['markup', '36-<b>8</b>-10-6-7-5'],
    ['an empty address', ''],
    ['one number', '36'],
    ['too few areas', '36-8-10-6-12'],
    ['too many areas', '36-8-10-6-7-5-0'],
    ['a leading zero', '36-08-10-6-7-5'],
    ['a negative number', '-1-0-0-0-0-0'],
    ['a fraction', '36-8.5-10-6-7-5'],
    ['spaces', '36-8-10-6-7-5 '],
    ['four digits', '1036-8-10-6-7-5'],
    ['a score that is not the total', '35-8-10-6-7-5'],
    ['points an area cannot make (9 of 10: two answers of 5, 3, 1 or 0)', '34-9-10-6-4-5'],
    ['points over an area\u2019s most', '37-11-10-6-5-5'],
    ['tools without a tool (0 of 13 needs the multi-select question unanswered)', '20-5-5-5-0-5'],
    ['a very long address', `${'1-'.repeat(40)}1`],
  ])('refuses %s', (_name, code) => {
    expect(readResultCode(code, questions, rules)).toBeNull()
  })

  it('refuses every address when the quiz has no complete areas', () => {
    const without = questions.map((q) => (q.number === 1 ? {...q, area: null} : q))
    expect(readResultCode('36-8-10-6-7-5', questions, rules)).not.toBeNull()
    expect(readResultCode('36-8-10-6-7-5', without, rules)).toBeNull()
  })
})

describe('the weakest area', () => {
  const area = (id: string, points: number, max: number) => ({id, points, max})

  it('is the lowest share of its most, whatever the most: 7 of 13 is weaker than 6 of 10', () => {
    expect(weakestArea([area('team', 6, 10), area('tools', 7, 13), area('data', 8, 10)])?.id).toBe('tools')
  })

  it('is the first of equal shares, in the areas order', () => {
    expect(weakestArea([area('data', 10, 10), area('team', 5, 10), area('strategy', 5, 10)])?.id).toBe('team')
  })

  it('is none when every area has all its points, or there are no areas', () => {
    expect(weakestArea([area('data', 10, 10), area('tools', 13, 13)])).toBeNull()
    expect(weakestArea(null)).toBeNull()
    expect(weakestArea([])).toBeNull()
  })

  it("gives the advice written for it at the result's level, or none", () => {
    const advice = {'quizArea-team': {Beginner: 'Run a session', Advanced: 'Publish the rule'}}
    expect(adviceFor(advice, 'quizArea-team', 'Advanced')).toBe('Publish the rule')
    expect(adviceFor(advice, 'quizArea-team', 'Intermediate')).toBeNull()
    expect(adviceFor(advice, 'quizArea-data', 'Beginner')).toBeNull()
  })
})
