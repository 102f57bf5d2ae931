/**
 * The media area's schema types. Add document and object types to the first two lists, section types
 * to mediaSections and their projections to mediaSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const mediaDocuments: SchemaTypeDefinition[] = []
export const mediaObjects: SchemaTypeDefinition[] = []
export const mediaSections: SchemaTypeDefinition[] = []
export const mediaSectionProjections = /* groq */ ``
