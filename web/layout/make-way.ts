/**
 * Floating elements that never cover a control: the chat button and the "TODAY AI NEWS" tab are fixed
 * to the screen, so as a visitor reads down (or tabs through) a page, every link, button and field
 * passes under them somewhere. An element marked `data-make-way` steps aside while any part of a link,
 * button, field or embedded frame of the page is under it: it gets `data-give-way`, which its classes
 * turn into opacity 0 and no pointer events (focused from the keyboard it shows anyway), and loses it
 * when its corner is clear again.
 *
 * One IntersectionObserver per floating element, its root margin cut down to that element's box, watches
 * every control on the page: the browser works out what passes under it as the page scrolls or
 * changes, off the main thread's script. Controls added later (the quiz's next question, a client-side
 * navigation's new page, an opened dialog) are watched as they arrive (a MutationObserver), and the box
 * is measured again when the window is resized (the chat button moves at the `lg` breakpoint).
 *
 * Run by the root layout's island for each page shown (SiteScripts.client.tsx), like the hero's video.
 */

/** A fixed element that steps aside while a control is under it. */
export const MAKE_WAY_ATTRIBUTE = 'data-make-way'
/** Set on it while it steps aside; the server may send it set, for an element that shows once it is known to be clear. */
export const GIVE_WAY_ATTRIBUTE = 'data-give-way'

/** What a visitor clicks, types in or tabs to, with the labels that choose a field (the quiz's answers). */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, iframe, [tabindex]:not([tabindex="-1"])'

/**
 * The root margin that cuts the viewport down to a fixed element's box. Stepping aside changes only its
 * opacity, so the box stays where it is drawn.
 */
function rootMargin(floater: HTMLElement): string | null {
  const {top, left, width, height} = floater.getBoundingClientRect()
  if (width === 0 || height === 0) return null
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const px = (n: number) => `${-Math.max(0, Math.round(n))}px`
  return `${px(top)} ${px(vw - left - width)} ${px(vh - top - height)} ${px(left)}`
}

function watch(floater: HTMLElement): () => void {
  const under = new Set<Element>()
  let observer: IntersectionObserver | null = null

  const show = () => {
    for (const el of under) if (!el.isConnected) under.delete(el)
    floater.toggleAttribute(GIVE_WAY_ATTRIBUTE, under.size > 0)
  }
  const observe = (root: ParentNode) => {
    if (!observer) return
    if (root instanceof Element && root.matches(CONTROLS) && !floater.contains(root)) observer.observe(root)
    for (const el of root.querySelectorAll(CONTROLS)) if (!floater.contains(el)) observer.observe(el)
  }
  const start = () => {
    observer?.disconnect()
    under.clear()
    const margin = rootMargin(floater)
    if (!margin) {
      observer = null
      floater.removeAttribute(GIVE_WAY_ATTRIBUTE)
      return
    }
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const {width, height} = entry.intersectionRect
          if (entry.isIntersecting && width > 0 && height > 0) under.add(entry.target)
          else under.delete(entry.target)
        }
        show()
      },
      {rootMargin: margin},
    )
    observe(document)
    // No control at all: nothing will call back, and the element shows now.
    if (!document.querySelector(CONTROLS)) show()
  }

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) observe(node)
    show()
  })
  added.observe(document.body, {childList: true, subtree: true})
  let resized = 0
  const onResize = () => {
    cancelAnimationFrame(resized)
    resized = requestAnimationFrame(start)
  }
  window.addEventListener('resize', onResize)
  start()
  return () => {
    observer?.disconnect()
    added.disconnect()
    cancelAnimationFrame(resized)
    window.removeEventListener('resize', onResize)
  }
}

/** Starts watching the page's floating elements; returns the function that stops it. */
export function startMakingWay(): () => void {
  const floaters = document.querySelectorAll<HTMLElement>(`[${MAKE_WAY_ATTRIBUTE}]`)
  if (typeof IntersectionObserver === 'undefined') {
    for (const floater of floaters) floater.removeAttribute(GIVE_WAY_ATTRIBUTE)
    return () => {}
  }
  const stops: Array<() => void> = []
  for (const floater of floaters) stops.push(watch(floater))
  return () => {
    for (const stop of stops) stop()
  }
}
