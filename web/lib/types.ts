import type {PageQueryResult, SettingsQueryResult} from '../sanity.types'

export type Page = NonNullable<PageQueryResult>
export type Section = NonNullable<Page['sections']>[number]
export type SectionType = Section['_type']
/** The props of the section whose _type is T, exactly as the page query returns it. */
export type SectionOf<T extends SectionType> = Extract<Section, {_type: T}>
export type Settings = NonNullable<SettingsQueryResult>
/** The site-wide wording (Site settings); null only when the settings document is missing. */
export type Wording = Settings['wording'] | null
