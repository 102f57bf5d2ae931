import {CtaRow} from '../components/Cta'
import {SanityImage} from '../components/SanityImage'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {HERO_VIDEO_ATTRIBUTE} from './hero-video'

/**
 * A hero over a background video. The poster is the first paint (priority image). The video is not in
 * the server HTML: ./hero-video.ts adds it to its empty slot after the page has loaded, only when the
 * visitor has not asked for reduced motion or to save data. So the whole hero is static markup React
 * does not hydrate.
 *
 * Below lg the video is a dim background behind the words, so the section's picture of what the
 * business sells follows the buttons there, in the first screen of a phone: the spacing is tighter
 * than on wide screens to leave it room. It is lazy and hidden from lg, so wide screens never fetch it.
 */
export function VideoHero({section}: {section: SectionOf<'videoHero'>}) {
  return (
    <section className="relative isolate flex items-center overflow-hidden bg-slate-950 px-4 pb-8 pt-7 text-white sm:px-6 sm:py-14 lg:min-h-[38rem] lg:px-10 lg:py-20">
      <SanityImage
        image={section.poster}
        priority
        sizes="(min-width: 1024px) calc(100vw - 16rem), 100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {section.videoUrl ? (
        <div
          // A new slot when the address changes (a draft being edited), so no video of the old address stays in it.
          key={section.videoUrl}
          {...{[HERO_VIDEO_ATTRIBUTE]: clean(section.videoUrl)}}
          aria-hidden="true"
          className="absolute inset-0 -z-20"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/30"
      />
      <div className="mx-auto w-full max-w-6xl">
        <div className="max-w-2xl">
          <h1 className="text-balance text-[2rem] font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            {section.title}
          </h1>
          {section.subtitle ? (
            <p className="mt-3 text-pretty text-base text-slate-200 sm:mt-6 sm:text-xl">{section.subtitle}</p>
          ) : null}
          <CtaRow ctas={section.ctas} onDark className="mt-5 sm:mt-8" />
          <SanityImage
            image={section.picture}
            sizes="(min-width: 1024px) 1px, (min-width: 672px) 42rem, calc(100vw - 2rem)"
            className="mt-6 h-auto w-full rounded-2xl shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:mt-10 lg:hidden"
          />
        </div>
      </div>
    </section>
  )
}
