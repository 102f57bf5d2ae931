'use client'

import {usePathname} from 'next/navigation'
import {useEffect, useRef} from 'react'

/** Every route change starts at the top of the new page (links to an #anchor keep their target). */
export function ScrollToTop() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!window.location.hash) window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])
  return null
}
