import {describe, expect, it} from 'vitest'
import {carouselReducer, initialCarousel, wrap} from './carouselState'

const start = initialCarousel(11, 500)

describe('carousel state', () => {
  it('starts at index 0 of 11 with no lock', () => {
    expect(start.index).toBe(0)
    expect(start.count).toBe(11)
    expect(carouselReducer(start, {type: 'next', at: 0}).index).toBe(1)
  })

  it('Next wraps from the last slide to the first', () => {
    const last = {...start, index: 10}
    expect(carouselReducer(last, {type: 'next', at: 1000}).index).toBe(0)
  })

  it('Previous wraps from the first slide to the last', () => {
    expect(carouselReducer(start, {type: 'prev', at: 1000}).index).toBe(10)
  })

  it('a dot jumps straight to its slide', () => {
    expect(carouselReducer(start, {type: 'go', to: 7, at: 1000}).index).toBe(7)
  })

  it('ignores input during the 500 ms transition lock and accepts it afterwards', () => {
    const s1 = carouselReducer(start, {type: 'next', at: 1000})
    expect(s1.lockedUntil).toBe(1500)
    expect(carouselReducer(s1, {type: 'next', at: 1200})).toBe(s1)
    expect(carouselReducer(s1, {type: 'prev', at: 1499})).toBe(s1)
    expect(carouselReducer(s1, {type: 'go', to: 5, at: 1499})).toBe(s1)
    expect(carouselReducer(s1, {type: 'next', at: 1500}).index).toBe(2)
  })

  it('going to the slide already shown changes nothing and starts no lock', () => {
    const s = carouselReducer(start, {type: 'go', to: 0, at: 1000})
    expect(s).toBe(start)
  })

  it('walks all the way round in both directions', () => {
    let s = start
    for (let i = 0; i < 11; i++) s = carouselReducer(s, {type: 'next', at: i * 1000})
    expect(s.index).toBe(0)
    for (let i = 0; i < 12; i++) s = carouselReducer(s, {type: 'prev', at: 20000 + i * 1000})
    expect(s.index).toBe(10)
  })

  it('wrap maps any integer into range', () => {
    expect([-1, 0, 10, 11, 23, -12].map((i) => wrap(i, 11))).toEqual([10, 0, 10, 0, 1, 10])
  })
})
