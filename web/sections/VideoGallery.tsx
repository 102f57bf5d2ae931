import {Cta} from '../components/Cta'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/**
 * Embedded videos in a grid. Every player is a lazy, titled frame, so the page does not load a video
 * site until the visitor scrolls near it. Shorts are portrait (9:16), other videos landscape (16:9).
 */
export function VideoGallery({section}: {section: SectionOf<'videoGallery'>}) {
  const dark = isDark(section.tone)
  const portrait = clean(section.format) === 'portrait'
  return (
    <Section frame={section}>
      <ul
        className={`grid gap-6 ${portrait ? 'grid-cols-1 @xl:grid-cols-2 @4xl:grid-cols-4' : '@2xl:grid-cols-2 @4xl:grid-cols-3'}`}
        data-video-format={portrait ? 'portrait' : 'landscape'}
      >
        {section.videos.map((video) => (
          <li key={video._key}>
            <figure
              className={`overflow-hidden rounded-2xl ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
            >
              <div className={`${portrait ? 'aspect-[9/16]' : 'aspect-video'} bg-slate-900`}>
                <iframe
                  src={clean(video.url)}
                  title={video.title}
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="h-full w-full border-0"
                />
              </div>
              <figcaption className="p-4">
                <span className="block font-semibold">{video.title}</span>
                {video.description ? (
                  <span className={`mt-1 block text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
                    {video.description}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {section.link ? (
        <div className="mt-10 text-center">
          <Cta cta={section.link} onDark={dark} />
        </div>
      ) : null}
    </Section>
  )
}
