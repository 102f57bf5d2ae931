import {CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS} from '@agency/schemas/sections/carousel'
import {SanityImage} from '../components/SanityImage'
import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {CarouselClient} from './islands.client'

/**
 * A screenshot carousel. The slides (image and caption) are drawn here on the server and handed to the
 * small client island that only moves between them. Every image keeps its aspect ratio (no layout
 * shift); only the first, and only when the carousel is near the top, loads with priority.
 */
export function Carousel({section, index}: {section: SectionOf<'carousel'>; index?: number}) {
  const interval = clean(section.interval) ?? CAROUSEL_INTERVAL_MS
  const lockMs = clean(section.transition) ?? CAROUSEL_TRANSITION_MS
  const eager = Boolean(section.aboveFold) || index === 0
  const slides = section.slides.map((slide, i) => (
    <figure key={slide._key}>
      <div className="aspect-video w-full bg-slate-100">
        <SanityImage
          image={slide.image}
          priority={eager && i === 0}
          sizes="(min-width: 1024px) 896px, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      <figcaption className="px-5 py-4 text-center text-sm text-slate-700 sm:text-base">{slide.caption}</figcaption>
    </figure>
  ))
  return (
    <Section frame={section}>
      <CarouselClient
        label={section.heading}
        labels={{
          pause: section.pauseLabel,
          play: section.playLabel,
          previous: section.previousLabel,
          next: section.nextLabel,
          slide: section.slideLabel,
          dots: section.dotsLabel,
          dot: section.dotLabel,
        }}
        slides={slides}
        interval={interval}
        lockMs={lockMs}
      />
    </Section>
  )
}
