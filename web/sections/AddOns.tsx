import {formatPrice} from '@agency/schemas/lib/price'
import {Cta} from '../components/Cta'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

export function AddOns({section}: {section: SectionOf<'addOns'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <ul className="grid gap-4 @2xl:grid-cols-2">
        {section.items.map((a) => (
          <li
            key={a._id}
            data-addon={a._id}
            className={`@container rounded-2xl p-5 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}
          >
            {/* Price beside the text once the card itself is wide enough, below it otherwise. */}
            <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{a.title}</h3>
                <p className={`mt-1 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{a.description}</p>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-2 @md:max-w-44 @md:items-end @md:text-right">
                <p className="text-balance font-bold text-violet-700" data-price>
                  {formatPrice(a.price)}
                </p>
                {section.showBuy ? (
                  <Cta
                    cta={{
                      _key: a._id,
                      label: section.buyLabel ?? '',
                      href: null,
                      style: 'primary',
                      badge: null,
                      trackEvent: null,
                      offer: {
                        _id: a._id,
                        title: a.title,
                        checkoutUrl: a.checkoutUrl,
                        price: a.price,
                        regularPrice: null,
                      },
                    }}
                    className="!min-h-9 !px-4 !py-1.5"
                  />
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
