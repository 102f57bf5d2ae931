import type {SchemaTypeDefinition} from '@sanity/types'
import type {SectionPurpose} from './insertMenu'

/**
 * A section type as its file exports it and the section list (index.ts) holds it: everything the
 * schema, the page query and the "Add section" menu need to know about it, in one entry. Its menu
 * picture is `<schema name>.svg` beside its file.
 */
export type Section = {
  /** The "Add section" menu group an editor looks for it under (insertMenu.ts). */
  purpose: SectionPurpose
} & (
  | {
      /** Its schema type; the name is the `_type` of its sections. */
      schema: SchemaTypeDefinition
      /** Its part of the page query, `_type == "name" => {...}`. */
      projection: string
      /** A tab may hold it (tabs.ts). */
      inTabs?: true
    }
  | {
      /** Tabs, the one section built from the others: it gets the section types a tab may hold. */
      schema: (tabSectionTypes: readonly string[]) => SchemaTypeDefinition
      projection: (tabSectionProjections: string) => string
    }
)
