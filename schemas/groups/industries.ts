/**
 * The industries area's schema types (legal, medical, veterinary, construction, super-agent and
 * fine-tuning pages): the comparison, sample case and integrations sections.
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {comparison, comparisonProjection} from '../sections/comparison'
import {integrations, integrationsProjection} from '../sections/integrations'
import {sampleCase, sampleCaseProjection} from '../sections/sampleCase'

export const industriesDocuments: SchemaTypeDefinition[] = []
export const industriesObjects: SchemaTypeDefinition[] = []
export const industriesSections: SchemaTypeDefinition[] = [comparison, sampleCase, integrations]
export const industriesSectionProjections = /* groq */ `
  _type == "comparison" => ${comparisonProjection},
  _type == "sampleCase" => ${sampleCaseProjection},
  _type == "integrations" => ${integrationsProjection},
`
