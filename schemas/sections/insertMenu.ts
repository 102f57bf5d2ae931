/**
 * The page's "Add section" menu: every section type under the purpose an editor looks for it by (the
 * `purpose` in its entry, in its file), shown as a grid of small pictures. A section's picture is
 * `<name>.svg` beside its file; `npm run typegen` copies it to studio/static/sections/, which the Studio
 * serves at /static/sections/<name>.svg (schemas/write-section-pictures.ts).
 */
import type {InsertMenuOptions} from '@sanity/types'

/** The menu's groups, in the order it shows them. */
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

/** A section type as the menu lists it. */
export type SectionMenuEntry = {name: string; purpose: SectionPurpose}

/** Where the Studio serves a section type's picture (copied from schemas/sections/<name>.svg). */
export const sectionPreviewImageUrl = (typeName: string): string => `/static/sections/${typeName}.svg`

/** The insert menu for these section types: purpose groups, grid first, list as an option. */
export function sectionInsertMenu(sections: readonly SectionMenuEntry[]): InsertMenuOptions {
  return {
    filter: true,
    groups: SECTION_PURPOSES.map(({name, title}) => ({
      name,
      title,
      of: sections.filter((section) => section.purpose === name).map((section) => section.name),
    })),
    views: [{name: 'grid', previewImageUrl: sectionPreviewImageUrl}, {name: 'list'}],
  }
}
