'use client'

import type {MouseEvent, ReactNode} from 'react'

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void
  }
}

/** How long a click waits for the analytics tool to confirm the event before leaving anyway. */
export const TRACK_TIMEOUT_MS = 400

/**
 * A link that reports a conversion to the analytics tool (when `window.gtag` is on the page), then
 * navigates the browser to its address. Without the analytics tool it is an ordinary link; a
 * modified click (new tab, new window) is left to the browser.
 */
export function TrackedLink({href, event, className, children}: {href: string; event: string; external?: boolean; className?: string; children: ReactNode}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
    if (typeof window.gtag !== 'function') return
    e.preventDefault()
    let left = false
    const leave = () => {
      if (left) return
      left = true
      window.location.assign(href)
    }
    window.gtag('event', event, {event_category: 'outbound', event_label: href, transport_type: 'beacon', event_callback: leave})
    window.setTimeout(leave, TRACK_TIMEOUT_MS)
  }
  return (
    <a href={href} onClick={onClick} className={className} data-event={event}>
      {children}
    </a>
  )
}
