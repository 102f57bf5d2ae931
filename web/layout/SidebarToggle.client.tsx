'use client'

import {usePathname} from 'next/navigation'
import {useEffect, useState} from 'react'

/**
 * The menu button for small screens. It opens the server-rendered sidebar as a drawer (by its
 * data-open attribute), closes it on Escape, on a click outside and on every route change.
 */
export function SidebarToggle({
  controls,
  openLabel,
  closeLabel,
}: {
  controls: string
  openLabel?: string | null
  closeLabel?: string | null
}) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the sidebar on every navigation, which is what pathname marks
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    const el = document.getElementById(controls)
    if (!el) return
    el.dataset.open = String(open)
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    const onClick = (e: MouseEvent) => {
      const t = e.target as Node
      if (!el.contains(t) && !(t instanceof Element && t.closest('[data-sidebar-toggle]'))) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    el.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus()
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open, controls])

  return (
    <button
      type="button"
      data-sidebar-toggle
      aria-controls={controls}
      aria-expanded={open}
      onClick={() => setOpen((o) => !o)}
      className="fixed left-3 top-2 z-50 grid h-10 w-10 place-items-center rounded-lg bg-slate-950 text-white ring-1 ring-slate-700 focus-visible:outline-2 focus-visible:outline-violet-400 lg:hidden"
    >
      <span className="sr-only">{open ? closeLabel : openLabel}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  )
}
