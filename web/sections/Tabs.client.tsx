'use client'

import {type CSSProperties, useRef, useState, type KeyboardEvent, type ReactNode} from 'react'

/**
 * The interactive part of the tabs section (WAI-ARIA tabs pattern, selection follows focus): a
 * tablist with roving tabindex, ←/→ to move, Home/End for the first/last tab. The panels arrive
 * already rendered on the server; this island only shows the selected one and hides the others.
 */
export function TabsClient({
  idBase,
  labels,
  label,
  labelledBy,
  panels,
  dark = false,
}: {
  idBase: string
  labels: string[]
  label?: string
  labelledBy?: string
  panels: ReactNode[]
  dark?: boolean
}) {
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const n = labels.length

  const select = (i: number, focus: boolean) => {
    setSelected(i)
    if (focus) tabRefs.current[i]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = {ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1}[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <>
      <div className="px-4 sm:px-6 lg:px-10">
        {/* The tabs are equal parts of a fixed width, so a tab drawn before the next one is read is
            already where it stays (web/e2e/first-screen.spec.ts); a label too long for its part wraps. */}
        <div
          role="tablist"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          style={{'--tab-count': n} as CSSProperties}
          className={`mx-auto grid w-full max-w-xl grid-cols-[repeat(var(--tab-count),minmax(0,1fr))] gap-1 rounded-full p-1 ring-1 ${dark ? 'bg-slate-900 ring-slate-700' : 'bg-slate-100 ring-slate-200'}`}
        >
          {labels.map((text, i) => {
            const on = i === selected
            return (
              <button
                key={i}
                ref={(el) => {
                  tabRefs.current[i] = el
                }}
                type="button"
                role="tab"
                id={`${idBase}-tab-${i}`}
                aria-selected={on}
                aria-controls={`${idBase}-panel-${i}`}
                tabIndex={on ? 0 : -1}
                onClick={() => select(i, false)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className={`min-h-11 rounded-full px-3 py-2 text-sm font-semibold leading-tight [overflow-wrap:anywhere] sm:px-5 transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 ${
                  on
                    ? 'bg-violet-700 text-white shadow-sm'
                    : dark
                      ? 'text-slate-200 hover:bg-slate-800'
                      : 'text-slate-700 hover:bg-white'
                }`}
              >
                {text}
              </button>
            )
          })}
        </div>
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${idBase}-panel-${i}`}
          aria-labelledby={`${idBase}-tab-${i}`}
          hidden={i !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable when it has no focusable content first
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-violet-700"
        >
          {panel}
        </div>
      ))}
    </>
  )
}
