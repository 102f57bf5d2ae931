import {STATIC_MARKUP_ATTRIBUTE} from '../components/StaticMarkup.client'
import {trackThenFollow} from '../components/TrackedLink.client'
import {sitePageHref, staticLinkAction} from '../lib/static-links'

/** What the listeners need of Next's router (`useRouter()`). */
export interface PageRouter {
  push(href: string): void
  prefetch(href: string): void
}

/** The link a DOM event happened on, when it is inside markup React left unhydrated. */
function staticLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  return link instanceof HTMLAnchorElement && link.closest(`[${STATIC_MARKUP_ATTRIBUTE}]`) ? link : null
}

/**
 * The links inside unhydrated markup (components/StaticMarkup.client.tsx), worked from one set of
 * document listeners instead of one hydrated component per link:
 * - a click on a page of this site navigates client-side, as `next/link` does (lib/static-links.ts
 *   has the rules; modified clicks, new tabs and downloads stay with the browser);
 * - a tracked link reports its event before it is followed, as `TrackedLink` does;
 * - a page is prefetched as a hydrated `next/link` would prefetch it: when its link is on screen, and
 *   when the visitor shows the intent to open it (pointer over it, a touch, or keyboard focus). The
 *   links on screen are watched once the page has loaded and the browser is idle (Google's quicklink
 *   does the same), so their fetching and decoding is not part of the load. A link marked
 *   `data-prefetch="intent"` (the sidebar's: the drawer counts as on screen even when closed; the
 *   consent banner's, on screen at every first visit; a tab fixed to the screen edge) is prefetched
 *   on intent only.
 *
 * Returns the function that removes them again.
 */
export function listenToStaticLinks(router: PageRouter): () => void {
  const prefetched = new Set<string>()
  const prefetch = (link: HTMLAnchorElement | null) => {
    const href = link && sitePageHref(link)
    if (!href || prefetched.has(href)) return
    prefetched.add(href)
    router.prefetch(href)
  }
  const onIntent = (event: Event) => prefetch(staticLink(event.target))
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      onScreen.unobserve(entry.target)
      prefetch(entry.target as HTMLAnchorElement)
    }
  })
  const watchLinks = () => {
    const links = document.querySelectorAll<HTMLAnchorElement>(
      `[${STATIC_MARKUP_ATTRIBUTE}] a[href^="/"]:not([data-prefetch="intent"])`,
    )
    for (const link of links) if (sitePageHref(link)) onScreen.observe(link)
  }
  let stopped = false
  // Safari has no requestIdleCallback: there the links are watched right after the load event's tasks.
  const whenIdle = () => {
    const watch = () => stopped || watchLinks()
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(watch)
    else window.setTimeout(watch, 1)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, {once: true})
  const onClick = (event: MouseEvent) => {
    const link = staticLink(event.target)
    const action = link && staticLinkAction(link, event)
    if (!action) return
    if (action.kind === 'track') {
      if (trackThenFollow(action.href, action.event, window)) event.preventDefault()
      return
    }
    event.preventDefault()
    router.push(action.href)
  }
  document.addEventListener('click', onClick)
  document.addEventListener('mouseover', onIntent, {passive: true})
  document.addEventListener('touchstart', onIntent, {passive: true})
  document.addEventListener('focusin', onIntent)
  return () => {
    stopped = true
    window.removeEventListener('load', whenIdle)
    onScreen.disconnect()
    document.removeEventListener('click', onClick)
    document.removeEventListener('mouseover', onIntent)
    document.removeEventListener('touchstart', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}
