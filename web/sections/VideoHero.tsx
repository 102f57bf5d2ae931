import {CtaRow} from '../components/Cta'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {SanityImage} from '../components/SanityImage'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {HeroVideo} from './islands.client'

/**
 * A hero over a background video. The poster is the first paint (priority image); the video is a
 * client island that starts after load, only when the visitor has not asked for reduced motion. All
 * but the video is static markup React does not hydrate, in payload rows the browser does not parse
 * on a first load (OwnPayloadRow; issue 30).
 */
export function VideoHero({section}: {section: SectionOf<'videoHero'>}) {
  return (
    <section className="relative isolate flex min-h-[32rem] items-center overflow-hidden bg-slate-950 px-4 py-20 text-white sm:px-6 lg:min-h-[38rem] lg:px-10">
      <StaticMarkup>
        <OwnPayloadRow>
          <SanityImage
            image={section.poster}
            priority
            sizes="(min-width: 1024px) calc(100vw - 16rem), 100vw"
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
        </OwnPayloadRow>
      </StaticMarkup>
      {section.videoUrl ? <HeroVideo src={clean(section.videoUrl)} /> : null}
      <StaticMarkup>
        <OwnPayloadRow>
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
        </OwnPayloadRow>
      </StaticMarkup>
    </section>
  )
}
