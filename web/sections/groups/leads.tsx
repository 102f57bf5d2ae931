import {Announcement} from '../Announcement'
import {Carousel} from '../Carousel'
import {Countdown} from '../Countdown'
import {ReadMore} from '../ReadMore'
import type {SectionComponents} from './types'

/** The leads area's section components, by _type (see groups/core.tsx for the form). */
export const leadsComponents: SectionComponents = {
  announcement: Announcement,
  carousel: Carousel,
  readMore: ReadMore,
  countdown: Countdown,
}
