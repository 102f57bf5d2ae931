'use client'

import {type FocusEvent, type ReactNode, useEffect, useId, useReducer, useState} from 'react'
import {fill} from '@agency/schemas/lib/fill'
import {carouselReducer, initialCarousel} from './carouselState'

/** The controls' words, from the carousel section's content; {n} and {total} are filled in. */
export interface CarouselLabels {
  pause: string
  play: string
  previous: string
  next: string
  slide: string
  dots: string
  dot: string
}

/**
 * The carousel's interactive part, following the WAI-ARIA carousel pattern: a labelled region, a
 * pause/play button first, Previous/Next and one dot button per slide. Slides are groups labelled
 * "N of M"; hidden ones are aria-hidden and inert. It advances by itself every `interval` ms, except
 * while hovered, while focus is inside, after the visitor pressed pause, or when the visitor prefers
 * reduced motion. Moves take `lockMs` ms; input during a move is ignored.
 */
export function CarouselClient({
  label,
  labels,
  slides,
  interval,
  lockMs,
}: {
  label: string
  labels: CarouselLabels
  slides: ReactNode[]
  interval: number
  lockMs: number
}) {
  const count = slides.length
  const [state, dispatch] = useReducer(carouselReducer, undefined, () => initialCarousel(count, lockMs))
  const [userPaused, setUserPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reduced, setReduced] = useState(false)
  const [ready, setReady] = useState(false)
  const slidesId = useId()

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(mq.matches)
    update()
    setReady(true)
    mq.addEventListener('change', update)
    return () => mq.removeEventListener('change', update)
  }, [])

  const rotating = ready && !reduced && !userPaused && !hovered && !focused && count > 1
  // biome-ignore lint/correctness/useExhaustiveDependencies: dispatch is stable; the interval restarts only when rotation or its speed changes
  useEffect(() => {
    if (!rotating) return
    const id = window.setInterval(() => dispatch({type: 'next', at: Date.now()}), interval)
    return () => window.clearInterval(id)
  }, [rotating, state.index, interval])

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }
  const index = state.index
  const btn =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white text-slate-900 shadow ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700'

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a region with aria-roledescription
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready || undefined}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="mx-auto max-w-4xl"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        {reduced ? (
          <span />
        ) : (
          <button
            type="button"
            className={`${btn} gap-2 px-4 text-sm font-semibold`}
            onClick={() => setUserPaused((p) => !p)}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            {userPaused ? labels.play : labels.pause}
          </button>
        )}
        <div className="flex gap-2">
          <button
            type="button"
            className={btn}
            aria-controls={slidesId}
            aria-label={labels.previous}
            onClick={() => dispatch({type: 'prev', at: Date.now()})}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={btn}
            aria-controls={slidesId}
            aria-label={labels.next}
            onClick={() => dispatch({type: 'next', at: Date.now()})}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <div
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        className="grid overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200"
      >
        {slides.map((slide, i) => {
          const active = i === index
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide a group with aria-roledescription
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, {n: i + 1, total: count})}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-active={active || undefined}
              style={{transitionDuration: `${lockMs}ms`}}
              className={`[grid-area:1/1] transition-opacity motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'opacity-0'}`}
            >
              {slide}
            </div>
          )
        })}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields (fieldset would announce a form) */}
      <div className="mt-4 flex flex-wrap justify-center gap-1" role="group" aria-label={labels.dots}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-controls={slidesId}
            aria-label={fill(labels.dot, {n: i + 1})}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => dispatch({type: 'go', to: i, at: Date.now()})}
            className="group grid h-8 w-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-700"
          >
            <span
              className={`block h-3 w-3 rounded-full transition-colors ${i === index ? 'bg-violet-700' : 'bg-slate-400 group-hover:bg-slate-600'}`}
            />
          </button>
        ))}
      </div>
    </div>
  )
}
