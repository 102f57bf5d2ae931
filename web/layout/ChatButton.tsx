import {CHAT_BUTTON_ATTRIBUTE} from './frame-controls'
import {GIVE_WAY_ATTRIBUTE, MAKE_WAY_ATTRIBUTE} from './make-way'

/**
 * The chat button. Where it never covers a link, button or field:
 * - on wide screens (lg, with the sidebar) at the foot of the sidebar, which keeps that strip free for
 *   it (layout/Sidebar.tsx): outside the page's content altogether. There it is a bar of fixed width
 *   whose icon and words start at its left edge, so an icon drawn before its words are read stays put;
 * - on smaller screens a round button in the bottom right corner that steps aside (fades out and lets
 *   clicks through) while a control or a line of the page's text is under it, and comes back when none is
 *   (./make-way.ts). It arrives stepped aside: it shows once the script has found its corner clear,
 *   and never without JavaScript, which the chat needs anyway. Focused from the keyboard it shows.
 * Server markup with no handler of its own: ./frame-controls.ts loads the provider's script when it is
 * pressed, and tells a failure in a toast.
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
      {...{[CHAT_BUTTON_ATTRIBUTE]: '', [MAKE_WAY_ATTRIBUTE]: '', [GIVE_WAY_ATTRIBUTE]: ''}}
      data-script-url={scriptUrl}
      data-agent-id={agentId}
      data-failed={failed}
      className="fixed bottom-4 right-4 z-30 inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-violet-700 px-4 text-sm font-semibold text-white shadow-lg shadow-violet-950/30 transition-[opacity,background-color] duration-150 hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 aria-busy:cursor-progress aria-busy:bg-violet-600 data-give-way:not-focus-visible:pointer-events-none data-give-way:not-focus-visible:opacity-0 motion-reduce:transition-none noscript:hidden lg:bottom-3 lg:left-4 lg:right-auto lg:z-50 lg:w-56 lg:justify-start lg:shadow-none lg:focus-visible:outline-violet-300"
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
      <span className="sr-only lg:not-sr-only">{label}</span>
    </button>
  )
}
