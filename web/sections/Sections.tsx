import type {SectionType} from '../lib/types'
import {registry} from './registry'
import type {AnySection, SectionComponent} from './types'

/**
 * Renders sections in order by looking each _type up in the registry. The compiler keeps the registry
 * complete for the types this code knows; a section type newer than the deployed code (added in the
 * Studio, not yet built here) fails the render loudly rather than vanishing silently.
 */
function renderSections(sections: readonly AnySection[]) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section._type] as SectionComponent<SectionType> | undefined
        if (!Component)
          throw new Error(`No component for section type "${section._type}". Add it to web/sections/registry.tsx.`)
        return <Component key={section._key} section={section as never} index={index} renderSections={renderSections} />
      })}
    </>
  )
}

export function Sections({sections}: {sections?: readonly AnySection[] | null}) {
  if (!sections?.length) return null
  return renderSections(sections)
}
