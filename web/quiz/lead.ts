/**
 * The lead form's values and the row they become in service_submissions. Pure: no I/O, no React.
 * Company and job title are collected on the form but are not sent: the leads table has no columns for
 * them, and a lead is stored with only the details the sales team follows up on.
 */
import type {ServiceSubmissionInsert} from '../supabase/database.types'

export interface LeadValues {
  name: string
  email: string
  company: string
  jobTitle: string
  phone: string
}

export const EMPTY_LEAD: LeadValues = {name: '', email: '', company: '', jobTitle: '', phone: ''}

/** Field limits, the same as the table's CHECK constraints (the form's maxLength uses them too). */
export const LIMITS = {
  name: 201,
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 120,
  jobTitle: 120,
  phone: 40,
  description: 500,
  requirements: 2000,
} as const

export const SERVICE_NAME = 'AI Readiness Assessment'
export const PROJECT_NAME = 'AI Implementation'

const bound = (value: string, max: number) => value.trim().slice(0, max).trim()

/** Splits the full name at the first space: first_name, then the remainder (possibly ''). */
export function splitName(fullName: string): {firstName: string; lastName: string} {
  const name = fullName.trim().replace(/\s+/g, ' ')
  const at = name.indexOf(' ')
  if (at < 0) return {firstName: name, lastName: ''}
  return {firstName: name.slice(0, at), lastName: name.slice(at + 1)}
}

/**
 * The row to insert: fixed service and project names, the result, the contact details, status pending,
 * and the points of each quiz area (in the areas' order, web/quiz/areas.ts) for the results email's
 * breakdown, when the quiz has areas.
 */
export function submissionRow(
  lead: LeadValues,
  result: {description: string; interpretation: string},
  areaPoints: readonly number[] | null = null,
) {
  const {firstName, lastName} = splitName(lead.name)
  const phone = bound(lead.phone, LIMITS.phone)
  const row = {
    service_name: SERVICE_NAME,
    project_name: PROJECT_NAME,
    description: bound(result.description, LIMITS.description),
    requirements: bound(result.interpretation, LIMITS.requirements),
    first_name: bound(firstName, LIMITS.firstName),
    last_name: bound(lastName, LIMITS.lastName),
    email: bound(lead.email, LIMITS.email),
    phone_number: phone === '' ? null : phone,
    status: 'pending',
    ...(areaPoints?.length ? {area_points: [...areaPoints]} : {}),
  } satisfies ServiceSubmissionInsert
  return row
}

export type SubmissionRow = ReturnType<typeof submissionRow>
