import {ContactDetails} from '../ContactDetails'
import {NumberedTable} from '../NumberedTable'
import {Team} from '../Team'
import {VideoGallery} from '../VideoGallery'
import type {SectionComponents} from './types'

/** The pages area's section components, by _type (see groups/core.tsx for the form). */
export const pagesComponents: SectionComponents = {
  videoGallery: VideoGallery,
  numberedTable: NumberedTable,
  team: Team,
  contactDetails: ContactDetails,
}
