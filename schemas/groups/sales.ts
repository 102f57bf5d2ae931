/**
 * The sales area's schema types. Add document and object types to the first two lists, section types
 * to salesSections and their projections to salesSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const salesDocuments: SchemaTypeDefinition[] = []
export const salesObjects: SchemaTypeDefinition[] = []
export const salesSections: SchemaTypeDefinition[] = []
export const salesSectionProjections = /* groq */ ``
