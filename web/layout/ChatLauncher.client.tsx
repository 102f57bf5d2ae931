'use client'

import {useState} from 'react'
import {openChat} from '../lib/chat-agent'
import {showToast} from './toast'

/**
 * The chat button in the bottom right corner of every page, clear of the "TODAY AI NEWS" tab (right
 * edge, vertically centred). The provider's script loads only when it is pressed; a failure is told
 * in a toast and the button can be pressed again.
 */
export function ChatLauncher({
  scriptUrl,
  agentId,
  label,
  failed,
}: {
  scriptUrl: string
  agentId: string
  /** The button's words and the failure toast, from the site wording. */
  label: string
  failed: string
}) {
  const [busy, setBusy] = useState(false)

  async function onClick() {
    if (busy) return
    setBusy(true)
    try {
      await openChat(scriptUrl, agentId)
    } catch (error) {
      console.error(error)
      showToast('error', failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={busy}
      data-chat-launcher=""
      className="fixed bottom-4 right-4 z-30 inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-violet-700 px-4 text-sm font-semibold text-white shadow-lg shadow-violet-950/30 transition-colors hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 aria-busy:cursor-progress aria-busy:bg-violet-600 motion-reduce:transition-none sm:px-5"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-6 w-6 shrink-0"
        aria-hidden="true"
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  )
}
