import {Comparison} from '../Comparison'
import {Integrations} from '../Integrations'
import {SampleCase} from '../SampleCase'
import type {SectionComponents} from './types'

/** The industries area's section components, by _type (see groups/core.tsx for the form). */
export const industriesComponents: SectionComponents = {
  comparison: Comparison,
  sampleCase: SampleCase,
  integrations: Integrations,
}
