import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

export function Stats({section}: {section: SectionOf<'stats'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <dl className="grid gap-4 @xs:grid-cols-2 @xl:gap-6 @4xl:grid-cols-4">
        {section.items.map((s) => (
          <div
            key={s._key}
            className={`@container flex min-w-0 flex-col-reverse rounded-2xl px-3 py-6 text-center ring-1 @xl:px-6 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}
          >
            <dt className={`mt-2 text-sm font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{s.label}</dt>
            <dd
              className={`text-[clamp(1.5rem,20cqi,2.25rem)] font-extrabold leading-tight tracking-tight [overflow-wrap:anywhere] ${dark ? 'text-white' : 'text-violet-700'}`}
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
