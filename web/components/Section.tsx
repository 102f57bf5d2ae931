import type {ReactNode} from 'react'
import {clean} from '../lib/href'

const tones = {
  default: 'bg-white text-slate-900',
  muted: 'bg-slate-50 text-slate-900',
  dark: 'bg-slate-950 text-white',
  accent: 'bg-violet-50 text-slate-900',
} as const

export interface SectionFrame {
  anchor?: string | null
  eyebrow?: string | null
  heading?: string | null
  intro?: string | null
  tone?: string | null
}

/** The frame every section shares: anchor id, background tone, eyebrow, h2 heading and intro. */
export function Section({
  frame,
  children,
  width = 'max-w-6xl',
  headingId,
  className = '',
  container = true,
}: {
  frame: SectionFrame
  children: ReactNode
  width?: string
  headingId?: string
  className?: string
  /**
   * Whether the content under the heading is a size container (for @xl:, @2xl: ... variants). A
   * section whose content reflows by the window's width instead (viewport breakpoints) passes false:
   * content inside a size container was seen laid out again after the first paint while a page loads
   * on a busy CPU (web/e2e/stability.spec.ts, the /blog slow-CPU test).
   */
  container?: boolean
}) {
  const tone = (clean(frame.tone) ?? 'default') as keyof typeof tones
  const dark = tone === 'dark'
  const id = clean(frame.anchor) || undefined
  const labelId = frame.heading ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined
  return (
    <section
      id={id}
      aria-labelledby={labelId}
      className={`scroll-mt-20 px-4 py-14 sm:px-6 lg:px-10 lg:py-20 ${tones[tone] ?? tones.default} ${className}`}
    >
      <div className={`mx-auto ${width}`}>
        {frame.eyebrow || frame.heading || frame.intro ? (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            {frame.eyebrow ? (
              <p
                className={`mb-2 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-violet-300' : 'text-violet-700'}`}
              >
                {frame.eyebrow}
              </p>
            ) : null}
            {frame.heading ? (
              <h2 id={labelId} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
                {frame.heading}
              </h2>
            ) : null}
            {frame.intro ? (
              <p className={`mt-4 text-pretty text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{frame.intro}</p>
            ) : null}
          </header>
        ) : null}
        {/* The section's content (not its heading) is a size container: grids inside reflow by the width
            the section really gets (the desktop sidebar takes 256 px of the window), with @xl:, @2xl:,
            @4xl: ... variants. The heading stays outside it: while a page loaded on a busy CPU, the
            first section's heading inside the container was drawn once with other line boxes and moved
            (layout shift 0.0087-0.0102 at 1280 px, web/e2e/stability.spec.ts); outside it, none. */}
        {container ? <div className="@container">{children}</div> : children}
      </div>
    </section>
  )
}

export const isDark = (tone?: string | null) => clean(tone) === 'dark'
