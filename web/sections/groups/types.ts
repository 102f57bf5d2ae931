import type {ReactNode} from 'react'
import type {SectionOf, SectionType} from '../../lib/types'

/** A map from section _type to the component that renders it, each typed by its own query result. */
export type SectionComponents = {[T in SectionType]?: (props: {section: SectionOf<T>; index: number}) => ReactNode | Promise<ReactNode>}
