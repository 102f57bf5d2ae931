import type {SectionType} from '../lib/types'
import {coreComponents} from './groups/core'
import {pagesComponents} from './groups/pages'
import {mediaComponents} from './groups/media'
import {salesComponents} from './groups/sales'
import {leadsComponents} from './groups/leads'
import {productsComponents} from './groups/products'
import {industriesComponents} from './groups/industries'
import {blogComponents} from './groups/blog'
import {quizComponents} from './groups/quiz'

/** _type → component. Each area keeps its map in sections/groups/<area>.tsx. */
export const registry: Partial<Record<SectionType, unknown>> = {
  ...coreComponents,
  ...pagesComponents,
  ...mediaComponents,
  ...salesComponents,
  ...leadsComponents,
  ...productsComponents,
  ...industriesComponents,
  ...blogComponents,
  ...quizComponents,
}
