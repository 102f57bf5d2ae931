import type {SectionType} from '../lib/types'
import {blogComponents} from './groups/blog'
import {coreComponents} from './groups/core'
import {pagesComponents} from './groups/pages'
import {quizComponents} from './groups/quiz'
import {salesComponents} from './groups/sales'

/** _type → component. Each area keeps its map in sections/groups/<area>.tsx. */
export const registry: Partial<Record<SectionType, unknown>> = {
  ...coreComponents,
  ...pagesComponents,
  ...salesComponents,
  ...blogComponents,
  ...quizComponents,
}
