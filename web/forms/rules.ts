/**
 * The site's own forms' rules, beside the quiz lead form's (quiz/lead.ts): the fields, their limits and
 * the row each form becomes. Pure (no I/O, no React), so the browser's submit (forms/enhance.ts), the
 * plain POST without JavaScript (forms/post.ts) and the tests share them. The limits are the tables'
 * CHECK constraints (supabase/migrations/*_contact_messages.sql, *_newsletter.sql): a value the form
 * accepts is a value the database accepts.
 */
import type {AttributionColumns} from '../funnel/attribution'
import type {ContactMessageInsert, NewsletterSignupInsert} from '../supabase/database.types'

/** The contact form's field limits, as in contact_messages (the form's maxLength uses them too). */
export const CONTACT_LIMITS = {name: 120, email: 254, company: 120, phone: 40, message: 5000} as const
export const PHONE_MIN = 3
/**
 * The email's shape in every table of the site, written once: as the email fields' <input pattern>
 * (the browser compiles it with the v flag, anchored) and as EMAIL (the u flag) for the scripts and
 * the server. Stricter than type="email", which lets "a@b" through: a form never sends with JavaScript,
 * nor posts without it, an address the table would refuse.
 */
export const EMAIL_PATTERN =
  "[A-Za-z0-9.!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?)+"
export const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'u')
/** The phone number's characters, as in the table. */
export const PHONE = /^\+?[0-9 ().-]+$/
/** The same rule as an <input pattern> (the browser compiles it with the v flag, which wants these escapes). */
export const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\.\-]+`

/** How long a newsletter confirmation link works (forms/token.ts); the words say so through {days}. */
export const CONFIRM_LINK_DAYS = 3

/**
 * Whether this build can store what the forms send: the browser's Supabase project and public key
 * (inlined at build time), or else the local Supabase in the site's own server, which runs everywhere
 * but on Vercel and with LOCAL_SUPABASE=off (supabase/local/env.ts). Without either a form could never
 * succeed, so the site shows its fallback words instead of one.
 */
export const formsConfigured = () =>
  Boolean(process.env.NEXT_PUBLIC_SUPABASE_URL?.trim() && process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim()) ||
  (!process.env.NEXT_PUBLIC_SUPABASE_URL?.trim() && !process.env.VERCEL && process.env.LOCAL_SUPABASE !== 'off')

/** The two forms, as their tables know them. */
export type OwnForm = 'contact' | 'newsletter'
export const TABLES = {contact: 'contact_messages', newsletter: 'newsletter_signups'} as const

/** The honeypot: a field people never see (hidden off-screen, skipped by Tab); only bots fill it in. */
export const HONEYPOT = 'homepage'

/**
 * How a form's id is written: it names the form's notes (`<id>-sent`, `<id>-failed`), which the plain
 * POST's redirect shows as the page's #fragment.
 */
export const FORM_ID = /^[a-z][a-z0-9-]{0,59}$/

/**
 * What a send came to: stored, refused for now by the database's limits (HTTP 429), not stored, or
 * not sent because a field breaks these rules (which the browser checks first, so only a form posted
 * from elsewhere, or by a browser that checks nothing, meets it).
 */
export type Outcome = 'sent' | 'limited' | 'failed' | 'invalid'

export interface ContactValues {
  name: string
  email: string
  company: string
  phone: string
  message: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const bound = (value: string, max: number) => value.trim().slice(0, max).trim()

/** The form's values from its fields (FormData or a parsed body): missing fields are empty. */
export function contactValues(get: (name: string) => unknown): ContactValues {
  return {
    name: text(get('name')),
    email: text(get('email')),
    company: text(get('company')),
    phone: text(get('phone')),
    message: text(get('message')),
  }
}

/**
 * The path a form was sent from, as the tables store it: '/contact', '/blog/some-article'. Only a path
 * on this site (one leading slash, no spaces), without its query and fragment; anything else is
 * `fallback`. The plain POST's redirect goes back there, so this is also what keeps it on this site.
 */
export function pagePath(value: string | null | undefined, fallback: string): string {
  const raw = (value ?? '').trim()
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return fallback
  let path: string
  try {
    path = new URL(raw, 'https://site.invalid').pathname
  } catch {
    return fallback
  }
  return /^\/([^/\s][^\s]*)?$/.test(path) && path.length <= 200 ? path : fallback
}

/** Why the values cannot be sent, by field; empty when they can. The browser checks the same before sending. */
export function contactProblems(values: ContactValues): Array<keyof ContactValues> {
  const problems: Array<keyof ContactValues> = []
  const name = values.name.trim()
  const email = values.email.trim()
  const phone = values.phone.trim()
  const message = values.message.trim()
  if (!name || name.length > CONTACT_LIMITS.name) problems.push('name')
  if (email.length > CONTACT_LIMITS.email || !EMAIL.test(email)) problems.push('email')
  if (values.company.trim().length > CONTACT_LIMITS.company) problems.push('company')
  if (phone && (phone.length < PHONE_MIN || phone.length > CONTACT_LIMITS.phone || !PHONE.test(phone)))
    problems.push('phone')
  if (!message || message.length > CONTACT_LIMITS.message) problems.push('message')
  return problems
}

/**
 * The row to insert into contact_messages: trimmed values within the limits, an empty optional field
 * null, and where the visit came from (funnel/attribution.ts; none without JavaScript).
 */
export function contactRow(values: ContactValues, page: string, from: Partial<AttributionColumns> = {}) {
  const company = bound(values.company, CONTACT_LIMITS.company)
  const phone = bound(values.phone, CONTACT_LIMITS.phone)
  return {
    name: bound(values.name.replace(/\s+/g, ' '), CONTACT_LIMITS.name),
    email: bound(values.email, CONTACT_LIMITS.email),
    company: company === '' ? null : company,
    phone: phone === '' ? null : phone,
    message: bound(values.message.replace(/\r\n?/g, '\n'), CONTACT_LIMITS.message),
    page: pagePath(page, '/contact'),
    ...from,
  } satisfies ContactMessageInsert
}

export type ContactRow = ReturnType<typeof contactRow>

/** Whether an address can be signed up (the table's rule). */
export const signupProblem = (email: string) => {
  const e = email.trim()
  return e.length > CONTACT_LIMITS.email || !EMAIL.test(e)
}

/** The row to insert into newsletter_signups. */
export function signupRow(email: string, page: string, from: Partial<AttributionColumns> = {}) {
  return {email: email.trim(), page: pagePath(page, '/'), ...from} satisfies NewsletterSignupInsert
}

export type SignupRow = ReturnType<typeof signupRow>
