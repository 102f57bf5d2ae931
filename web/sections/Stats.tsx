import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/**
 * Figures with their labels, the figure shown first. The label comes first in the source (a <dl>'s
 * <dt> before its <dd>), so the figure's row keeps the height of one line of the largest figure
 * (2.25rem at leading-tight) before the figure is read, and the rows keep to the top of a card
 * stretched by a taller neighbour: a figure or label drawn early is already where it stays
 * (web/e2e/first-screen.spec.ts).
 */
export function Stats({section}: {section: SectionOf<'stats'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <dl className="grid gap-4 @xs:grid-cols-2 @xl:gap-6 @4xl:grid-cols-4">
        {section.items.map((s) => (
          <div
            key={s._key}
            className={`@container grid min-w-0 grid-rows-[minmax(2.8125rem,auto)_auto] content-start rounded-2xl px-3 py-6 text-center ring-1 @xl:px-6 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}
          >
            <dt className={`row-start-2 mt-2 text-sm font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
              {s.label}
            </dt>
            <dd
              className={`row-start-1 self-center text-[clamp(1.5rem,20cqi,2.25rem)] font-extrabold leading-tight tracking-tight [overflow-wrap:anywhere] ${dark ? 'text-white' : 'text-violet-700'}`}
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
