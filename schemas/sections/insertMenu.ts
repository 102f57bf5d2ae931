/**
 * The page's "Add section" menu: every section type under the purpose an editor looks for it by,
 * shown as a grid of small pictures (studio/static/sections/<type>.svg, served by the Studio at
 * /static/sections/<type>.svg). A new section type needs a line here and a picture there; a test
 * fails when either is missing.
 */
import type {InsertMenuOptions} from '@sanity/types'

export const SECTION_PURPOSES = [
  {name: 'heroes', title: 'Heroes'},
  {name: 'pricing', title: 'Pricing'},
  {name: 'socialProof', title: 'Social proof'},
  {name: 'media', title: 'Media'},
  {name: 'forms', title: 'Forms'},
  {name: 'text', title: 'Text'},
  {name: 'navigation', title: 'Navigation aids'},
] as const

export type SectionPurpose = (typeof SECTION_PURPOSES)[number]['name']

/** Each section type's purpose, keyed by the section type's name. */
export const SECTION_PURPOSE: Record<string, SectionPurpose> = {
  hero: 'heroes',
  videoHero: 'heroes',
  announcement: 'heroes',

  packages: 'pricing',
  addOns: 'pricing',
  offerBox: 'pricing',
  countdown: 'pricing',
  comparison: 'pricing',

  testimonials: 'socialProof',
  stats: 'socialProof',
  sampleCase: 'socialProof',
  integrations: 'socialProof',
  team: 'socialProof',

  gallery: 'media',
  beforeAfter: 'media',
  videoGallery: 'media',
  episodeGrid: 'media',
  carousel: 'media',
  embed: 'media',

  quiz: 'forms',
  uploadForm: 'forms',
  callDemo: 'forms',
  contactDetails: 'forms',

  richText: 'text',
  readMore: 'text',
  faq: 'text',
  checklist: 'text',
  numberedTable: 'text',
  steps: 'text',
  cardGrid: 'text',
  report: 'text',
  tabs: 'text',

  callToAction: 'navigation',
  serviceCards: 'navigation',
  promoBanners: 'navigation',
  floatingTab: 'navigation',
  blogList: 'navigation',
}

/** Where the Studio serves a section type's picture (files in studio/static/sections/). */
export const sectionPreviewImageUrl = (typeName: string): string => `/static/sections/${typeName}.svg`

/** The insert menu for an array of these section types: purpose groups, grid first, list as an option. */
export function sectionInsertMenu(typeNames: readonly string[]): InsertMenuOptions {
  return {
    filter: true,
    groups: SECTION_PURPOSES.map(({name, title}) => ({
      name,
      title,
      of: typeNames.filter((t) => SECTION_PURPOSE[t] === name),
    })),
    views: [{name: 'grid', previewImageUrl: sectionPreviewImageUrl}, {name: 'list'}],
  }
}
