import {describe, expect, it} from 'vitest'
import {formatAmount, formatPrice, formatSavings, withPrice} from './price'

describe('formatPrice reads every price as the specification writes it', () => {
  it.each([
    [{amount: 1111}, '$1,111'],
    [{amount: 99, decimals: true}, '$99.00'],
    [{amount: 199, decimals: true}, '$199.00'],
    [{amount: 701, suffix: '/month'}, '$701/month'],
    [{amount: 99.99, decimals: true, suffix: '/month'}, '$99.99/month'],
    [{amount: 399, decimals: true, suffix: '/month'}, '$399.00/month'],
    [{amount: 14.99, display: 'code', decimals: true, suffix: '/month'}, '14.99 USD/month'],
    [{amount: 0.18, display: 'cents', suffix: ' per minute'}, '18 cents per minute'],
    [{amount: 1000, from: true}, 'from $1,000'],
    [{amount: 667, from: true, suffix: ' per language'}, 'from $667 per language'],
    [{amount: 333, percentOfSpend: 15}, '15% of spend, minimum $333'],
    [{amount: 20, from: true, suffix: '/month each'}, 'from $20/month each'],
    [{amount: 350, plus: true, suffix: ' per hour'}, '$350+ per hour'],
    [{amount: 199.99, decimals: true, suffix: ' per case'}, '$199.99 per case'],
    [{amount: 31500}, '$31,500'],
    [{text: 'by quote'}, 'by quote'],
  ])('%j → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected)
  })

  it('never prints "undefined" for a missing price', () => {
    expect(formatPrice(undefined)).toBe('')
    expect(formatPrice(null)).toBe('')
    expect(formatPrice({})).toBe('')
    expect(formatAmount({amount: Number.NaN})).toBe('')
  })

  it('computes the saving against a struck-through price', () => {
    expect(formatSavings({amount: 399}, {amount: 199})).toBe('$200')
    expect(formatSavings({amount: 199}, {amount: 199})).toBe('')
    expect(formatSavings(null, {amount: 199})).toBe('')
  })

  it('puts the price into a label, or drops the placeholder cleanly', () => {
    expect(withPrice('Enroll Now for {price}', {amount: 199, decimals: true})).toBe('Enroll Now for $199.00')
    expect(withPrice('Enroll Now for {price}', null)).toBe('Enroll Now')
    expect(withPrice('Book a call', {amount: 99})).toBe('Book a call')
    expect(withPrice(undefined, {amount: 99})).toBe('')
  })
})
