import {BeforeAfter} from '../BeforeAfter'
import {EpisodeGrid} from '../EpisodeGrid'
import type {SectionComponents} from './types'

/** The media area's section components, by _type (see groups/core.tsx for the form). */
export const mediaComponents: SectionComponents = {
  beforeAfter: BeforeAfter,
  episodeGrid: EpisodeGrid,
}
