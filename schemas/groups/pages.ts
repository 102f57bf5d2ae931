/**
 * The pages area's schema types. Add document and object types to the first two lists, section types
 * to pagesSections and their projections to pagesSectionProjections (same form as groups/core.ts).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const pagesDocuments: SchemaTypeDefinition[] = []
export const pagesObjects: SchemaTypeDefinition[] = []
export const pagesSections: SchemaTypeDefinition[] = []
export const pagesSectionProjections = /* groq */ ``
