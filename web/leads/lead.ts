/**
 * A quiz lead as the delivery code reads it: a service_submissions row (from the Database Webhook's
 * `record`, or from the sweep), checked field by field, since the row was written by a browser with
 * the public key. Pure: no I/O.
 */
import type {ServiceSubmission} from '../supabase/database.types'

export interface Lead {
  id: string
  createdAt: Date
  firstName: string
  lastName: string
  email: string
  phone: string | null
  /** The result as the quiz wrote it, e.g. "Score: 34/50 - Advanced". */
  description: string
  /** The level's interpretation for the sales team. */
  requirements: string | null
  notifiedAt: string | null
  resultsSentAt: string | null
  /**
   * The points of each quiz area, in the quiz's area order, as the browser wrote them; null when the
   * row has none or they are not whole numbers. The results email checks them against the quiz.
   */
  areaPoints: number[] | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined)
const optional = (v: unknown, max: number) => (v === null || v === undefined ? null : str(v, max))

/** At most 12 whole numbers from 0 to 999 (the table's check), or null. */
function areaPointsOf(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 12) return null
  return value.every((v) => Number.isInteger(v) && v >= 0 && v <= 999) ? (value as number[]) : null
}

/** The lead in a row, or null when the row is not one (missing id, email or name, wrong types, over the table's limits). */
export function leadFromRow(row: unknown): Lead | null {
  if (!row || typeof row !== 'object') return null
  const r = row as Partial<Record<keyof ServiceSubmission, unknown>>
  const id = str(r.id, 36)
  const createdAt = typeof r.created_at === 'string' ? new Date(r.created_at) : undefined
  const firstName = str(r.first_name, 100)
  const lastName = str(r.last_name ?? '', 100)
  const email = str(r.email, 254)
  const description = str(r.description, 500)
  const phone = optional(r.phone_number, 40)
  const requirements = optional(r.requirements, 2000)
  const notifiedAt = optional(r.notified_at, 64)
  const resultsSentAt = optional(r.results_sent_at, 64)
  if (!id || !UUID.test(id) || !createdAt || Number.isNaN(createdAt.getTime())) return null
  if (!firstName?.trim() || lastName === undefined || !email || !description) return null
  if (phone === undefined || requirements === undefined || notifiedAt === undefined || resultsSentAt === undefined)
    return null
  const areaPoints = areaPointsOf(r.area_points)
  return {
    id,
    createdAt,
    firstName,
    lastName,
    email,
    phone,
    description,
    requirements,
    notifiedAt,
    resultsSentAt,
    areaPoints,
  }
}

/** The full name on one line (a name that holds line breaks must not break an email header). */
export const fullName = (lead: Pick<Lead, 'firstName' | 'lastName'>) =>
  `${lead.firstName} ${lead.lastName}`.replace(/\s+/g, ' ').trim()

/**
 * The score in the quiz's description ("Score: 34/50 - Advanced", web/quiz/scoring.ts describeResult),
 * with the level name as written, or null when the description is not in that form. The same pattern
 * decides in SQL which leads are owed a results email (leads_to_deliver).
 */
export function scoreOf(description: string): {score: number; max: number; level: string} | null {
  const match = /^Score: ([0-9]{1,3})\/([0-9]{1,3}) - /.exec(description)
  if (!match) return null
  const level = description.slice(match[0].length).replace(/\s+/g, ' ').trim()
  return {score: Number(match[1]), max: Number(match[2]), level}
}

/** A well-formed address to reply to (the table checks the same shape), else null. */
export function replyAddress(email: string): string | null {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email) ? email : null
}
