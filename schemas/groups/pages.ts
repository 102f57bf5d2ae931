/**
 * The pages area's schema types. Add document and object types to the first two lists, section types
 * to pagesSections and their projections to pagesSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {teamMember} from '../documents/teamMember'
import {contactDetails, contactDetailsProjection} from '../sections/contactDetails'
import {numberedTable, numberedTableProjection} from '../sections/numberedTable'
import {team, teamProjection} from '../sections/team'
import {videoGallery, videoGalleryProjection} from '../sections/videoGallery'

export const pagesDocuments: SchemaTypeDefinition[] = [teamMember]
export const pagesObjects: SchemaTypeDefinition[] = []
export const pagesSections: SchemaTypeDefinition[] = [videoGallery, numberedTable, team, contactDetails]
export const pagesSectionProjections = /* groq */ `
  _type == "videoGallery" => ${videoGalleryProjection},
  _type == "numberedTable" => ${numberedTableProjection},
  _type == "team" => ${teamProjection},
  _type == "contactDetails" => ${contactDetailsProjection},
`
