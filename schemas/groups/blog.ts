/**
 * The blog area's schema types. Add document and object types to the first two lists, section types
 * to blogSections and their projections to blogSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {blogArticle, priceRef} from '../documents/blogArticle'
import {blogList, blogListProjection} from '../sections/blogList'

export const blogDocuments: SchemaTypeDefinition[] = [blogArticle]
export const blogObjects: SchemaTypeDefinition[] = [priceRef]
export const blogSections: SchemaTypeDefinition[] = [blogList]
export const blogSectionProjections = /* groq */ `
  _type == "blogList" => ${blogListProjection},
`
