/**
 * What a click on a link inside unhydrated markup (components/StaticMarkup.client.tsx) does, by the
 * rules `next/link` and `TrackedLink` follow when they are hydrated: the root layout's
 * `SiteScripts` applies them (layout/static-link-listeners.ts). Plain functions over an element's attributes, so they are tested
 * without a browser.
 */

/** The attributes of a link that these rules read. */
export interface LinkAttributes {
  getAttribute(name: string): string | null
}

/** The parts of a click that decide whether the browser keeps it (new tab, new window, download ...). */
export interface ClickModifiers {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

export type StaticLinkAction =
  /** A page of this site: navigate client-side, as next/link does. */
  | {kind: 'navigate'; href: string}
  /** A tracked link (TrackedLink's `data-event`): report the event, then follow it. */
  | {kind: 'track'; href: string; event: string}

/**
 * The page of this site a link opens in place, or null: a path (`/pricing`, `/blog?page=2#top`), not
 * a protocol-relative address, opened in the same tab and not a download. `#anchor`, mailto:, tel:
 * and sms: links and other sites' addresses are plain anchors the browser follows itself.
 */
export function sitePageHref(link: LinkAttributes): string | null {
  const href = link.getAttribute('href')
  if (!href?.startsWith('/') || href.startsWith('//')) return null
  const target = link.getAttribute('target')
  if ((target && target !== '_self') || link.getAttribute('download') !== null) return null
  if (link.getAttribute('data-event') !== null) return null
  return href
}

/** What a click on `link` does, or null when the browser handles it (a modified or already handled click). */
export function staticLinkAction(link: LinkAttributes, click: ClickModifiers): StaticLinkAction | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  const event = link.getAttribute('data-event')
  const href = link.getAttribute('href')
  if (event && href) return {kind: 'track', href, event}
  const page = sitePageHref(link)
  return page ? {kind: 'navigate', href: page} : null
}
