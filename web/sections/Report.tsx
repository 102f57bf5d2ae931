import {PortableBody} from '../components/PortableBody'
import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {contentsOf} from '../components/contents'
import {Contents} from './islands.client'

type Part = SectionOf<'report'>['parts'][number]

/** The parts as contents items: a part of level 2 is listed under the part before it. */
const contentsItems = (parts: Pick<Part, 'title' | 'anchor' | 'level'>[]) =>
  parts.map((p) => ({
    title: p.title,
    anchor: clean(p.anchor),
    level: clean(p.level) === 2 ? (2 as const) : (1 as const),
  }))

/** A long report: contents list (anchor links), video with an outside link, a Share button and the text. */
export function Report({section}: {section: SectionOf<'report'>}) {
  const id = `report-${clean(section.anchor) || section._key}`
  const video = section.video
  return (
    <Section frame={section} width="max-w-6xl">
      <div className="grid gap-10 @4xl:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          <Contents id={id} title={section.contentsTitle} entries={contentsOf(contentsItems(section.parts))} />
        </div>
        <article className="min-w-0">
          {video?.url ? (
            <figure className="mb-10">
              <iframe
                src={clean(video.url)}
                title={video.title}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                className="aspect-video w-full rounded-2xl border-0 bg-slate-900 shadow-sm"
              />
              {video.watchUrl ? (
                <figcaption className="mt-3 text-sm">
                  <a
                    href={clean(video.watchUrl)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block py-1 font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
                  >
                    {video.watchLabel}
                    <span className="sr-only"> {section.newTab}</span>
                  </a>
                </figcaption>
              ) : null}
            </figure>
          ) : null}
          {section.shareLabel ? (
            <div className="mb-8 flex justify-end">
              <button
                type="button"
                aria-disabled="true"
                title={section.shareUnavailable}
                data-share
                className="inline-flex min-h-11 cursor-not-allowed items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                >
                  <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13" />
                </svg>
                {section.shareLabel}
              </button>
            </div>
          ) : null}
          {section.parts.map((part) => {
            const sub = clean(part.level) === 2
            return (
              <section
                key={part._key}
                id={clean(part.anchor)}
                aria-labelledby={`${clean(part.anchor)}-title`}
                className={`scroll-mt-24 first-of-type:pt-0 ${sub ? 'pt-6' : 'pt-12'}`}
              >
                {sub ? (
                  <h3 id={`${clean(part.anchor)}-title`} className="text-xl font-semibold text-slate-900">
                    {part.title}
                  </h3>
                ) : (
                  <h2 id={`${clean(part.anchor)}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
                    {part.title}
                  </h2>
                )}
                {part.body ? <PortableBody value={part.body} /> : null}
              </section>
            )
          })}
        </article>
      </div>
    </Section>
  )
}
