import {SmartLink} from '../components/SmartLink'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/** A thin banner with one message that links somewhere; an external address opens in a new tab. */
export function Announcement({section}: {section: SectionOf<'announcement'>}) {
  const href = clean(section.href)
  const cls =
    'group flex min-h-11 flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2.5 text-center text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white sm:text-base'
  const content = (
    <>
      <span data-announcement>{section.text}</span>
      {section.linkLabel ? (
        <span className="rounded-full bg-white/20 px-3 py-0.5 text-xs font-bold uppercase tracking-wider">
          {section.linkLabel}
        </span>
      ) : null}
      <span
        aria-hidden="true"
        className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      >
        →
      </span>
    </>
  )
  return (
    <section
      aria-label={section.wording?.announcementName}
      className="bg-gradient-to-r from-fuchsia-700 via-violet-700 to-indigo-700"
    >
      <SmartLink href={href} className={cls}>
        {content}
      </SmartLink>
    </section>
  )
}
