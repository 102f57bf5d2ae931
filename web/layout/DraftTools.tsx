import {VisualEditing} from 'next-sanity/visual-editing'
import {SanityLive} from '../content/live'
import {ExitPreview} from './ExitPreview.client'

/** Rendered only in draft mode: live updates of drafts, click-to-edit overlays, and a way back to this page, published. */
export function DraftTools() {
  return (
    <>
      <SanityLive includeDrafts />
      <VisualEditing />
      <ExitPreview />
    </>
  )
}
