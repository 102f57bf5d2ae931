import {formatPrice} from '@agency/schemas/lib/price'
import {CtaRow} from '../components/Cta'
import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/** Two columns side by side; the highlighted one is the one we recommend. A column's figure is its offer's price or copy. */
export function Comparison({section}: {section: SectionOf<'comparison'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section} width="max-w-5xl">
      <ul className="grid gap-6 @2xl:grid-cols-2">
        {section.columns.map((col) => {
          const hl = Boolean(col.highlight)
          const figure = col.offer ? formatPrice(col.offer.price) : col.value
          const muted = hl ? 'text-violet-100' : dark ? 'text-slate-300' : 'text-slate-600'
          return (
            <li
              key={col._key}
              data-highlighted={hl || undefined}
              className={`@container relative flex flex-col rounded-3xl p-6 @sm:p-8 ${hl ? 'bg-violet-700 text-white shadow-xl ring-2 ring-violet-700' : dark ? 'bg-slate-900 ring-1 ring-slate-800' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
            >
              {col.badge ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-950">
                  {col.badge}
                </p>
              ) : null}
              <h3 className="text-xl font-bold">{col.title}</h3>
              {figure ? (
                <p
                  className="mt-4 text-[clamp(1.75rem,14cqi,2.25rem)] font-extrabold leading-tight tracking-tight [overflow-wrap:anywhere]"
                  data-figure
                >
                  {figure}
                </p>
              ) : null}
              {col.caption ? <p className={`mt-1 text-sm font-medium ${muted}`}>{col.caption}</p> : null}
              {col.items?.length ? (
                <ul className="mt-6 space-y-3 text-sm">
                  {col.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Icon
                        name={hl ? 'check' : 'clock'}
                        className={`mt-0.5 h-4 w-4 shrink-0 ${hl ? 'text-white' : dark ? 'text-slate-400' : 'text-slate-500'}`}
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
      {section.summary ? (
        <p className={`mt-8 text-center text-xl font-bold ${dark ? 'text-emerald-300' : 'text-emerald-800'}`}>
          {section.summary}
        </p>
      ) : null}
      <CtaRow ctas={section.ctas} onDark={dark} className="mt-8 justify-center" />
    </Section>
  )
}
