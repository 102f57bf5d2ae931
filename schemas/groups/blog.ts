/**
 * The blog area's schema types. Add document and object types to the first two lists, section types
 * to blogSections and their projections to blogSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const blogDocuments: SchemaTypeDefinition[] = []
export const blogObjects: SchemaTypeDefinition[] = []
export const blogSections: SchemaTypeDefinition[] = []
export const blogSectionProjections = /* groq */ ``
