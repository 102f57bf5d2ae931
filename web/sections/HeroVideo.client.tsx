'use client'

import {useEffect, useRef, useState} from 'react'

/**
 * The background video. It is not in the server HTML, so it never competes with the poster for the
 * first paint; it is added after the page has loaded, and never for visitors who prefer reduced motion
 * or save data.
 */
export function HeroVideo({src}: {src: string}) {
  const [show, setShow] = useState(false)
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const saveData = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData
    if (reduce.matches || saveData) return
    const start = () => setShow(true)
    if (document.readyState === 'complete') {
      const id = window.setTimeout(start, 1500)
      return () => window.clearTimeout(id)
    }
    const onLoad = () => window.setTimeout(start, 1500)
    window.addEventListener('load', onLoad, {once: true})
    const onChange = () => reduce.matches && setShow(false)
    reduce.addEventListener('change', onChange)
    return () => {
      window.removeEventListener('load', onLoad)
      reduce.removeEventListener('change', onChange)
    }
  }, [])

  if (!show) return null
  return (
    <video
      ref={ref}
      src={src}
      autoPlay
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      className="absolute inset-0 -z-20 h-full w-full object-cover"
    />
  )
}
