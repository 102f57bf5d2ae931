'use client'

import {openCookieSettings} from '../lib/analytics'

/** The footer's "Cookie settings": shows the consent banner again so the visitor can change their choice. */
export function CookieSettingsButton({label, className}: {label?: string | null; className?: string}) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      {label}
    </button>
  )
}
