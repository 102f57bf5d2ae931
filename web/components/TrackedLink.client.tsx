'use client'

import {safeHref} from '@agency/schemas/lib/url'
import type {MouseEvent, ReactNode} from 'react'

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void
  }
}

/** How long a click waits for the analytics tool to confirm the event before leaving anyway. */
export const TRACK_TIMEOUT_MS = 400

type TrackingWindow = {
  gtag?: Window['gtag']
  location: {assign(url: string): void}
  setTimeout(fn: () => void, ms: number): unknown
}

/**
 * Reports `event` to the analytics tool, then navigates to `href` once the tool confirms it (or after
 * TRACK_TIMEOUT_MS). Only an address the site's URL allowlist accepts is ever navigated to. Returns
 * false when it leaves the click to the browser (no analytics tool, or an address it refuses).
 */
export function trackThenFollow(href: string, event: string, win: TrackingWindow): boolean {
  const target = safeHref(href)
  if (!target || typeof win.gtag !== 'function') return false
  let left = false
  const leave = () => {
    if (left) return
    left = true
    win.location.assign(target)
  }
  win.gtag('event', event, {
    event_category: 'outbound',
    event_label: target,
    transport_type: 'beacon',
    event_callback: leave,
  })
  win.setTimeout(leave, TRACK_TIMEOUT_MS)
  return true
}

/**
 * A link that reports a conversion to the analytics tool (when `window.gtag` is on the page), then
 * navigates the browser to its address. Without the analytics tool it is an ordinary link; a
 * modified click (new tab, new window) is left to the browser. An address outside the URL allowlist
 * (javascript:, data:, //other-host ...) renders as plain text.
 */
export function TrackedLink({
  href,
  event,
  className,
  children,
}: {
  href: string
  event: string
  external?: boolean
  className?: string
  children: ReactNode
}) {
  const target = safeHref(href)
  if (!target) return <span className={className}>{children}</span>
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
    if (trackThenFollow(target, event, window)) e.preventDefault()
  }
  return (
    <a href={target} onClick={onClick} className={className} data-event={event}>
      {children}
    </a>
  )
}
