'use client'

import {type FormEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react'
import {showToast} from '../layout/toast'
import {attributionColumns, readVisit} from '../funnel/attribution'
import {countStep, storedVisit} from '../funnel/visit'
import {trackEvent} from '../lib/analytics'
import {deliverLead} from './deliver'
import {EMPTY_LEAD, LIMITS, submissionRow, type LeadValues} from './lead'

/** The lead form's words, from the quiz section's content. */
export interface LeadFormLabels {
  nameLabel: string
  emailLabel: string
  companyLabel: string
  jobTitleLabel: string
  phoneLabel: string
  optionalNote: string
  requiredNote: string
  submittingLabel: string
  successMessage: string
  errorMessage: string
  /** Under the failure beside the form: "{email}" and "{phone}" become the agency's links. */
  otherWayLabel: string
}

/** The agency's address and number (Site settings), offered when a lead cannot be sent. */
export interface AgencyContact {
  email: string
  /** International format, e.g. +15550100123: the link dials it. */
  phone: string
  /** As people read it, e.g. +1 (555) 010-0123. */
  phoneLabel: string
}

/** A sentence with {email} and {phone} written in it, those two as links. */
function withContactLinks(sentence: string, contact: AgencyContact): ReactNode[] {
  const link = 'font-semibold text-red-900 underline underline-offset-2'
  return sentence.split(/(\{email\}|\{phone\})/).map((part, i) =>
    part === '{email}' ? (
      <a key={i} href={`mailto:${contact.email}`} className={link}>
        {contact.email}
      </a>
    ) : part === '{phone}' ? (
      <a key={i} href={`tel:${contact.phone}`} className={`${link} whitespace-nowrap`}>
        {contact.phoneLabel}
      </a>
    ) : (
      part
    ),
  )
}

const FIELDS: Array<{
  name: keyof LeadValues
  label: keyof LeadFormLabels
  type: string
  autoComplete: string
  required: boolean
  max: number
}> = [
  {name: 'name', label: 'nameLabel', type: 'text', autoComplete: 'name', required: true, max: LIMITS.name},
  {name: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email', required: true, max: LIMITS.email},
  {
    name: 'company',
    label: 'companyLabel',
    type: 'text',
    autoComplete: 'organization',
    required: true,
    max: LIMITS.company,
  },
  {
    name: 'jobTitle',
    label: 'jobTitleLabel',
    type: 'text',
    autoComplete: 'organization-title',
    required: true,
    max: LIMITS.jobTitle,
  },
  {name: 'phone', label: 'phoneLabel', type: 'tel', autoComplete: 'tel', required: false, max: LIMITS.phone},
]

/**
 * The lead form under the quiz results: idle -> submitting -> success (toast, form cleared) or error
 * (toast, error logged, form kept) -> idle. supabase-js loads only when the form is sent.
 * A failure also stays beside the submit button until the next try, with the agency's email address
 * and phone number as another way, and focus moves to it: a toast goes after 4 s, and a visitor who
 * looked away would not know their details never arrived.
 */
export function LeadForm({
  result,
  areaPoints,
  heading,
  intro,
  submitLabel,
  labels,
  contact,
}: {
  result: {description: string; interpretation: string}
  /** The points of each quiz area, in the areas' order (./areas.ts); null when the quiz has no areas. */
  areaPoints: number[] | null
  heading: string
  intro?: string | null
  submitLabel: string
  labels: LeadFormLabels
  /** Null when Site settings has no address or number: the failure then says so without them. */
  contact: AgencyContact | null
}) {
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD)
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  const failure = useRef<HTMLDivElement>(null)
  // A field people never see: only bots fill it in, and their submissions are dropped quietly.
  const [trap, setTrap] = useState('')
  const id = useId()

  useEffect(() => {
    if (failed) failure.current?.focus()
  }, [failed])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (trap) {
      showToast('success', labels.successMessage)
      setValues(EMPTY_LEAD)
      return
    }
    setFailed(false)
    setSubmitting(true)
    const row = {
      ...submissionRow(values, result, areaPoints),
      page: window.location.pathname,
      ...attributionColumns(readVisit(storedVisit())),
    }
    const outcome = await deliverLead(row)
    if (outcome === 'success') {
      countStep('lead')
      showToast('success', labels.successMessage)
      // A lead for Google Analytics, when the visitor has accepted analytics (no personal data sent).
      trackEvent('generate_lead', {lead_source: 'ai_readiness_quiz'})
      setValues(EMPTY_LEAD)
    } else {
      showToast('error', labels.errorMessage)
      setFailed(true)
    }
    setSubmitting(false)
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-h`}
      className="mt-10 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h3 id={`${id}-h`} className="text-xl font-bold">
        {heading}
      </h3>
      {intro ? <p className="mt-2 text-pretty text-slate-600">{intro}</p> : null}
      <p className="mt-2 text-sm text-slate-600">{labels.requiredNote}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className={f.name === 'phone' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${f.name}`} className="block text-sm font-semibold text-slate-800">
              {labels[f.label]}
              {f.required ? (
                <span aria-hidden="true" className="text-violet-700">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-600"> {labels.optionalNote}</span>
              )}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              maxLength={f.max}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({...v, [f.name]: e.target.value}))}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-700"
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(e) => setTrap(e.target.value)}
        />
      </div>
      {failed ? (
        <div
          ref={failure}
          tabIndex={-1}
          data-testid="lead-failure"
          className="mt-6 rounded-xl border-l-4 border-red-600 bg-red-50 p-4 text-sm text-red-900 outline-none ring-1 ring-red-200 focus-visible:ring-2 focus-visible:ring-red-600"
        >
          <p className="font-semibold">{labels.errorMessage}</p>
          {contact ? <p className="mt-1">{withContactLinks(labels.otherWayLabel, contact)}</p> : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:bg-violet-500 sm:w-auto"
      >
        {submitting ? labels.submittingLabel : submitLabel}
      </button>
    </form>
  )
}
