import {BlogList} from '../BlogList'
import type {SectionComponents} from './types'

/** The blog area's section components, by _type (see groups/core.tsx for the form). */
export const blogComponents: SectionComponents = {
  blogList: BlogList,
}
