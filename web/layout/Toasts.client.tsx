'use client'

import dynamic from 'next/dynamic'

/** The site's toasts: top right; default 5000 ms, success 3000 ms, error 4000 ms. */
export const TOAST_OPTIONS = {duration: 5000, success: {duration: 3000}, error: {duration: 4000}} as const

// The toast library is not part of any page's first load: it arrives after the page is interactive.
const Toaster = dynamic(() => import('react-hot-toast').then((m) => m.Toaster), {ssr: false})

export function Toasts() {
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />
}
