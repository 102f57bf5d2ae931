import {VisualEditing} from 'next-sanity/visual-editing'
import {SanityLive} from '../content/live'

/** Rendered only in draft mode: live updates of drafts, click-to-edit overlays, and a way out. */
export function DraftTools() {
  return (
    <>
      <SanityLive includeDrafts />
      <VisualEditing />
      <a
        href="/api/draft-mode/disable"
        className="fixed bottom-4 left-4 z-50 rounded-full bg-amber-300 px-4 py-2 text-sm font-semibold text-amber-950 shadow-lg"
      >
        Exit preview
      </a>
    </>
  )
}
