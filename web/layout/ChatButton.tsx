import {CHAT_BUTTON_ATTRIBUTE} from './frame-controls'

/**
 * The chat button in the bottom right corner of every page, clear of the "TODAY AI NEWS" tab (right
 * edge, vertically centred). Server markup with no handler of its own: ./frame-controls.ts loads the
 * provider's script when it is pressed, and tells a failure in a toast.
 */
export function ChatButton({
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
  return (
    <button
      type="button"
      aria-busy="false"
      {...{[CHAT_BUTTON_ATTRIBUTE]: ''}}
      data-script-url={scriptUrl}
      data-agent-id={agentId}
      data-failed={failed}
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
