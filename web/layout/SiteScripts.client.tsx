'use client'

import dynamic from 'next/dynamic'
import {usePathname, useRouter} from 'next/navigation'
import {useEffect, useLayoutEffect, useRef, useState} from 'react'
import {listenToArticleDialogs} from '../blog/article-dialogs'
import {listenToOwnForms} from '../forms/enhance'
import {countStep, startVisit} from '../funnel/visit'
import {startHeroVideo} from '../sections/hero-video'
import {closeMenu, listenToFrameControls, syncConsentBanner} from './frame-controls'
import {startMakingWay} from './make-way'
import {listenToStaticLinks} from './static-link-listeners'
import {TOAST_EVENT, type ToastRequest} from './toast'

/** The site's toasts: top right; default 5000 ms, success 3000 ms, error 4000 ms. */
export const TOAST_OPTIONS = {duration: 5000, success: {duration: 3000}, error: {duration: 4000}} as const

/** Set on <html> once the page's links and controls are worked by script (tests wait for it). */
export const SCRIPTS_READY_ATTRIBUTE = 'data-scripts-ready'

const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), {ssr: false})

// The frame's buttons, the blog cards' dialogs and the site's own forms answer from the moment this
// module is evaluated, before React has hydrated.
// The visit's origin is kept from its first page, before a client-side navigation changes the address.
if (typeof document !== 'undefined') {
  listenToFrameControls()
  listenToArticleDialogs()
  listenToOwnForms()
  startVisit()
}

/**
 * The root layout's one island: everything the frame does in the browser, so that a page load costs one
 * client component for it rather than one per button:
 * - the links in static markup (./static-link-listeners.ts) and the frame's buttons: the menu, the chat
 *   button, the consent banner and Cookie settings (./frame-controls.ts), and the blog cards' Read More
 *   dialogs (blog/article-dialogs.ts), and the site's own contact form and newsletter sign-up (forms/enhance.ts);
 * - on every route change: the drawer closes, the new page's consent banner shows if the visitor has
 *   not chosen yet, and the page starts at the top (a link to an #anchor keeps its target);
 * - on every page shown: a page view for the site's own funnel (funnel/visit.ts, where the visit's
 *   origin is kept for its forms), its video hero's background video starts after the load (sections/hero-video.ts),
 *   and its floating elements (the chat button, a floating tab) step aside from the controls under them
 *   (./make-way.ts);
 * - the toasts: react-hot-toast and its <Toaster> load with the first toast asked for (showToast in
 *   ./toast), so a page that shows none never runs the library.
 */
export function SiteScripts() {
  const router = useRouter()
  const pathname = usePathname()
  const firstPage = useRef(true)
  const [toasting, setToasting] = useState(false)

  useEffect(() => {
    const stop = listenToStaticLinks(router)
    document.documentElement.setAttribute(SCRIPTS_READY_ATTRIBUTE, '')
    return stop
  }, [router])

  // Before the new page is painted, so its banner never flashes hidden or shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which is what pathname marks
  useLayoutEffect(() => {
    const first = firstPage.current
    firstPage.current = false
    syncConsentBanner({firstPage: first})
    if (first) return
    closeMenu()
    if (!window.location.hash) window.scrollTo({top: 0, left: 0, behavior: 'instant'})
  }, [pathname])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown starts its own hero video, which is what pathname marks
  useEffect(() => startHeroVideo(), [pathname])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown is one page view, which is what pathname marks
  useEffect(() => countStep('page_view'), [pathname])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown has its own floating elements and controls, which is what pathname marks
  useEffect(() => startMakingWay(), [pathname])

  useEffect(() => {
    const onRequest = async (event: Event) => {
      const {kind, message} = (event as CustomEvent<ToastRequest>).detail
      setToasting(true)
      const {default: toast} = await import('react-hot-toast')
      // The library keeps its toasts in a module-level store, so a <Toaster> mounted a moment after
      // this call still shows it.
      toast[kind](message)
    }
    window.addEventListener(TOAST_EVENT, onRequest)
    return () => window.removeEventListener(TOAST_EVENT, onRequest)
  }, [])

  return toasting ? <Toaster position="top-right" toastOptions={TOAST_OPTIONS} /> : null
}
