/**
 * The forms' rules, pure: what each form sends, and that a value the form accepts is one the table
 * accepts (the same limits and patterns as the migrations, which supabase/contact_newsletter.db.test.ts
 * proves on PostgreSQL).
 */
import {describe, expect, it} from 'vitest'
import {
  CONTACT_LIMITS,
  contactProblems,
  contactRow,
  contactValues,
  EMAIL,
  EMAIL_PATTERN,
  FORM_ID,
  PHONE,
  PHONE_PATTERN,
  pagePath,
  signupProblem,
  signupRow,
} from './rules'

const jane = {
  name: '  Jane   van Dyke ',
  email: ' jane@northgate.example ',
  company: ' Northgate Logistics ',
  phone: ' +1 555 0100 ',
  message: ' We route 400 trucks a day.\r\nCan an agent answer drivers at night? ',
}

describe('the contact row', () => {
  it('is the trimmed values, the name on one line, the message with plain line breaks, and the page', () => {
    expect(contactRow(jane, '/contact')).toEqual({
      name: 'Jane van Dyke',
      email: 'jane@northgate.example',
      company: 'Northgate Logistics',
      phone: '+1 555 0100',
      message: 'We route 400 trucks a day.\nCan an agent answer drivers at night?',
      page: '/contact',
    })
  })

  it('stores an empty optional field as null, and cuts every value to its limit', () => {
    const row = contactRow({...jane, company: '  ', phone: '', name: 'x'.repeat(500), message: 'y'.repeat(6000)}, '/')
    expect(row.company).toBeNull()
    expect(row.phone).toBeNull()
    expect(row.name).toHaveLength(CONTACT_LIMITS.name)
    expect(row.message).toHaveLength(CONTACT_LIMITS.message)
  })

  it('reads missing or non-text fields as empty', () => {
    const values = contactValues((name) => ({name: 'Jane', email: 42})[name])
    expect(values).toEqual({name: 'Jane', email: '', company: '', phone: '', message: ''})
    expect(contactProblems(values)).toEqual(['email', 'message'])
  })
})

describe('contactProblems (what the no-JavaScript post refuses)', () => {
  it('accepts what a visitor sends', () => {
    expect(contactProblems(jane)).toEqual([])
    expect(contactProblems({...jane, company: '', phone: ''})).toEqual([])
  })
  it.each([
    ['a name of spaces', {name: '   '}, 'name'],
    ['an email without a domain dot', {email: 'jane@localhost'}, 'email'],
    ['a phone number with letters', {phone: 'call me'}, 'phone'],
    ['a phone number of two digits', {phone: '12'}, 'phone'],
    ['a message of spaces', {message: ' \n '}, 'message'],
    ['a message over 5,000 characters', {message: 'x'.repeat(5001)}, 'message'],
  ])('refuses %s', (_what, change, field) => {
    expect(contactProblems({...jane, ...change})).toEqual([field])
  })
})

describe('pagePath (where a form was sent from, and where the plain post goes back to)', () => {
  it.each([
    ['/contact', '/contact'],
    ['/', '/'],
    ['https://www.helixai.example/blog/ai-agents?utm_source=x#top', '/blog/ai-agents'],
    ['https://evil.example/contact', '/contact'],
    ['//evil.example/x', '/x'],
    ['javascript:alert(1)', '/fallback'],
    ['contact', '/fallback'],
    ['', '/fallback'],
    [null, '/fallback'],
    [`/${'x'.repeat(200)}`, '/fallback'],
  ])('%j is %j', (value, path) => {
    expect(pagePath(value, '/fallback')).toBe(path)
  })
})

describe('the patterns agree with the tables', () => {
  it("the phone pattern as the browser compiles it (v flag) is the table's rule", () => {
    const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v')
    for (const phone of ['+1 555 0100', '(555) 010-0123', '555.010.0123', 'call me', '+1-555-0100 x2', '1/2'])
      expect(browser.test(phone), phone).toBe(PHONE.test(phone))
  })
  it("the email pattern as the browser compiles it (v flag) is the scripts' and the server's rule, stricter than type=email", () => {
    const browser = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')
    for (const email of ['a@b', 'a@b.co', "o'brien@northgate.co.uk", 'x{y}|z~@a.b', 'a@-b.com', 'a b@c.com', 'ä@b.com'])
      expect(browser.test(email), email).toBe(EMAIL.test(email))
    expect(browser.test('a@b'), 'a@b, which type="email" lets through').toBe(false)
  })
  it('email: the address shapes the tables take', () => {
    for (const ok of ['jane@northgate.example', "o'brien@northgate.co.uk", 'j+news@x.io'])
      expect(EMAIL.test(ok)).toBe(true)
    for (const bad of ['jane@northgate', 'jane doe@x.example', 'Jane <jane@x.example>', 'jane@x.example\n'])
      expect(EMAIL.test(bad)).toBe(false)
    expect(signupProblem(' jane@northgate.example ')).toBe(false)
    expect(signupRow(' jane@northgate.example ', 'https://www.helixai.example/blog')).toEqual({
      email: 'jane@northgate.example',
      page: '/blog',
    })
  })
  it('form ids name notes, nothing else', () => {
    expect(FORM_ID.test('contact-form-message')).toBe(true)
    for (const bad of ['', 'Contact', 'x"><script>', '1abc', 'a'.repeat(61)]) expect(FORM_ID.test(bad)).toBe(false)
  })
})
