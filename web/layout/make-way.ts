/**
 * Floating elements that never cover a control or a line of text: the chat button and the "TODAY AI
 * NEWS" tab are fixed to the screen, so as a visitor reads down (or tabs through) a page, every link,
 * button, field and paragraph passes under them somewhere. An element marked `data-make-way` steps
 * aside while any part of a link, button, field or embedded frame of the page, or of an element that
 * holds text, is under it: it gets `data-give-way`, which its classes turn into opacity 0 and no
 * pointer events (focused from the keyboard it shows anyway), and loses it when its corner is clear.
 *
 * One IntersectionObserver per floating element, its root margin cut down to that element's box, watches
 * every control and every element with words of its own (the innermost box around them, so a
 * sentence's box rather than its section's): the browser works out what passes under it as the page
 * scrolls or changes, off the main thread's script. Controls and text added later (the quiz's next
 * question, a client-side navigation's new page, an opened dialog) are watched as they arrive (a
 * MutationObserver), and the box is measured again when the window is resized (the chat button moves
 * at the `lg` breakpoint). The page is walked with the DOM's own iterators, not callbacks: a page with
 * thousands of words adds no function calls to its load.
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
  const observe = (root: Node) => {
    if (!observer) return
    if (root instanceof Element && root.matches(CONTROLS) && !floater.contains(root)) observer.observe(root)
    if (root instanceof Element)
      for (const el of root.querySelectorAll(CONTROLS)) if (!floater.contains(el)) observer.observe(el)
    // Each element holding words of its own (the same element again is no new observation). Words
    // the page does not show (a script's, a closed dialog's) have no box, and never intersect.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node: Node | null = root instanceof Text ? root : walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && node.nodeValue?.trim() && !floater.contains(parent)) observer.observe(parent)
    }
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
    observe(document.body)
    // Nothing to watch at all (no control, no words): nothing will call back, and the element shows now.
    if (!document.querySelector(CONTROLS) && !document.body.textContent?.trim()) show()
  }

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) observe(node)
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
