import type {SectionComponents} from './types'

/** The pages area's section components, by _type (see groups/core.tsx for the form). */
export const pagesComponents: SectionComponents = {}
