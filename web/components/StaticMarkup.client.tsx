'use client'

import {type ReactNode, useLayoutEffect, useRef, useState} from 'react'

/**
 * The static-markup rules (the same list is in docs/ARCHITECTURE.md, "Static markup"):
 *
 * 1. Everything without an island is static markup: server HTML inside a `StaticMarkup`, which React
 *    does not hydrate, because hydrating every element and link would be most of what a page costs
 *    over the framework's own work.
 * 2. Nothing inside static markup runs code of its own: no island, no event handler, no client
 *    component from this repository or a package. It would render on the server and never work in the
 *    browser.
 * 3. Links, the frame's buttons, the forms and the blog's Read More dialogs inside static markup are
 *    worked from document listeners, which the root layout's one island
 *    (`web/layout/SiteScripts.client.tsx`) starts: one client component for the whole frame.
 * 4. A section whose code reaches a client component is marked `hydrates` in
 *    `web/sections/registry.tsx`, and a hydrated section must hold an island: a test follows every
 *    section's imports, packages included.
 * 5. No Suspense boundary and no `loading.tsx` above page content (a boundary may hold only what a
 *    visitor's action shows): `StaticMarkup` knows it is hydrating by the page's first commit, which
 *    needs the page to hydrate in one render, and React hides a large finished boundary until a script
 *    shows it, so content would vanish without JavaScript.
 * 6. Consecutive static sections share one `StaticMarkup`, and its contents travel in a payload row of
 *    their own (`web/components/OwnPayloadRow.tsx`), which the browser never parses on a first load.
 * 7. What no visitor needs on load loads on first use: toasts, Supabase's client, an article's text,
 *    the chat provider's script. Icons come from the sprite (`<use href="/icons.svg#name">`) and
 *    pictures are plain `<img>` with next/image's props, because `lucide-react` and `<Image>` are client
 *    components.
 * 8. Build with `npm run build`: its `postbuild` (`web/build/compile-hints.ts`) marks every chunk a page
 *    starts with for V8 to compile off the main thread; a browser test fails on a script without it.
 * 9. A change to client code is judged by the function calls a page makes as it loads against the
 *    framework floor (`web/e2e/budgets.spec.ts`), not by script time, which a busy machine moves more
 *    than most changes do.
 */

/** The attribute that marks server-rendered markup React left unhydrated; the root layout's `SiteScripts` works its links and buttons. */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup'

/**
 * Set by the first commit of any StaticMarkup. Every StaticMarkup rendered in the browser before it is
 * part of the page's first render, which hydrates the server's HTML: the whole page hydrates in one
 * render and one commit (no Suspense boundary splits it: rule 5 above).
 */
let firstCommitDone = false

/**
 * Server-rendered markup that React does not hydrate (the rules above). On the server, and whenever the
 * browser renders it (a client-side navigation, a draft-mode refresh), it renders its children as usual.
 * While React hydrates the server's HTML, it renders an element whose content is an empty
 * `dangerouslySetInnerHTML` instead: React leaves such an element's content as the server sent it and
 * never walks it.
 *
 * How it knows it is hydrating: it is rendered in the browser before the page's first commit. Not with
 * `useSyncExternalStore` and a server snapshot, the usual test: its client snapshot differs, so React
 * would render the page again, synchronously, right after hydrating it. When React could not hydrate the
 * page and rendered it afresh instead (a browser extension changed the server's HTML, say), the element
 * it made is new and empty, not the server's: the layout effect sees that and renders the children
 * before the browser paints.
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
