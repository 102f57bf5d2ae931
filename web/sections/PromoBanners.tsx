import {withPrice} from '@agency/schemas/lib/price'
import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/** The banners' themes, all in the brand's violet on slate; `dark` picks the words' and button's colours. */
const themes = {
  violet: {box: 'bg-gradient-to-br from-violet-700 to-indigo-800 text-white', dark: true},
  indigo: {box: 'bg-gradient-to-br from-indigo-800 to-indigo-950 text-white', dark: true},
  midnight: {box: 'bg-slate-900 text-white ring-1 ring-slate-800', dark: true},
  lavender: {box: 'bg-violet-100 text-violet-950', dark: false},
  white: {box: 'bg-white text-slate-900 ring-1 ring-violet-200', dark: false},
} as const

/**
 * The current offers. On a phone they are one row the visitor swipes through (each banner snaps into
 * place, the next one peeking in), so five offers take one screen's height instead of four; from
 * 672 px of width they are a grid, the first banner across the top when their number is odd.
 */
export function PromoBanners({section}: {section: SectionOf<'promoBanners'>}) {
  const odd = section.banners.length % 2 === 1
  return (
    <Section frame={section}>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6 @2xl:mx-0 @2xl:grid @2xl:grid-cols-2 @2xl:gap-5 @2xl:overflow-visible @2xl:px-0 @2xl:pb-0">
        {section.banners.map((b, i) => {
          const theme = themes[clean(b.theme) as keyof typeof themes] ?? themes.violet
          return (
            <li
              key={b._key}
              className={`@container w-[85%] max-w-sm shrink-0 snap-start rounded-2xl p-6 shadow-md @2xl:w-auto @2xl:max-w-none ${theme.box} ${
                i === 0 && odd ? '@2xl:col-span-2' : ''
              }`}
            >
              {/* The button sits beside the text only when the banner itself is wide enough. */}
              <div className="flex h-full flex-col gap-4 @xl:flex-row @xl:items-center">
                <span
                  className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${theme.dark ? 'bg-white/15' : 'bg-violet-700 text-white'}`}
                >
                  <Icon name={b.icon ?? 'sparkles'} />
                </span>
                <div className="flex-1">
                  {b.badge ? (
                    <p
                      className={`mb-1 text-xs font-bold uppercase tracking-widest ${theme.dark ? 'text-violet-200' : 'text-violet-700'}`}
                    >
                      {b.badge}
                    </p>
                  ) : null}
                  <h3 className="text-xl font-bold">{b.title}</h3>
                  {b.text ? (
                    <p className={`mt-1 text-pretty ${theme.dark ? 'text-white/85' : 'text-slate-700'}`}>
                      {withPrice(b.text, b.offer?.price)}
                    </p>
                  ) : null}
                </div>
                <Cta cta={b.link} onDark={theme.dark} className="shrink-0 self-start @xl:self-center" />
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
