import {formatPhone, telHref} from '@agency/schemas/sections/callDemo'
import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/** A demo voice assistant to phone: who it is, the number (as a tel: link), ideas to try and the rates note. */
export function CallDemo({section}: {section: SectionOf<'callDemo'>}) {
  const dark = isDark(section.tone)
  const phone = clean(section.phone)
  const href = telHref(phone)
  const shown = formatPhone(phone)
  return (
    <Section frame={section} width="max-w-3xl">
      <div
        data-call-demo
        className={`rounded-3xl p-8 text-center shadow-sm ring-1 sm:p-10 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}
      >
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-violet-100 text-violet-700">
          <Icon name={section.icon ?? 'phone'} className="h-8 w-8" />
        </span>
        <h3 className="mt-5 text-2xl font-bold">{section.assistantName}</h3>
        {section.role ? (
          <p className={`mt-1 text-sm font-medium ${dark ? 'text-violet-300' : 'text-violet-700'}`}>{section.role}</p>
        ) : null}
        {section.description ? (
          <p className={`mx-auto mt-4 max-w-xl text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            {section.description}
          </p>
        ) : null}
        <p className="mt-6">
          <a
            href={href}
            className="text-3xl font-extrabold tracking-tight text-violet-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 sm:text-4xl"
            data-phone
          >
            {shown}
          </a>
        </p>
        <p className="mt-6">
          <a
            href={href}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
          >
            <Icon name="phone" className="h-4 w-4" />
            {section.callLabel}
          </a>
        </p>
        {section.tryAsking?.length ? (
          <div className="mx-auto mt-8 max-w-md text-left">
            <h4
              className={`text-xs font-semibold uppercase tracking-wider ${dark ? 'text-slate-300' : 'text-slate-600'}`}
            >
              {section.tryHeading}
            </h4>
            <ul className="mt-3 space-y-2 text-sm">
              {section.tryAsking.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="message" className="mt-0.5 h-4 w-4 shrink-0 text-violet-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {section.note ? (
          <p className={`mt-8 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{section.note}</p>
        ) : null}
      </div>
    </Section>
  )
}
