import type {SectionComponents} from './types'

/** The leads area's section components, by _type (see groups/core.tsx for the form). */
export const leadsComponents: SectionComponents = {}
