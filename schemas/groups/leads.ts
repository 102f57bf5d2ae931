/**
 * The leads area's schema types. Add document and object types to the first two lists, section types
 * to leadsSections and their projections to leadsSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const leadsDocuments: SchemaTypeDefinition[] = []
export const leadsObjects: SchemaTypeDefinition[] = []
export const leadsSections: SchemaTypeDefinition[] = []
export const leadsSectionProjections = /* groq */ ``
