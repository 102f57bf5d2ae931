import type {ReactNode} from 'react'
import type {SectionOf, SectionType} from '../lib/types'

/** Any section as a page or a tab holds it: the registry picks its component by `_type`. */
export type AnySection = {_key: string; _type: SectionType}

/** Renders sections in order through the registry; sections that hold sections (tabs) get it as a prop. */
export type RenderSections = (sections: readonly AnySection[]) => ReactNode

/** What every section component receives: its section exactly as the page query returns it. */
export type SectionProps<T extends SectionType> = {section: SectionOf<T>; index: number; renderSections: RenderSections}

export type SectionComponent<T extends SectionType> = (props: SectionProps<T>) => ReactNode | Promise<ReactNode>
