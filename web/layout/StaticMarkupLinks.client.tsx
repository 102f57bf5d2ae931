'use client'

import {useRouter} from 'next/navigation'
import {useEffect} from 'react'
import {STATIC_MARKUP_ATTRIBUTE} from '../components/StaticMarkup.client'
import {trackThenFollow} from '../components/TrackedLink.client'
import {sitePageHref, staticLinkAction} from '../lib/static-links'

/** The link a DOM event happened on, when it is inside markup React left unhydrated. */
function staticLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  return link instanceof HTMLAnchorElement && link.closest(`[${STATIC_MARKUP_ATTRIBUTE}]`) ? link : null
}

/**
 * The links inside unhydrated markup (components/StaticMarkup.client.tsx), worked from one set of
 * document listeners instead of one hydrated component per link (issue 30):
 * - a click on a page of this site navigates client-side, as `next/link` does (lib/static-links.ts
 *   has the rules; modified clicks, new tabs and downloads stay with the browser);
 * - a tracked link reports its event before it is followed, as `TrackedLink` does;
 * - a page is prefetched when the visitor shows the intent to open it (pointer over it, a touch, or
 *   keyboard focus), Next.js's hover-triggered prefetch pattern. It is not prefetched on sight as a
 *   hydrated `next/link` would be: decoding those payloads was part of what each first load cost.
 */
export function StaticMarkupLinks() {
  const router = useRouter()
  useEffect(() => {
    const prefetched = new Set<string>()
    const onIntent = (event: Event) => {
      const link = staticLink(event.target)
      const href = link && sitePageHref(link)
      if (!href || prefetched.has(href)) return
      prefetched.add(href)
      router.prefetch(href)
    }
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
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router])
  return null
}
