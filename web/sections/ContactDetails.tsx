import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import {formatPhone} from '../lib/phone'
import type {SectionOf} from '../lib/types'

/** Contact details (email and phone numbers from Site settings) beside the business hours. */
export function ContactDetails({section}: {section: SectionOf<'contactDetails'>}) {
  const dark = isDark(section.tone)
  const card = `rounded-2xl p-8 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`
  const muted = dark ? 'text-slate-300' : 'text-slate-600'
  const link = `font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${dark ? 'text-violet-200' : 'text-violet-800'}`
  const settings = section.settings
  const email = clean(settings?.supportEmail)
  return (
    <Section frame={section} width="max-w-5xl">
      <div className="grid gap-6 @2xl:grid-cols-2">
        <div className={card} data-contact-details>
          <h3 className="flex items-center gap-3 text-xl font-semibold">
            <Icon name="mail" className={`h-6 w-6 ${dark ? 'text-violet-300' : 'text-violet-700'}`} />
            {section.detailsHeading}
          </h3>
          <dl className="mt-6 space-y-5">
            {email ? (
              <div>
                <dt className={`text-sm font-medium ${muted}`}>{section.emailLabel}</dt>
                <dd className="mt-1">
                  <a href={`mailto:${email}`} className={link}>
                    {settings?.supportEmail}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings?.phones?.map((p) => (
              <div key={p._key}>
                <dt className={`text-sm font-medium ${muted}`}>{p.label}</dt>
                <dd className="mt-1">
                  <a href={`tel:${clean(p.number)}`} className={link}>
                    {formatPhone(clean(p.number))}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={card} data-business-hours>
          <h3 className="flex items-center gap-3 text-xl font-semibold">
            <Icon name="clock" className={`h-6 w-6 ${dark ? 'text-violet-300' : 'text-violet-700'}`} />
            {section.hoursHeading}
          </h3>
          <dl className={`mt-6 divide-y ${dark ? 'divide-slate-800' : 'divide-slate-200'}`}>
            {section.hours.map((row) => (
              <div key={row._key} className="flex flex-wrap justify-between gap-2 py-3">
                <dt className="font-medium">{row.days}</dt>
                <dd className={muted}>{row.hours}</dd>
              </div>
            ))}
          </dl>
          {section.note ? <p className={`mt-6 text-sm ${muted}`}>{section.note}</p> : null}
        </div>
      </div>
    </Section>
  )
}
