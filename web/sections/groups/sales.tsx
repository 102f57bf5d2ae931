import type {SectionComponents} from './types'

/** The sales area's section components, by _type (see groups/core.tsx for the form). */
export const salesComponents: SectionComponents = {}
