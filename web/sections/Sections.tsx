import {StaticMarkup} from '../components/StaticMarkup.client'
import type {SectionType} from '../lib/types'
import {hydratedSections, registry} from './registry'
import type {AnySection, SectionComponent} from './types'

/**
 * Renders sections in order by looking each _type up in the registry. The compiler keeps the registry
 * complete for the types this code knows; a section type newer than the deployed code (added in the
 * Studio, not yet built here) fails the render loudly rather than vanishing silently. A section
 * without an island is sent as static markup React does not hydrate (registry.tsx, hydratedSections).
 */
function renderSections(sections: readonly AnySection[]) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section._type] as SectionComponent<SectionType> | undefined
        if (!Component)
          throw new Error(`No component for section type "${section._type}". Add it to web/sections/registry.tsx.`)
        const props = {section: section as never, index, renderSections}
        if (hydratedSections.has(section._type)) return <Component key={section._key} {...props} />
        return (
          <StaticMarkup key={section._key}>
            <Component {...props} />
          </StaticMarkup>
        )
      })}
    </>
  )
}

export function Sections({sections}: {sections?: readonly AnySection[] | null}) {
  if (!sections?.length) return null
  return renderSections(sections)
}
