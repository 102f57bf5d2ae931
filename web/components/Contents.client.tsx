'use client'

import {useState} from 'react'

export interface ContentsEntry {
  title: string
  anchor: string
  children: {title: string; anchor: string}[]
}

/**
 * A contents list of links to the sections of a long text: the report section's parts and an
 * article's h2 and h3 headings (entries from ./contents.ts). Always shown (and sticky when its column
 * is taller than it) on large screens; on small screens a disclosure button with aria-expanded shows
 * or hides it, and following a link closes it again.
 */
export function Contents({id, title, entries}: {id: string; title: string; entries: ContentsEntry[]}) {
  const [open, setOpen] = useState(false)
  const listId = `${id}-list`
  const link =
    'block rounded-md px-2 py-1.5 text-slate-700 hover:bg-violet-50 hover:text-violet-800 focus-visible:outline-2 focus-visible:outline-violet-700'
  return (
    <nav
      aria-label={title}
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100vh-12rem)] lg:overflow-y-auto"
    >
      <p className="hidden px-2 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-600 lg:block">{title}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-2 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 lg:hidden"
      >
        {title}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-5 w-5 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ol id={listId} className={`${open ? 'block' : 'hidden'} mt-2 space-y-1 text-sm lg:mt-0 lg:block`}>
        {entries.map((e) => (
          <li key={e.anchor}>
            <a href={`#${e.anchor}`} onClick={() => setOpen(false)} className={`${link} font-medium`}>
              {e.title}
            </a>
            {e.children.length ? (
              <ol className="ml-3 space-y-1 border-l border-slate-200 pl-2">
                {e.children.map((c) => (
                  <li key={c.anchor}>
                    <a href={`#${c.anchor}`} onClick={() => setOpen(false)} className={link}>
                      {c.title}
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
