import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {SanityImage} from '../components/SanityImage'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

export const gridCols: Record<number, string> = {
  2: '@2xl:grid-cols-2',
  3: '@2xl:grid-cols-2 @4xl:grid-cols-3',
  4: '@xl:grid-cols-2 @4xl:grid-cols-4',
}

/**
 * A card with an icon, under 448 px of width: the icon beside the words instead of above them, which
 * saves each card its icon's height on a phone. The icon spans the card's rows, so the words fill the
 * column beside it in order. Variants of utilities (not a class of globals.css) so they win over the
 * card's own flex column.
 */
const iconBeside = '@max-md:grid @max-md:grid-cols-[3rem_minmax(0,1fr)] @max-md:gap-x-4'

export function CardGrid({section}: {section: SectionOf<'cardGrid'>}) {
  const dark = isDark(section.tone)
  const n = clean(section.columns) ?? 3
  // Exactly three cards in a three-column grid go three across as soon as they fit, never two plus an orphan.
  const cols = n === 3 && section.cards.length === 3 ? '@2xl:grid-cols-3' : (gridCols[n] ?? gridCols[3])
  return (
    <Section frame={section}>
      <ul className={`grid gap-6 ${cols}`}>
        {section.cards.map((card) => (
          <li
            key={card._key}
            className={`relative flex flex-col rounded-2xl p-6 ring-1 ${card.icon && !card.image?.asset && !card.badge ? iconBeside : ''} ${
              card.highlight
                ? 'bg-violet-700 text-white ring-violet-700 shadow-lg'
                : dark
                  ? 'bg-slate-900 ring-slate-800'
                  : 'bg-white shadow-sm ring-slate-200'
            }`}
          >
            {card.image?.asset ? (
              <SanityImage
                image={card.image}
                sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
                className="mb-5 aspect-video w-full rounded-xl object-cover"
              />
            ) : card.icon ? (
              <span
                className={`mb-4 grid h-12 w-12 @max-md:row-span-6 @max-md:mb-0 place-items-center rounded-xl ${card.highlight ? 'bg-white/15 text-white' : dark ? 'bg-violet-500/15 text-violet-300' : 'bg-violet-100 text-violet-700'}`}
              >
                <Icon name={card.icon} />
              </span>
            ) : null}
            {card.badge ? (
              <span className="absolute right-4 top-4 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold text-amber-950">
                {card.badge}
              </span>
            ) : null}
            {card.eyebrow ? (
              <p
                className={`text-xs font-semibold uppercase tracking-wider ${card.highlight ? 'text-violet-100' : dark ? 'text-violet-300' : 'text-violet-700'}`}
              >
                {card.eyebrow}
              </p>
            ) : null}
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.description ? (
              <p
                className={`mt-2 text-pretty ${card.highlight ? 'text-violet-50' : dark ? 'text-slate-300' : 'text-slate-600'}`}
              >
                {card.description}
              </p>
            ) : null}
            {card.items?.length ? (
              <ul className="mt-4 space-y-2 text-sm">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon
                      name="check"
                      className={`mt-0.5 h-4 w-4 shrink-0 ${card.highlight ? 'text-white' : 'text-emerald-600'}`}
                    />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {card.result ? (
              <p
                className={`mt-4 flex gap-2 rounded-xl px-3 py-2 text-sm font-semibold ${card.highlight ? 'bg-white/15 text-white' : dark ? 'bg-emerald-400/10 text-emerald-200' : 'bg-emerald-50 text-emerald-900'}`}
              >
                <Icon name="trending-up" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{card.result}</span>
              </p>
            ) : null}
            {card.link ? (
              <div className="mt-auto pt-5">
                <Cta cta={card.link} onDark={Boolean(card.highlight) || dark} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
