/**
 * The industries area's schema types. Add document and object types to the first two lists, section types
 * to industriesSections and their projections to industriesSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const industriesDocuments: SchemaTypeDefinition[] = []
export const industriesObjects: SchemaTypeDefinition[] = []
export const industriesSections: SchemaTypeDefinition[] = []
export const industriesSectionProjections = /* groq */ ``
