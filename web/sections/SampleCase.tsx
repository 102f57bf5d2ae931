import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/** A made-up case file, labelled as such, showing what the assistant keeps track of. */
export function SampleCase({section}: {section: SectionOf<'sampleCase'>}) {
  const dark = isDark(section.tone)
  const muted = dark ? 'text-slate-300' : 'text-slate-600'
  return (
    <Section frame={section} width="max-w-3xl">
      <article
        aria-label={`${section.label}: case ${section.caseNumber}`}
        data-sample-case
        className={`rounded-3xl p-6 ring-1 sm:p-8 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-md ring-slate-200'}`}
      >
        <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <Icon name="lightbulb" className="h-4 w-4" />
          {section.label}
        </p>
        <dl className="grid gap-4 @xl:grid-cols-3">
          <div>
            <dt className={`text-xs font-semibold uppercase tracking-wider ${muted}`}>{section.caseNumberLabel}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold">{section.caseNumber}</dd>
          </div>
          <div>
            <dt className={`text-xs font-semibold uppercase tracking-wider ${muted}`}>{section.caseTypeLabel}</dt>
            <dd className="mt-1 text-lg font-semibold">{section.caseType}</dd>
          </div>
          <div>
            <dt className={`text-xs font-semibold uppercase tracking-wider ${muted}`}>{section.statusLabel}</dt>
            <dd className="mt-1">
              <span
                data-status
                className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900"
              >
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-600" />
                {section.status}
              </span>
            </dd>
          </div>
        </dl>
        <h3 className="mt-8 text-lg font-semibold">{section.activityHeading}</h3>
        <ul className={`mt-3 divide-y ${dark ? 'divide-slate-800' : 'divide-slate-200'}`}>
          {section.activity.map((a) => (
            <li key={a._key} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
              {a.when ? <span className={`shrink-0 text-sm sm:w-32 ${muted}`}>{a.when}</span> : null}
              <span>{a.text}</span>
            </li>
          ))}
        </ul>
        <div className={`mt-6 rounded-2xl p-5 ${dark ? 'bg-violet-500/15' : 'bg-violet-50'}`}>
          <h3 className={`flex items-center gap-2 font-semibold ${dark ? 'text-violet-200' : 'text-violet-800'}`}>
            <Icon name="sparkles" className="h-5 w-5" />
            {section.recommendationHeading}
          </h3>
          <p className={`mt-2 text-pretty ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{section.recommendation}</p>
        </div>
      </article>
    </Section>
  )
}
