/** The countdown's arithmetic, pure so it can be unit-tested. */
export interface Parts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

const n = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0)

/** Total seconds of a start value such as 3 days 23:59:59. */
export const toSeconds = (p: Partial<{[K in keyof Parts]: number | null}>) =>
  ((n(p.days) * 24 + n(p.hours)) * 60 + n(p.minutes)) * 60 + n(p.seconds)

/** Splits seconds into days, hours, minutes and seconds (negative counts as zero). */
export function split(total: number): Parts {
  const t = n(total)
  return {
    days: Math.floor(t / 86400),
    hours: Math.floor((t % 86400) / 3600),
    minutes: Math.floor((t % 3600) / 60),
    seconds: t % 60,
  }
}

/** Seconds left after `elapsedMs` of counting from `start` seconds; never below zero. */
export const remaining = (start: number, elapsedMs: number) =>
  Math.max(0, n(start) - Math.floor(Math.max(0, elapsedMs) / 1000))

export const pad = (v: number) => String(v).padStart(2, '0')
