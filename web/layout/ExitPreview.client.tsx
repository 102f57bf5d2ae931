'use client'

import {usePathname} from 'next/navigation'

/**
 * "Exit preview", shown only in draft mode: leaves it and comes back to this page, published
 * (/api/draft-mode/disable takes the path to return to).
 */
export function ExitPreview() {
  const pathname = usePathname()
  return (
    <a
      href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname || '/')}`}
      className="fixed bottom-4 left-4 z-50 rounded-full bg-amber-300 px-4 py-2 text-sm font-semibold text-amber-950 shadow-lg"
    >
      Exit preview
    </a>
  )
}
