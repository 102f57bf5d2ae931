import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {SanityImage} from '../components/SanityImage'
import {SmartLink} from '../components/SmartLink'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

type Episode = SectionOf<'episodeGrid'>['items'][number]

function Listen({episode, label}: {episode: Episode; label: string}) {
  const href = clean(episode.link)
  const cls =
    'inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold text-violet-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700'
  const content = (
    <>
      <Icon name="headphones" className="h-4 w-4" />
      {label}
      <span className="sr-only">: {episode.title}</span>
    </>
  )
  return (
    <SmartLink href={href} className={cls}>
      {content}
    </SmartLink>
  )
}

/** Podcast episode cards: cover, date and duration, title, description and a listen link. */
export function EpisodeGrid({section}: {section: SectionOf<'episodeGrid'>}) {
  const dark = isDark(section.tone)
  const label = section.listenLabel
  return (
    <Section frame={section} width="max-w-7xl">
      <ul className="grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-4" data-episodes>
        {section.items.map((episode) => (
          <li key={episode._id}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-sm ring-1 ring-slate-200">
              {episode.image?.asset ? (
                <SanityImage
                  image={episode.image}
                  sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw"
                  className="aspect-square w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Icon name="calendar" className="h-3.5 w-3.5" />
                    {episode.date}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Icon name="clock" className="h-3.5 w-3.5" />
                    <span className="sr-only">{section.durationLabel} </span>
                    {episode.duration}
                  </span>
                </p>
                <h3 className="mt-2 text-lg font-semibold leading-snug">{episode.title}</h3>
                <p className="mt-2 flex-1 text-pretty text-sm text-slate-600">{episode.description}</p>
                <div className="mt-4">
                  <Listen episode={episode} label={label} />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {section.cta ? (
        <div className="mt-10 flex justify-center">
          <Cta cta={section.cta} onDark={dark} />
        </div>
      ) : null}
    </Section>
  )
}
