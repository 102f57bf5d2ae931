'use client'

import {usePathname} from 'next/navigation'
import {useEffect, useRef} from 'react'

/** Every route change starts at the top of the new page (links to an #anchor keep their target). */
export function ScrollToTop() {
  const pathname = usePathname()
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which is what pathname marks
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!window.location.hash) window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])
  return null
}
