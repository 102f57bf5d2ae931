import {withPrice} from '@agency/schemas/lib/price'
import type {ReactNode} from 'react'
import {clean, isExternal} from '../lib/href'
import type {CtaValue} from '../lib/content-types'
import {SmartLink} from './SmartLink'
import {TrackedLink} from './TrackedLink.client'

const styles = {
  primary:
    'bg-violet-700 text-white hover:bg-violet-800 shadow-sm shadow-violet-900/20 focus-visible:outline-violet-700',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-violet-700',
  ghost: 'text-violet-800 hover:text-violet-950 underline-offset-4 hover:underline focus-visible:outline-violet-700',
  onDark: 'bg-white text-violet-800 hover:bg-violet-50 focus-visible:outline-white',
  ghostOnDark: 'text-white underline-offset-4 hover:underline focus-visible:outline-white',
} as const

export type CtaStyle = keyof typeof styles

/**
 * Where a button goes. A button that buys an offer goes to the offer's checkout page, or to /contact
 * while the offer has no checkout link.
 */
export function resolveCta(cta: CtaValue): {href: string; label: string; external: boolean} {
  const offer = cta.offer
  const href = clean(offer ? offer.checkoutUrl || '/contact' : cta.href || '/contact')
  return {href, label: withPrice(cta.label, offer?.price), external: isExternal(href)}
}

export function Cta({cta, onDark = false, className = ''}: {cta: CtaValue; onDark?: boolean; className?: string}) {
  const {href, label, external} = resolveCta(cta)
  const style = clean(cta.style) ?? 'primary'
  const look = onDark
    ? style === 'ghost'
      ? styles.ghostOnDark
      : style === 'primary'
        ? styles.onDark
        : styles.secondary
    : (styles[style as CtaStyle] ?? styles.primary)
  const cls = `relative inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${look} ${className}`
  const content: ReactNode = (
    <>
      {label}
      {cta.badge ? (
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-amber-950">
          {cta.badge}
        </span>
      ) : null}
    </>
  )
  const event = clean(cta.trackEvent)
  if (event) {
    return (
      <TrackedLink href={href} event={event} external={external} className={cls}>
        {content}
      </TrackedLink>
    )
  }
  return (
    <SmartLink href={href} className={cls}>
      {content}
    </SmartLink>
  )
}

export function CtaRow({
  ctas,
  onDark,
  className = '',
}: {
  ctas?: CtaValue[] | null
  onDark?: boolean
  className?: string
}) {
  if (!ctas?.length) return null
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {ctas.map((c, i) => (
        <Cta key={c._key ?? i} cta={c} onDark={onDark} />
      ))}
    </div>
  )
}
