import {withPrice} from '@agency/schemas/lib/price'
import {CtaRow} from '../components/Cta'
import {SanityImage} from '../components/SanityImage'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

const tones = {
  light: 'bg-white text-slate-900',
  dark: 'bg-slate-950 text-white',
  gradient: 'bg-gradient-to-br from-violet-800 via-indigo-800 to-slate-900 text-white',
} as const

/** The page's one h1. Its image, when there is one, is above the fold and loads with priority. */
export function Hero({section}: {section: SectionOf<'hero'>}) {
  const tone = (clean(section.tone) ?? 'gradient') as keyof typeof tones
  const onDark = tone !== 'light'
  const badge = withPrice(section.badge, section.offer?.price)
  return (
    <section
      className={`relative overflow-hidden px-4 py-16 sm:px-6 lg:px-10 lg:py-24 ${tones[tone] ?? tones.gradient}`}
    >
      <div className={`mx-auto grid max-w-6xl items-center gap-10 ${section.image?.asset ? 'lg:grid-cols-2' : ''}`}>
        <div className={section.image?.asset ? '' : 'mx-auto max-w-3xl text-center'}>
          {badge ? (
            <p
              className={`mb-4 inline-block rounded-full px-4 py-1 text-sm font-semibold ${onDark ? 'bg-white/15 text-white ring-1 ring-white/25' : 'bg-violet-100 text-violet-800'}`}
            >
              {badge}
            </p>
          ) : null}
          <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {section.title}
          </h1>
          {section.subtitle ? (
            <p className={`mt-6 text-pretty text-lg sm:text-xl ${onDark ? 'text-violet-100' : 'text-slate-600'}`}>
              {section.subtitle}
            </p>
          ) : null}
          <CtaRow
            ctas={section.ctas}
            onDark={onDark}
            className={`mt-8 ${section.image?.asset ? '' : 'justify-center'}`}
          />
        </div>
        {section.image?.asset ? (
          <SanityImage
            image={section.image}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  )
}
