/**
 * The leads area's schema types (/leadconnect and /leadconnect-digital): an announcement banner, a
 * screenshot carousel, a read-more text block and an offer countdown.
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {announcement, announcementProjection} from '../sections/announcement'
import {carousel, carouselProjection} from '../sections/carousel'
import {countdown, countdownProjection} from '../sections/countdown'
import {readMore, readMoreProjection} from '../sections/readMore'

export const leadsDocuments: SchemaTypeDefinition[] = []
export const leadsObjects: SchemaTypeDefinition[] = []
export const leadsSections: SchemaTypeDefinition[] = [announcement, carousel, readMore, countdown]
export const leadsSectionProjections = /* groq */ `
  _type == "announcement" => ${announcementProjection},
  _type == "carousel" => ${carouselProjection},
  _type == "readMore" => ${readMoreProjection},
  _type == "countdown" => ${countdownProjection},
`
