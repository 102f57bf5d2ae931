'use client'

import {openCookieSettings} from '../lib/analytics'

/** The footer's "Cookie settings": shows the consent banner again so the visitor can change their choice. */
export function CookieSettingsButton({className}: {className?: string}) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      Cookie settings
    </button>
  )
}
