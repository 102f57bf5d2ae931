/** The newsletter's signed links: only this server's secret makes one, a changed letter breaks it, and a confirmation expires. */
import {describe, expect, it} from 'vitest'
import {CONFIRM_LINK_DAYS} from './rules'
import {confirmToken, tokenSecret, unsubscribeToken, verifyToken} from './token'

const SECRET = 'a-newsletter-token-secret-of-some-length-0123456789'
const now = new Date('2026-11-26T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const ID = '0b7c6a52-6f1d-4d1e-9f0a-6c1d2e3f4a5b'

describe('newsletter tokens', () => {
  it('a confirmation link works until CONFIRM_LINK_DAYS after it was made, then says expired', () => {
    const token = confirmToken(ID, 'jane@northgate.example', SECRET, now)
    expect(verifyToken(token, 'confirm', SECRET, new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY - 1000))).toEqual({
      ok: true,
      claims: {a: 'confirm', s: ID, e: 'jane@northgate.example', x: now.getTime() + CONFIRM_LINK_DAYS * DAY},
    })
    expect(verifyToken(token, 'confirm', SECRET, new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY + 1000))).toEqual({
      ok: false,
      problem: 'expired',
    })
  })

  it('an unsubscribe link never expires, and holds the address in lower case', () => {
    const token = unsubscribeToken('Jane@Northgate.example', SECRET)
    expect(verifyToken(token, 'unsubscribe', SECRET, new Date(now.getTime() + 3650 * DAY))).toEqual({
      ok: true,
      claims: {a: 'unsubscribe', e: 'jane@northgate.example'},
    })
  })

  it('refuses a token signed with another secret, changed, cut short, or made for the other action', () => {
    const token = confirmToken(ID, 'jane@northgate.example', SECRET, now)
    const [claims, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(
      JSON.stringify({a: 'confirm', s: ID, e: 'eve@evil.example', x: now.getTime() + DAY}),
    ).toString('base64url')
    for (const bad of [
      confirmToken(ID, 'jane@northgate.example', `${SECRET}x`, now),
      `${forged}.${signature}`,
      `${claims}.${signature.slice(0, -1)}`,
      `${claims}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      claims,
      '',
      'x'.repeat(5000),
      42,
      undefined,
    ])
      expect(verifyToken(bad, 'confirm', SECRET, now)).toEqual({ok: false, problem: 'invalid'})
    expect(verifyToken(token, 'unsubscribe', SECRET, now)).toEqual({ok: false, problem: 'invalid'})
    expect(verifyToken(unsubscribeToken('jane@northgate.example', SECRET), 'confirm', SECRET, now)).toEqual({
      ok: false,
      problem: 'invalid',
    })
  })

  it('names NEWSLETTER_TOKEN_SECRET when it is missing or too short to be safe', () => {
    expect(tokenSecret({})).toEqual({missing: ['NEWSLETTER_TOKEN_SECRET']})
    expect(tokenSecret({NEWSLETTER_TOKEN_SECRET: 'short'})).toEqual({missing: ['NEWSLETTER_TOKEN_SECRET']})
    expect(tokenSecret({NEWSLETTER_TOKEN_SECRET: ` ${SECRET} `})).toBe(SECRET)
  })
})
