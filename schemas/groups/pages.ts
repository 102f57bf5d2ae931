/**
 * The pages area's schema types. Add document and object types to the first two lists, section types
 * to pagesSections and their projections to pagesSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const pagesDocuments: SchemaTypeDefinition[] = []
export const pagesObjects: SchemaTypeDefinition[] = []
export const pagesSections: SchemaTypeDefinition[] = []
export const pagesSectionProjections = /* groq */ ``
