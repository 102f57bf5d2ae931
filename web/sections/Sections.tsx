import type {Section} from '../lib/types'
import {registry} from './registry'

/**
 * Renders a page's sections in order by looking each _type up in the registry. A section type the
 * web does not know yet (new in the Studio, not yet built here) fails the build loudly rather than
 * vanishing silently.
 */
export function Sections({sections}: {sections?: Section[] | null}) {
  if (!sections?.length) return null
  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section._type] as ((props: {section: Section; index: number}) => React.ReactNode) | undefined
        if (!Component) throw new Error(`No component for section type "${section._type}". Add it to web/sections/registry.tsx.`)
        return <Component key={section._key} section={section} index={index} />
      })}
    </>
  )
}
