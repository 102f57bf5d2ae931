import {formatPrice} from '@agency/schemas/lib/price'
import {fill} from '@agency/schemas/lib/fill'
import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {JsonLd} from '../components/JsonLd'
import {Section} from '../components/Section'
import type {CtaValue} from '../lib/content-types'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

type Pkg = NonNullable<SectionOf<'packages'>['items']>[number]
/** The site-wide price card labels (siteSettings.wording), which the packages projection reads. */
type Wording = SectionOf<'packages'>['wording']

function List({title, items, highlight}: {title?: string; items?: string[] | null; highlight: boolean}) {
  if (!items?.length) return null
  return (
    <div className="mt-5">
      {title ? (
        <h4
          className={`mb-2 text-xs font-semibold uppercase tracking-wider ${highlight ? 'text-violet-100' : 'text-slate-500'}`}
        >
          {title}
        </h4>
      ) : null}
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="check" className={`mt-0.5 h-4 w-4 shrink-0 ${highlight ? 'text-white' : 'text-emerald-600'}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The button of a package: the section's shared button, or the package's own checkout (or /contact). */
export function packageCta(pkg: Pkg, shared: CtaValue | null | undefined, wording: Wording): CtaValue {
  if (shared) return shared
  return {
    _key: pkg._id,
    label: pkg.ctaLabel || wording?.packageCtaLabel || '',
    href: null,
    style: pkg.highlighted ? 'primary' : 'secondary',
    badge: null,
    trackEvent: null,
    offer: {
      _id: pkg._id,
      title: pkg.title,
      checkoutUrl: pkg.checkoutUrl,
      price: pkg.price,
      regularPrice: pkg.regularPrice,
    },
  }
}

/** "$2,778/month" -> ["$2,778", "/month"]: the period is set smaller so the amount keeps its size. */
export function splitPeriod(price: string): [string, string] {
  const i = price.lastIndexOf('/')
  return i > 0 ? [price.slice(0, i), price.slice(i)] : [price, '']
}

export function PackageCard({pkg, shared, wording}: {pkg: Pkg; shared?: CtaValue | null; wording: Wording}) {
  const kind = clean(pkg.kind)
  const hl = Boolean(pkg.highlighted)
  const muted = hl ? 'text-violet-100' : 'text-slate-600'
  const [amount, period] = splitPeriod(formatPrice(pkg.price))
  return (
    <article
      data-package={pkg._id}
      data-highlighted={hl || undefined}
      className={`@container relative flex h-full flex-col rounded-3xl p-6 @2xl:p-5 @5xl:p-7 ${hl ? 'bg-violet-700 text-white shadow-xl ring-2 ring-violet-700 @2xl:-my-3 @2xl:py-8 @5xl:py-10' : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'}`}
    >
      {pkg.badge ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-amber-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-amber-950">
          {pkg.badge}
        </p>
      ) : null}
      <h3 className="text-xl font-bold">{pkg.title}</h3>
      {pkg.subtitle ? <p className={`mt-1 text-sm ${muted}`}>{pkg.subtitle}</p> : null}
      <p className="mt-5">
        <span
          className="text-[clamp(1.75rem,16cqi,2.5rem)] font-extrabold leading-tight tracking-tight [overflow-wrap:anywhere]"
          data-price
        >
          {amount}
          {period ? <span className={`text-base font-semibold tracking-normal ${muted}`}>{period}</span> : null}
        </span>
      </p>
      {kind === 'marketing' && pkg.regularPrice ? (
        <p className={`mt-2 text-sm ${muted}`}>
          {wording?.websiteLabel} <span className="sr-only">{wording?.regularOneTime} </span>
          <s>{formatPrice(pkg.regularPrice)}</s>{' '}
          <strong className={hl ? 'text-white' : 'text-emerald-700'}>{wording?.websiteFree}</strong>
        </p>
      ) : kind !== 'marketing' && pkg.regularPrice ? (
        <p className={`mt-2 text-sm ${muted}`}>
          {wording?.regularly} <s>{formatPrice(pkg.regularPrice)}</s>
        </p>
      ) : null}
      {typeof pkg.discountPercent === 'number' ? (
        <p className={`mt-1 text-sm font-semibold ${hl ? 'text-amber-200' : 'text-violet-700'}`}>
          {fill(wording?.contractDiscount, {percent: pkg.discountPercent})}
        </p>
      ) : null}
      {pkg.setupPrice ? (
        <p className={`mt-2 text-sm ${muted}`}>
          {wording?.setupLabel}{' '}
          <strong className={hl ? 'text-white' : 'text-slate-900'}>{formatPrice(pkg.setupPrice)}</strong>
        </p>
      ) : null}
      {pkg.usagePrice ? (
        <p className={`mt-1 text-sm ${muted}`}>
          {wording?.usageLabel}{' '}
          <strong className={hl ? 'text-white' : 'text-slate-900'}>{formatPrice(pkg.usagePrice)}</strong>
        </p>
      ) : null}
      {pkg.description ? <p className={`mt-4 text-sm ${muted}`}>{pkg.description}</p> : null}
      {pkg.specs?.length ? (
        <dl className={`mt-5 divide-y text-sm ${hl ? 'divide-white/20' : 'divide-slate-200'}`}>
          {pkg.specs.map((s) => (
            <div key={s._key} className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt className={muted}>{s.label}</dt>
              <dd className="text-right font-semibold">{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <List items={pkg.features} highlight={hl} />
      <List title={wording?.setupIncludes} items={pkg.setupFeatures} highlight={hl} />
      <List title={wording?.capabilities} items={pkg.capabilities} highlight={hl} />
      <List title={wording?.support} items={pkg.support} highlight={hl} />
      <List title={wording?.perfectFor} items={pkg.perfectFor} highlight={hl} />
      <List title={wording?.sessionFormat} items={pkg.sessionFormat} highlight={hl} />
      <div className="mt-auto pt-7">
        <Cta cta={packageCta(pkg, shared, wording)} onDark={hl} className="w-full" />
      </div>
    </article>
  )
}

/** Offer data for search engines: each package with a plain amount becomes an Offer in USD. */
export function offersJsonLd(items: Pkg[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((pkg, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: pkg.title,
        description: pkg.subtitle ?? pkg.description ?? undefined,
        offers:
          typeof pkg.price.amount === 'number'
            ? {
                '@type': 'Offer',
                price: pkg.price.amount.toFixed(2),
                priceCurrency: 'USD',
                url: pkg.checkoutUrl ?? undefined,
                description: formatPrice(pkg.price),
              }
            : undefined,
      },
    })),
  }
}

export function Packages({section}: {section: SectionOf<'packages'>}) {
  const n = section.items.length
  // Columns follow the width the section really has; a card needs about 15rem for its price and lists.
  const cols =
    n >= 4
      ? 'mx-auto max-w-xl @2xl:max-w-none @2xl:grid-cols-2 @5xl:grid-cols-4'
      : n === 3
        ? 'mx-auto max-w-xl @2xl:max-w-none @2xl:grid-cols-3'
        : n === 2
          ? 'mx-auto max-w-4xl @2xl:grid-cols-2'
          : 'mx-auto max-w-md'
  return (
    <Section frame={section} width="max-w-7xl">
      <JsonLd data={offersJsonLd(section.items)} />
      <ul className={`grid items-stretch gap-6 ${cols}`}>
        {section.items.map((pkg) => (
          <li key={pkg._id}>
            <PackageCard pkg={pkg} shared={section.cta} wording={section.wording} />
          </li>
        ))}
      </ul>
      {section.note ? <p className="mt-8 text-center text-sm text-slate-600">{section.note}</p> : null}
    </Section>
  )
}
