import {describe, expect, it} from 'vitest'
import {fill} from '../lib/fill'

describe('fill', () => {
  it('puts values into {name} placeholders', () => {
    expect(fill('Save {percent}% with a 12-month contract', {percent: 10})).toBe('Save 10% with a 12-month contract')
  })
  it('leaves unknown placeholders as written and turns missing wording into empty text', () => {
    expect(fill('Save {amount}', {percent: 10})).toBe('Save {amount}')
    expect(fill(null, {percent: 10})).toBe('')
  })
})
