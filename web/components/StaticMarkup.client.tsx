'use client'

import {type ReactNode, useLayoutEffect, useRef, useState} from 'react'

/** The attribute that marks server-rendered markup React left unhydrated; the root layout's `SiteScripts` works its links and buttons. */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup'

/**
 * Set by the first commit of any StaticMarkup. Every StaticMarkup rendered in the browser before it is
 * part of the page's first render, which hydrates the server's HTML: the whole page hydrates in one
 * render and one commit (no Suspense boundary splits it; docs/ARCHITECTURE.md, "Client islands").
 */
let firstCommitDone = false

/**
 * Server-rendered markup that React does not hydrate (issue 30): hydrating a page's ~700 elements and
 * its ~50 links was most of the script time a first load cost over the framework's own. On the server,
 * and whenever the browser renders it (a client-side navigation, a draft-mode refresh), it renders its
 * children as usual. While React hydrates the server's HTML, it renders an element whose content is an
 * empty `dangerouslySetInnerHTML` instead: React leaves such an element's content as the server sent it
 * and never walks it.
 *
 * How it knows it is hydrating: it is rendered in the browser before the page's first commit. Not with
 * `useSyncExternalStore` and a server snapshot, the usual test: its client snapshot differs, so React
 * renders the page again, synchronously, right after hydrating it (1,500 function calls a page, issue
 * 30). When React could not hydrate the page and rendered it afresh instead (a browser extension changed
 * the server's HTML, say), the element it made is new and empty, not the server's: the layout effect
 * sees that and renders the children before the browser paints.
 *
 * The rule that follows: nothing inside may need JavaScript of its own. No island, no event handler;
 * the page's links and tracked links are the exception, worked by the root layout's `SiteScripts`
 * (layout/static-link-listeners.ts) as `next/link` and `TrackedLink` would, and so are the frame's
 * buttons that carry a data attribute of layout/frame-controls.ts (menu, chat, consent, Cookie settings)
 * and the blog cards' Read More dialogs (blog/article-dialogs.ts). (web/sections/static.test.ts holds every section type
 * to this: a section whose code reaches another client component must be listed as hydrated.)
 *
 * When new children arrive after hydration (a draft-mode refresh brings edited content), the element is
 * rendered again from them, as a new element: React cannot hydrate markup it skipped.
 */
export function StaticMarkup({className = 'contents', children}: {className?: string; children: ReactNode}) {
  const [skipped, setSkipped] = useState(() => typeof window !== 'undefined' && !firstCommitDone)
  const [hydratedChildren] = useState(children)
  const kept = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    firstCommitDone = true
    if (skipped && kept.current && !kept.current.hasChildNodes()) setSkipped(false)
  }, [skipped])
  if (skipped && children === hydratedChildren) {
    return (
      <div
        key="server"
        ref={kept}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which React never writes while it hydrates: it keeps the server's markup
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    )
  }
  return (
    <div
      key="browser"
      className={className}
      {...{[STATIC_MARKUP_ATTRIBUTE]: typeof window === 'undefined' ? '' : undefined}}
    >
      {children}
    </div>
  )
}
