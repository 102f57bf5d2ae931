'use client'

import {type ReactNode, useState} from 'react'

/**
 * The Read More / Read Less toggle (disclosure pattern). The text is in the page's HTML from the start,
 * hidden until the button expands it.
 */
export function ReadMoreClient({
  id,
  expandLabel,
  collapseLabel,
  children,
}: {
  id: string
  expandLabel: string
  collapseLabel: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div id={id} hidden={!open} className="space-y-4">
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold text-violet-800 ring-1 ring-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        {open ? collapseLabel : expandLabel}
        <span
          aria-hidden="true"
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        >
          ▾
        </span>
      </button>
    </>
  )
}
