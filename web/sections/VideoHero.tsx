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
 */
export function VideoHero({section}: {section: SectionOf<'videoHero'>}) {
  return (
    <section className="relative isolate flex min-h-[32rem] items-center overflow-hidden bg-slate-950 px-4 py-20 text-white sm:px-6 lg:min-h-[38rem] lg:px-10">
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
          <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {section.title}
          </h1>
          {section.subtitle ? (
            <p className="mt-6 text-pretty text-lg text-slate-200 sm:text-xl">{section.subtitle}</p>
          ) : null}
          <CtaRow ctas={section.ctas} onDark className="mt-8" />
        </div>
      </div>
    </section>
  )
}
