import {Gallery} from '../Gallery'
import type {SectionComponents} from './types'

/** The products area's section components, by _type (see groups/core.tsx for the form). */
export const productsComponents: SectionComponents = {
  gallery: Gallery,
}
