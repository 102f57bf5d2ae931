import Link from 'next/link'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/**
 * A tab fixed to the right edge of the screen, e.g. "TODAY AI NEWS". Prefetched on intent only
 * (pointer, touch or focus), like the sidebar's links: fixed to the screen, it is "on screen" at every
 * load whatever the visitor is looking at, and fetching its page ahead cost every load of / a 48 kB
 * request and about 2,500 function calls (issue 30).
 */
export function FloatingTab({section}: {section: SectionOf<'floatingTab'>}) {
  return (
    <Link
      href={clean(section.href)}
      prefetch={false}
      data-prefetch="intent"
      className="fixed right-0 top-1/2 z-20 -translate-y-1/2 rounded-l-xl bg-rose-600 px-2 py-4 text-xs font-bold uppercase tracking-widest text-white shadow-lg [writing-mode:vertical-rl] hover:bg-rose-700"
    >
      {section.label}
    </Link>
  )
}
