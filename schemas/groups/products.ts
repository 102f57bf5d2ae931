/**
 * The products area's schema types. Add document and object types to the first two lists, section types
 * to productsSections and their projections to productsSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {gallery, galleryProjection} from '../sections/gallery'

export const productsDocuments: SchemaTypeDefinition[] = []
export const productsObjects: SchemaTypeDefinition[] = []
export const productsSections: SchemaTypeDefinition[] = [gallery]
export const productsSectionProjections = /* groq */ `
  _type == "gallery" => ${galleryProjection},
`
