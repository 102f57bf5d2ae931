'use client'

import {useEffect, useState} from 'react'
import {pad, remaining, split} from './countdownTime'

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/** The words under the numbers, from the countdown section's content. */
export type CountdownUnitLabels = Record<(typeof UNITS)[number], string>

/**
 * Counts down from `start` seconds once a second and stops at zero. The server HTML and the first
 * client render both show the start value (no hydration mismatch); counting begins after hydration.
 * role="timer" is not a live region, so screen readers are not interrupted every second.
 */
export function CountdownClient({
  start,
  label,
  endedText,
  unitLabels,
}: {
  start: number
  label: string
  endedText?: string | null
  unitLabels: CountdownUnitLabels
}) {
  const [left, setLeft] = useState(start)
  const [running, setRunning] = useState(false)

  useEffect(() => {
    if (start <= 0) return
    setRunning(true)
    const began = Date.now()
    const id = window.setInterval(() => {
      const r = remaining(start, Date.now() - began)
      setLeft(r)
      if (r === 0) {
        window.clearInterval(id)
        setRunning(false)
      }
    }, 1000)
    return () => window.clearInterval(id)
  }, [start])

  const parts = split(left)
  return (
    <div>
      <div
        role="timer"
        aria-label={label}
        aria-live="off"
        data-seconds-left={left}
        data-running={running || undefined}
        className="flex justify-center gap-3 sm:gap-5"
      >
        {UNITS.map((key) => (
          <div
            key={key}
            className="w-20 rounded-2xl bg-white px-2 py-4 text-center shadow-sm ring-1 ring-violet-200 sm:w-24"
          >
            <span
              data-unit={key}
              className="block text-4xl font-extrabold tabular-nums tracking-tight text-violet-800 sm:text-5xl"
            >
              {key === 'days' ? parts.days : pad(parts[key])}
            </span>
            <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-slate-600">
              {unitLabels[key]}
            </span>
          </div>
        ))}
      </div>
      {left === 0 && endedText ? (
        <p className="mt-4 text-center font-semibold text-slate-700" data-ended>
          {endedText}
        </p>
      ) : null}
    </div>
  )
}
