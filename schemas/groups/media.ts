/**
 * The media area's schema types. Add document and object types to the first two lists, section types
 * to mediaSections and their projections to mediaSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {podcastEpisode} from '../documents/podcastEpisode'
import {beforeAfter, beforeAfterProjection} from '../sections/beforeAfter'
import {episodeGrid, episodeGridProjection} from '../sections/episodeGrid'

export const mediaDocuments: SchemaTypeDefinition[] = [podcastEpisode]
export const mediaObjects: SchemaTypeDefinition[] = []
export const mediaSections: SchemaTypeDefinition[] = [beforeAfter, episodeGrid]
export const mediaSectionProjections = /* groq */ `
  _type == "beforeAfter" => ${beforeAfterProjection},
  _type == "episodeGrid" => ${episodeGridProjection},
`
