import Link from 'next/link'
import {MAKE_WAY_ATTRIBUTE} from '../layout/make-way'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/**
 * A tab fixed to the right edge of the screen, e.g. "TODAY AI NEWS", in the site's violet. Fixed to the
 * screen, it would cover whatever passes under it at the right edge (a line of text, a card, the
 * footer's frame), so it steps aside while a control or words are under it (layout/make-way.ts). Prefetched on intent only (pointer,
 * touch or focus), like the sidebar's links: it is "on screen" at every load whatever the visitor is
 * looking at, so an on-screen prefetch would fetch its page with every load.
 */
export function FloatingTab({section}: {section: SectionOf<'floatingTab'>}) {
  return (
    <Link
      href={clean(section.href)}
      prefetch={false}
      data-prefetch="intent"
      {...{[MAKE_WAY_ATTRIBUTE]: ''}}
      className="fixed right-0 top-1/2 z-20 -translate-y-1/2 rounded-l-xl bg-violet-700 px-2 py-4 text-xs font-bold uppercase tracking-widest text-white shadow-lg shadow-violet-950/30 ring-1 ring-white/20 transition-[opacity,background-color] duration-150 [writing-mode:vertical-rl] hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 data-give-way:not-focus-visible:pointer-events-none data-give-way:not-focus-visible:opacity-0 motion-reduce:transition-none"
    >
      {section.label}
    </Link>
  )
}
