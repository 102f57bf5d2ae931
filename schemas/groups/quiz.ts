/**
 * The quiz area's schema types. Add document and object types to the first two lists, section types
 * to quizSections and their projections to quizSectionProjections (same form as groups/core.ts).
 */
import type {SchemaTypeDefinition} from '@sanity/types'

export const quizDocuments: SchemaTypeDefinition[] = []
export const quizObjects: SchemaTypeDefinition[] = []
export const quizSections: SchemaTypeDefinition[] = []
export const quizSectionProjections = /* groq */ ``
