'use client'

import dynamic from 'next/dynamic'
import {useEffect, useState} from 'react'
import {TOAST_EVENT, type ToastRequest} from './toast'

/** The site's toasts: top right; default 5000 ms, success 3000 ms, error 4000 ms. */
export const TOAST_OPTIONS = {duration: 5000, success: {duration: 3000}, error: {duration: 4000}} as const

const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), {ssr: false})

/**
 * The toast area. The library is not part of any page's load: it and its <Toaster> arrive with the
 * first toast asked for (showToast in ./toast), so a page that shows none never runs it (issue 30:
 * loading it after every page's hydration cost each page a chunk and a render).
 */
export function Toasts() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const onRequest = async (event: Event) => {
      const {kind, message} = (event as CustomEvent<ToastRequest>).detail
      setShown(true)
      const {default: toast} = await import('react-hot-toast')
      // The library keeps its toasts in a module-level store, so a <Toaster> mounted a moment after
      // this call still shows it.
      toast[kind](message)
    }
    window.addEventListener(TOAST_EVENT, onRequest)
    return () => window.removeEventListener(TOAST_EVENT, onRequest)
  }, [])
  return shown ? <Toaster position="top-right" toastOptions={TOAST_OPTIONS} /> : null
}
