/**
 * The quiz area's schema types. Add document and object types to the first two lists, section types
 * to quizSections and their projections to quizSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {quizQuestion} from '../documents/quizQuestion'
import {quizSettings} from '../documents/quizSettings'
import {quiz, quizProjection} from '../sections/quiz'

export const quizDocuments: SchemaTypeDefinition[] = [quizQuestion, quizSettings]
export const quizObjects: SchemaTypeDefinition[] = []
export const quizSections: SchemaTypeDefinition[] = [quiz]
export const quizSectionProjections = /* groq */ `
  _type == "quiz" => ${quizProjection},
`
