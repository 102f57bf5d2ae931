import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

export function Stats({section}: {section: SectionOf<'stats'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {section.items.map((s) => (
          <div key={s._key} className={`flex flex-col-reverse rounded-2xl p-6 text-center ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}>
            <dt className={`mt-2 text-sm font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{s.label}</dt>
            <dd className={`text-4xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-violet-700'}`}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
