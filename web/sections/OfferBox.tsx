import {formatPrice, formatSavings, withPrice} from '@agency/schemas/lib/price'
import {CtaRow} from '../components/Cta'
import {Icon} from '../components/Icon'
import {Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/** One offer's pricing box; the numbers come from the offer document, never from this section. */
export function OfferBox({section}: {section: SectionOf<'offerBox'>}) {
  const offer = section.offer
  const price = formatPrice(offer.price)
  const regular = formatPrice(offer.regularPrice)
  const savings = formatSavings(offer.regularPrice, offer.price)
  return (
    <Section frame={section} width="max-w-xl">
      <div className="@container rounded-3xl bg-white px-5 py-8 text-center shadow-xl ring-2 ring-violet-600 @sm:px-8">
        {section.badge ? (
          <p className="mb-3 inline-block rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-950">
            {withPrice(section.badge, offer.price)}
          </p>
        ) : null}
        <h3 className="text-xl font-semibold text-slate-900">{offer.title}</h3>
        <p className="mt-4 flex flex-wrap items-baseline justify-center gap-3">
          {regular ? (
            <>
              <span className="sr-only">{section.wording?.regularPriceName}</span>
              <s className="text-2xl text-slate-500">{regular}</s>
            </>
          ) : null}
          <span
            className="text-[clamp(2rem,14cqi,3rem)] font-extrabold leading-tight tracking-tight text-violet-700 [overflow-wrap:anywhere]"
            data-price
          >
            {price}
          </span>
        </p>
        {savings ? <p className="mt-2 font-semibold text-emerald-700">Save {savings}</p> : null}
        {section.items?.length ? (
          <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left text-slate-700">
            {section.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        ) : null}
        <CtaRow ctas={section.ctas} className="mt-8 justify-center" />
        {section.note ? <p className="mt-4 text-sm text-slate-600">{section.note}</p> : null}
      </div>
    </Section>
  )
}
