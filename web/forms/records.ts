/**
 * A contact message and a newsletter sign-up as the delivery code reads them: a row (from the Database
 * Webhook's `record`, or from the sweep), checked field by field, since a browser wrote it with the
 * public key. Pure: no I/O.
 */
import type {ContactMessage, NewsletterSignup} from '../supabase/database.types'
import {CONTACT_LIMITS} from './rules'

export interface Message {
  id: string
  createdAt: Date
  name: string
  email: string
  company: string | null
  phone: string | null
  message: string
  /** The path it was sent from, e.g. /contact. */
  page: string
  notifiedAt: string | null
  receiptSentAt: string | null
}

export interface Signup {
  id: string
  createdAt: Date
  email: string
  page: string
  mailedAt: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)
const optional = (v: unknown, max: number) => (v === null || v === undefined ? null : str(v, max))
const when = (v: unknown) => {
  const at = typeof v === 'string' ? new Date(v) : undefined
  return at && !Number.isNaN(at.getTime()) ? at : undefined
}

/** The message in a contact_messages row, or null when the row is not one. */
export function messageFromRow(row: unknown): Message | null {
  if (!row || typeof row !== 'object') return null
  const r = row as Partial<Record<keyof ContactMessage, unknown>>
  const id = str(r.id, 36)
  const createdAt = when(r.created_at)
  const name = str(r.name, CONTACT_LIMITS.name)
  const email = str(r.email, CONTACT_LIMITS.email)
  const message = str(r.message, CONTACT_LIMITS.message)
  const page = str(r.page, 200)
  const company = optional(r.company, CONTACT_LIMITS.company)
  const phone = optional(r.phone, CONTACT_LIMITS.phone)
  const notifiedAt = optional(r.notified_at, 64)
  const receiptSentAt = optional(r.receipt_sent_at, 64)
  if (!id || !UUID.test(id) || !createdAt || !name?.trim() || !email || !message?.trim() || !page) return null
  if (company === undefined || phone === undefined || notifiedAt === undefined || receiptSentAt === undefined)
    return null
  return {id, createdAt, name, email, company, phone, message, page, notifiedAt, receiptSentAt}
}

/** The sign-up in a newsletter_signups row, or null when the row is not one. */
export function signupFromRow(row: unknown): Signup | null {
  if (!row || typeof row !== 'object') return null
  const r = row as Partial<Record<keyof NewsletterSignup, unknown>>
  const id = str(r.id, 36)
  const createdAt = when(r.created_at)
  const email = str(r.email, CONTACT_LIMITS.email)
  const page = str(r.page, 200)
  const mailedAt = optional(r.mailed_at, 64)
  if (!id || !UUID.test(id) || !createdAt || !email || !page || mailedAt === undefined) return null
  return {id, createdAt, email, page, mailedAt}
}
