import {withPrice} from '@agency/schemas/lib/price'
import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

const themes: Record<string, string> = {
  violet: 'from-violet-700 to-indigo-800',
  blue: 'from-sky-700 to-blue-900',
  emerald: 'from-emerald-700 to-teal-900',
  amber: 'from-amber-700 to-orange-900',
  rose: 'from-rose-700 to-fuchsia-900',
}

export function PromoBanners({section}: {section: SectionOf<'promoBanners'>}) {
  return (
    <Section frame={section}>
      <ul className="grid gap-5 @4xl:grid-cols-2">
        {section.banners.map((b, i) => (
          <li
            key={b._key}
            className={`@container rounded-2xl bg-gradient-to-br p-6 text-white shadow-md ${themes[clean(b.theme) ?? 'violet'] ?? themes.violet} ${
              i === 0 && section.banners.length % 2 === 1 ? '@4xl:col-span-2' : ''
            }`}
          >
            {/* The button sits beside the text only when the banner itself is wide enough. */}
            <div className="flex flex-col gap-4 @xl:flex-row @xl:items-center">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-white/15">
                <Icon name={b.icon ?? 'sparkles'} />
              </span>
              <div className="flex-1">
                {b.badge ? (
                  <p className="mb-1 text-xs font-bold uppercase tracking-widest text-amber-200">{b.badge}</p>
                ) : null}
                <h3 className="text-xl font-bold">{b.title}</h3>
                {b.text ? <p className="mt-1 text-pretty text-white/85">{withPrice(b.text, b.offer?.price)}</p> : null}
              </div>
              <Cta cta={b.link} onDark className="shrink-0 self-start @xl:self-center" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
