import Link from 'next/link'
import {CONSENT_BANNER_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE, CONSENT_NOW_ATTRIBUTE} from './frame-controls'

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

/**
 * The analytics consent banner: Accept or Reject, and a link to the cookie policy. It is fixed to the
 * bottom of the screen (never moving the page), small (never the page's largest paint), and shown only
 * while the visitor has not chosen, or when they open "Cookie settings" in the footer: a question on
 * screen, gone once answered. On small screens, with a chat button on the page, it leaves the bottom
 * right corner free for it; on wide screens it starts right of the sidebar, whose foot holds the chat
 * button (./ChatButton.tsx). Server markup, sent hidden: the
 * choice lives in a cookie the cached page cannot know, so ./frame-controls.ts shows it and works its
 * buttons.
 */
export function ConsentBanner({
  measurementId,
  besideLauncher,
  words,
}: {
  measurementId: string
  besideLauncher: boolean
  words: ConsentWords
}) {
  const button =
    'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-300'
  return (
    <section
      hidden
      aria-label={words.name}
      {...{[CONSENT_BANNER_ATTRIBUTE]: ''}}
      data-measurement-id={measurementId}
      className={`fixed bottom-4 left-4 z-30 max-w-sm rounded-2xl bg-slate-950 p-4 text-sm text-slate-200 shadow-xl ring-1 ring-white/25 lg:left-[17rem] ${besideLauncher ? 'right-20 sm:right-auto' : 'right-4 sm:right-auto'}`}
    >
      <p className="leading-snug">
        {words.question} <span {...{[CONSENT_NOW_ATTRIBUTE]: ''}} data-on={words.on} data-off={words.off} />
        {/* Prefetched on intent (pointer, touch or focus), not on sight: the banner is on screen at every
            first visit, nearly every visitor answers it rather than read the policy, and fetching and
            decoding /cookies would cost every first load script time for a page it seldom opens. */}
        <Link
          href="/cookies"
          prefetch={false}
          data-prefetch="intent"
          className="font-semibold text-white underline underline-offset-2 hover:text-violet-200"
        >
          {words.policy}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          {...{[CONSENT_CHOICE_ATTRIBUTE]: 'denied'}}
          className={`${button} bg-slate-800 text-white ring-1 ring-slate-600 hover:bg-slate-700`}
        >
          {words.reject}
        </button>
        <button
          type="button"
          {...{[CONSENT_CHOICE_ATTRIBUTE]: 'granted'}}
          className={`${button} bg-violet-600 text-white hover:bg-violet-500`}
        >
          {words.accept}
        </button>
      </div>
    </section>
  )
}
