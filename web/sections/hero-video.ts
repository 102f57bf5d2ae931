/** Marks the element a video hero's background video goes into (sections/VideoHero.tsx); its value is the video's address. */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video'

/** How long after the page's load event the video is added, so it never competes with the poster and the page's own loading. */
export const HERO_VIDEO_DELAY_MS = 1500

/**
 * Adds the page's hero background video (sections/VideoHero.tsx) 1.5 s after the page has loaded,
 * never for visitors who prefer reduced motion or save data, and takes it away again if the visitor
 * turns reduced motion on. Plain DOM work from the root layout's island (layout/SiteScripts.client.tsx),
 * run for each page shown, instead of a client component in the hero: the hero is then static markup
 * React does not hydrate, and no visitor loads code for a video reduced motion never shows.
 *
 * Returns the function that stops it, for the next route change.
 */
export function startHeroVideo(): () => void {
  const slot = document.querySelector<HTMLElement>(`[${HERO_VIDEO_ATTRIBUTE}]`)
  const src = slot?.getAttribute(HERO_VIDEO_ATTRIBUTE)
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const saveData = (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData
  if (!slot || !src || reducedMotion.matches || saveData) return () => {}

  let timer: number | undefined
  const show = () => {
    if (reducedMotion.matches || slot.querySelector('video')) return
    const video = document.createElement('video')
    Object.assign(video, {
      src,
      autoplay: true,
      muted: true,
      loop: true,
      playsInline: true,
      preload: 'none',
      tabIndex: -1,
    })
    video.setAttribute('aria-hidden', 'true')
    video.className = 'h-full w-full object-cover'
    slot.append(video)
  }
  const afterLoad = () => {
    timer = window.setTimeout(show, HERO_VIDEO_DELAY_MS)
  }
  const onMotionChange = () => {
    if (reducedMotion.matches) slot.replaceChildren()
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, {once: true})
  reducedMotion.addEventListener('change', onMotionChange)
  return () => {
    window.clearTimeout(timer)
    window.removeEventListener('load', afterLoad)
    reducedMotion.removeEventListener('change', onMotionChange)
  }
}
