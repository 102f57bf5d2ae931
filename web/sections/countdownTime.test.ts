import {describe, expect, it} from 'vitest'
import {pad, remaining, split, toSeconds} from './countdownTime'

const START = toSeconds({days: 3, hours: 23, minutes: 59, seconds: 59})

describe('countdown arithmetic', () => {
  it('3 days 23:59:59 is 345,599 seconds and splits back', () => {
    expect(START).toBe(345599)
    expect(split(START)).toEqual({days: 3, hours: 23, minutes: 59, seconds: 59})
  })

  it('counts whole elapsed seconds down', () => {
    expect(split(remaining(START, 999))).toEqual({days: 3, hours: 23, minutes: 59, seconds: 59})
    expect(split(remaining(START, 1000))).toEqual({days: 3, hours: 23, minutes: 59, seconds: 58})
    expect(split(remaining(START, 60_000))).toEqual({days: 3, hours: 23, minutes: 58, seconds: 59})
    expect(split(remaining(START, 3600_000 * 24))).toEqual({days: 2, hours: 23, minutes: 59, seconds: 59})
  })

  it('borrows across units', () => {
    expect(split(86400)).toEqual({days: 1, hours: 0, minutes: 0, seconds: 0})
    expect(split(86399)).toEqual({days: 0, hours: 23, minutes: 59, seconds: 59})
  })

  it('stops at zero and never goes negative', () => {
    expect(remaining(START, START * 1000)).toBe(0)
    expect(remaining(START, START * 1000 + 10_000_000)).toBe(0)
    expect(split(-5)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 0})
  })

  it('treats missing or invalid values as zero', () => {
    expect(toSeconds({days: null, hours: 1})).toBe(3600)
    expect(toSeconds({minutes: Number.NaN, seconds: -3})).toBe(0)
    expect(remaining(10, -500)).toBe(10)
  })

  it('pads to two digits', () => {
    expect([0, 5, 59].map(pad)).toEqual(['00', '05', '59'])
  })
})
