import {safeHref} from '@agency/schemas/lib/url'
import Link from 'next/link'
import type {ReactNode} from 'react'
import {isExternal} from '../lib/href'

/**
 * A link that picks its kind from the address: another site opens in a new tab with
 * rel="noopener noreferrer" (and says so to screen readers); an anchor, mailto, tel or sms link is a
 * plain <a>; a page of this site is a client-side <Link>. Content addresses outside the URL
 * allowlist (javascript:, data:, //other-host ...) render as plain text.
 */
export function SmartLink({
  href: value,
  className,
  children,
  announceNewTab = true,
}: {
  href: string
  className?: string
  children: ReactNode
  announceNewTab?: boolean
}) {
  const href = safeHref(value)
  if (!href) return <span className={className}>{children}</span>
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        {announceNewTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    )
  }
  if (href.startsWith('#') || /^(mailto|tel|sms):/.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
