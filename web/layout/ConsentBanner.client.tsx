'use client'

import Link from 'next/link'
import {useEffect, useRef, useState} from 'react'
import {
  OPEN_SETTINGS_EVENT,
  readConsent,
  saveConsent,
  startAnalytics,
  stopAnalytics,
  type Consent,
} from '../lib/analytics'

/**
 * The analytics consent banner: Accept or Reject, and a link to the cookie policy. It is fixed to the
 * bottom of the screen (never moving the page), small (never the page's largest paint), and appears
 * only while the visitor has not chosen, or when they open "Cookie settings" in the footer. With a chat
 * button on the page it leaves the bottom right corner free for it.
 */
/** The banner's words, from the site wording. */
export type ConsentWords = {
  name: string
  question: string
  on: string
  off: string
  accept: string
  reject: string
  policy: string
}

export function ConsentBanner({
  measurementId,
  besideLauncher,
  words,
}: {
  measurementId: string
  besideLauncher: boolean
  words: ConsentWords
}) {
  const [open, setOpen] = useState(false)
  const [current, setCurrent] = useState<Consent | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const accept = useRef<HTMLButtonElement>(null)
  const [policyWanted, setPolicyWanted] = useState(false)
  const wantPolicy = () => setPolicyWanted(true)

  useEffect(() => {
    const choice = readConsent()
    setCurrent(choice)
    if (choice === 'granted') startAnalytics(measurementId)
    if (choice === null) setOpen(true)
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setCurrent(readConsent())
      setOpen(true)
      // Opened on request: move focus into the banner so keyboard users land on the choice.
      requestAnimationFrame(() => accept.current?.focus())
    }
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen)
  }, [measurementId])

  function choose(choice: Consent) {
    saveConsent(choice)
    if (choice === 'granted') startAnalytics(measurementId)
    else stopAnalytics(measurementId)
    setCurrent(choice)
    setOpen(false)
    opener.current?.focus()
    opener.current = null
  }

  if (!open) return null
  const button =
    'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-300'
  return (
    <section
      aria-label={words.name}
      data-consent-banner=""
      className={`fixed bottom-4 left-4 z-30 max-w-sm rounded-2xl bg-slate-950 p-4 text-sm text-slate-200 shadow-xl ring-1 ring-white/25 lg:left-[17rem] ${besideLauncher ? 'right-20 sm:right-auto' : 'right-4 sm:right-auto'}`}
    >
      <p className="leading-snug">
        {words.question} {current ? <>{current === 'granted' ? words.on : words.off} </> : null}
        {/* Prefetched on intent (pointer, touch or focus), not on sight: the banner is on screen at every
            first visit, nearly every visitor answers it rather than read the policy, and fetching and
            decoding /cookies cost each first load about 10 ms of script (issue 30). Next.js's
            hover-triggered prefetch pattern. */}
        <Link
          href="/cookies"
          prefetch={policyWanted ? null : false}
          onPointerEnter={wantPolicy}
          onTouchStart={wantPolicy}
          onFocus={wantPolicy}
          className="font-semibold text-white underline underline-offset-2 hover:text-violet-200"
        >
          {words.policy}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose('denied')}
          className={`${button} bg-slate-800 text-white ring-1 ring-slate-600 hover:bg-slate-700`}
        >
          {words.reject}
        </button>
        <button
          ref={accept}
          type="button"
          onClick={() => choose('granted')}
          className={`${button} bg-violet-600 text-white hover:bg-violet-500`}
        >
          {words.accept}
        </button>
      </div>
    </section>
  )
}
