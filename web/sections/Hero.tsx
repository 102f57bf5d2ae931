import {withPrice} from '@agency/schemas/lib/price'
import {CtaRow} from '../components/Cta'
import {SanityImage} from '../components/SanityImage'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/** The hero's backgrounds, all in the brand's violet on slate; `onDark` picks the text colours. */
const tones = {
  gradient: {box: 'bg-gradient-to-br from-violet-800 via-indigo-800 to-slate-900 text-white', onDark: true},
  dark: {box: 'bg-slate-950 text-white', onDark: true},
  midnight: {box: 'bg-gradient-to-br from-indigo-950 via-slate-950 to-violet-950 text-white', onDark: true},
  violet: {box: 'bg-gradient-to-br from-violet-600 to-violet-800 text-white', onDark: true},
  light: {box: 'border-b border-slate-200 bg-white text-slate-900', onDark: false},
  lavender: {box: 'bg-gradient-to-br from-violet-100 to-violet-200 text-slate-900', onDark: false},
} as const

/**
 * The page's one h1. With a picture (what the page sells: a product shot, a screen, a result), the
 * copy and the picture sit side by side from 1280 px, the picture on the side the editor chose, and
 * the picture goes under the copy below that (in the source it always follows the copy).
 * The picture is the first screen's largest element, so it loads with priority: preloaded, fetched
 * first, never lazy, its width and height on the <img> so nothing moves when it arrives.
 */
export function Hero({section}: {section: SectionOf<'hero'>}) {
  const tone = tones[(clean(section.tone) ?? 'gradient') as keyof typeof tones] ?? tones.gradient
  const {onDark} = tone
  const badge = withPrice(section.badge, section.offer?.price)
  const picture = section.image?.asset ? section.image : null
  const pictureFirst = clean(section.imageSide) === 'left'
  return (
    <section
      className={`relative overflow-hidden px-4 sm:px-6 lg:px-10 ${picture ? 'py-12 lg:py-16' : 'py-16 lg:py-24'} ${tone.box}`}
    >
      <div
        className={`mx-auto grid max-w-6xl items-center gap-10 ${picture ? `xl:gap-12 ${pictureFirst ? 'xl:grid-cols-[minmax(0,1.12fr)_minmax(0,1fr)]' : 'xl:grid-cols-[minmax(0,1fr)_minmax(0,1.12fr)]'}` : ''}`}
      >
        <div className={picture ? 'max-w-2xl' : 'mx-auto max-w-3xl text-center'}>
          {badge ? (
            <p
              className={`mb-4 inline-block rounded-full px-4 py-1 text-sm font-semibold ${onDark ? 'bg-white/15 text-white ring-1 ring-white/25' : 'bg-violet-100 text-violet-800'}`}
            >
              {badge}
            </p>
          ) : null}
          <h1
            className={`text-balance font-extrabold tracking-tight ${picture ? 'text-4xl sm:text-5xl' : 'text-4xl sm:text-5xl lg:text-6xl'}`}
          >
            {section.title}
          </h1>
          {section.subtitle ? (
            <p className={`mt-6 text-pretty text-lg sm:text-xl ${onDark ? 'text-violet-100' : 'text-slate-600'}`}>
              {section.subtitle}
            </p>
          ) : null}
          <CtaRow ctas={section.ctas} onDark={onDark} className={`mt-8 ${picture ? '' : 'justify-center'}`} />
        </div>
        {picture ? (
          <SanityImage
            image={picture}
            priority
            sizes="(min-width: 1280px) 36rem, (min-width: 1024px) calc(100vw - 21rem), 100vw"
            className={`h-auto w-full rounded-2xl shadow-2xl ring-1 ${pictureFirst ? 'xl:order-first' : ''} ${onDark ? 'shadow-black/40 ring-white/10' : 'shadow-violet-900/15 ring-slate-200'}`}
          />
        ) : null}
      </div>
    </section>
  )
}
