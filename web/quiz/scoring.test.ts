import {describe, expect, it} from 'vitest'
import {
  clampScore,
  describeResult,
  isAnswered,
  levelFor,
  questionScore,
  rawScore,
  scoreQuiz,
  selectOption,
  SPEC_RULES,
  type QuizAnswers,
  type QuizLevel,
  type QuizQuestion,
  type QuizRules,
} from './scoring'

const level = (name: string, minScore: number): QuizLevel => ({
  name,
  minScore,
  description: `${name} description`,
  recommendations: ['a', 'b', 'c', 'd'],
  interpretation: `${name} interpretation`,
})
const levels = [level('Beginner', 0), level('Intermediate', 16), level('Advanced', 31)]
const rules: QuizRules = {maxScore: 50, multiSelectCap: 8, levels}

const single = (number: number): QuizQuestion => ({
  number,
  text: `Question ${number}`,
  multiSelect: false,
  options: [5, 3, 1, 0].map((points) => ({text: `${points} points`, points})),
})
const multi: QuizQuestion = {
  number: 4,
  text: 'Which do you use?',
  multiSelect: true,
  options: ['CRM', 'Chatbot', 'Automation', 'Analytics'].map((text) => ({text, points: 4})),
}
const questions = Array.from({length: 10}, (_, i) => (i + 1 === 4 ? multi : single(i + 1)))

/** Answers giving each single-choice question the option with `points[i]` and question 4 `q4` options. */
function answersFor(singles: number[], q4: number): QuizAnswers {
  const out: Record<number, number[]> = {}
  let s = 0
  for (const q of questions) {
    if (q.multiSelect) out[q.number] = Array.from({length: q4}, (_, i) => i)
    else {
      const want = singles[s++]
      out[q.number] = [q.options.findIndex((o) => o.points === want)]
    }
  }
  return out
}

describe('selectOption', () => {
  it('replaces the answer on a single-choice question', () => {
    let a: QuizAnswers = {}
    a = selectOption(a, single(1), 0)
    expect(a[1]).toEqual([0])
    a = selectOption(a, single(1), 2)
    expect(a[1]).toEqual([2])
  })
  it('toggles options in and out on the multi-select question', () => {
    let a: QuizAnswers = {}
    a = selectOption(a, multi, 2)
    a = selectOption(a, multi, 0)
    expect(a[4]).toEqual([0, 2])
    a = selectOption(a, multi, 2)
    expect(a[4]).toEqual([0])
    a = selectOption(a, multi, 0)
    expect(a[4]).toEqual([])
    expect(isAnswered(a, 4)).toBe(false)
  })
  it('ignores an option that does not exist and leaves other questions alone', () => {
    const a = selectOption({2: [1]}, single(1), 7)
    expect(a).toEqual({2: [1]})
    expect(selectOption(a, single(1), 3)).toEqual({1: [3], 2: [1]})
  })
})

describe('isAnswered', () => {
  it('needs at least one chosen option', () => {
    expect(isAnswered({}, 1)).toBe(false)
    expect(isAnswered({1: []}, 1)).toBe(false)
    expect(isAnswered({1: [0]}, 1)).toBe(true)
  })
})

describe('questionScore', () => {
  it('scores single-choice options 5, 3, 1 or 0', () => {
    expect([0, 1, 2, 3].map((i) => questionScore(single(1), [i], rules))).toEqual([5, 3, 1, 0])
    expect(questionScore(single(1), [], rules)).toBe(0)
    expect(questionScore(single(1), undefined, rules)).toBe(0)
  })
  it('gives 4 points per chosen option on question 4, capped at 8', () => {
    expect(questionScore(multi, [0], rules)).toBe(4)
    expect(questionScore(multi, [0, 1], rules)).toBe(8)
    expect(questionScore(multi, [0, 1, 2], rules)).toBe(8)
    expect(questionScore(multi, [0, 1, 2, 3], rules)).toBe(8)
  })
  it('counts a repeated or unknown option once or not at all', () => {
    expect(questionScore(multi, [1, 1], rules)).toBe(4)
    expect(questionScore(multi, [9, -1], rules)).toBe(0)
  })
  it("adds up the chosen options' own points and caps them with the settings", () => {
    const mixed: QuizQuestion = {...multi, options: [3, 2, 5, 0].map((points, i) => ({text: `Option ${i}`, points}))}
    expect(questionScore(mixed, [0, 1], {multiSelectCap: 12})).toBe(5)
    expect(questionScore(mixed, [0, 1, 2], {multiSelectCap: 12})).toBe(10)
    expect(questionScore(mixed, [0, 1, 2, 3], {multiSelectCap: 9})).toBe(9)
    expect(questionScore(mixed, [3], {multiSelectCap: 9})).toBe(0)
  })
})

describe('levelFor', () => {
  it.each([
    [50, 'Advanced'],
    [31, 'Advanced'],
    [30, 'Intermediate'],
    [16, 'Intermediate'],
    [15, 'Beginner'],
    [0, 'Beginner'],
  ])('%i points is %s', (score, name) => {
    expect(levelFor(score, levels).name).toBe(name)
  })
  it('does not depend on the order the levels are listed in', () => {
    expect(levelFor(31, [...levels].reverse()).name).toBe('Advanced')
    expect(levelFor(3, [level('Intermediate', 16), level('Beginner', 0)]).name).toBe('Beginner')
  })
  it('follows edited thresholds', () => {
    expect(levelFor(31, [level('Beginner', 0), level('Intermediate', 20), level('Advanced', 40)]).name).toBe(
      'Intermediate',
    )
  })
  it('refuses an empty level list', () => {
    expect(() => levelFor(10, [])).toThrow(/no levels/)
  })
})

describe('scoreQuiz', () => {
  it('reaches 53 points at most, and shows 50', () => {
    const result = scoreQuiz(questions, answersFor([5, 5, 5, 5, 5, 5, 5, 5, 5], 4), rules)
    expect(result.raw).toBe(53)
    expect(result.score).toBe(50)
    expect(result.level.name).toBe('Advanced')
    expect(describeResult(result)).toBe('Score: 50/50 - Advanced')
  })
  it('shows 50 from 50 points up and the total below', () => {
    expect(clampScore(53, 50)).toBe(50)
    expect(clampScore(51, 50)).toBe(50)
    expect(clampScore(50, 50)).toBe(50)
    expect(clampScore(49, 50)).toBe(49)
    expect(clampScore(-2, 50)).toBe(0)
  })
  it.each([
    // [single-choice points, question-4 options chosen, total, level]
    [[5, 5, 5, 5, 3, 0, 0, 0, 0], 2, 31, 'Advanced'],
    [[5, 5, 5, 5, 1, 1, 0, 0, 0], 2, 30, 'Intermediate'],
    [[5, 5, 1, 1, 0, 0, 0, 0, 0], 1, 16, 'Intermediate'],
    [[5, 5, 1, 0, 0, 0, 0, 0, 0], 1, 15, 'Beginner'],
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 1, 4, 'Beginner'],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 3, 35, 'Advanced'],
  ] as const)('%j with %i options on question 4 scores %i (%s)', (singles, q4, total, name) => {
    const result = scoreQuiz(questions, answersFor([...singles], q4), rules)
    expect(result.raw).toBe(total)
    expect(result.score).toBe(total)
    expect(result.level.name).toBe(name)
    expect(describeResult(result)).toBe(`Score: ${total}/50 - ${name}`)
  })
  it('scores unanswered questions 0', () => {
    expect(rawScore(questions, {}, rules)).toBe(0)
    expect(scoreQuiz(questions, {}, rules).level.name).toBe('Beginner')
  })
  it('keeps the published constants', () => {
    expect(SPEC_RULES).toEqual({
      maxScore: 50,
      multiSelectPoints: 4,
      multiSelectCap: 8,
      advancedFrom: 31,
      intermediateFrom: 16,
    })
  })
})
