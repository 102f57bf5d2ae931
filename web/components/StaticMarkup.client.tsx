'use client'

import {type ReactNode, useState, useSyncExternalStore} from 'react'

/** The attribute that marks server-rendered markup React left unhydrated; the root layout's `SiteScripts` works its links and buttons. */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup'

const neverChanges = () => () => {}

/**
 * Server-rendered markup that React does not hydrate (issue 30): hydrating a page's ~700 elements and
 * its ~50 links was most of the script time a first load cost over the framework's own. On the server,
 * and whenever the browser renders it (a client-side navigation, a draft-mode refresh), it renders its
 * children as usual. While React hydrates the server's HTML, it renders an element whose content is an
 * empty `dangerouslySetInnerHTML` instead: React leaves such an element's content as the server sent it
 * and never walks it.
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
  // True while React hydrates (its server snapshot), false when the browser renders the children itself.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  )
  const [skipped] = useState(() => hydrating && typeof window !== 'undefined')
  const [hydratedChildren] = useState(children)
  if (skipped && children === hydratedChildren) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which React never writes while it hydrates: it keeps the server's markup
    return <div key="server" className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
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
