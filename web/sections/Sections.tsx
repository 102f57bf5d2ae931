import type {ReactNode} from 'react'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {FirstScreenEnd} from '../layout/FirstScreenEnd'
import type {SectionType} from '../lib/types'
import {hydratedSections, registry} from './registry'
import type {AnySection, SectionComponent} from './types'

/** The sections that open a page with its h1. */
const PAGE_OPENERS: ReadonlySet<SectionType> = new Set<SectionType>(['hero', 'videoHero', 'quiz'])

/**
 * Renders sections in order by looking each _type up in the registry. The compiler keeps the registry
 * complete for the types this code knows; a section type newer than the deployed code (added in the
 * Studio, not yet built here) fails the render loudly rather than vanishing silently. Sections without
 * an island are sent as static markup React does not hydrate (registry.tsx, `hydrates`), each run
 * of consecutive ones in one `StaticMarkup`: each wrapper is a component and an element React renders
 * and commits on every load, so fewer wrappers cost less. The run's markup goes in a payload row of its own
 * (OwnPayloadRow), which the browser parses only when React renders it: never on a first load.
 */
function renderSections(sections: readonly AnySection[], {markFirstScreen = false} = {}) {
  const rendered: ReactNode[] = []
  // The static sections since the last hydrated one, keyed by the first of them.
  let staticRun: {key: string; sections: ReactNode[]} | null = null
  const endStaticRun = () => {
    if (staticRun)
      rendered.push(
        <StaticMarkup key={staticRun.key}>
          <OwnPayloadRow>{staticRun.sections}</OwnPayloadRow>
        </StaticMarkup>,
      )
    staticRun = null
  }
  const firstScreenEnd = Math.max(
    0,
    sections.findIndex((section) => PAGE_OPENERS.has(section._type as SectionType)),
  )
  sections.forEach((section, index) => {
    const entry = registry[section._type] as {component: SectionComponent<SectionType>} | undefined
    if (!entry)
      throw new Error(`No component for section type "${section._type}". Add it to web/sections/registry.tsx.`)
    const Component = entry.component
    const element = (
      <Component key={section._key} section={section as never} index={index} renderSections={renderSections} />
    )
    // The first paint waits for the marker after the page's first screen: the section that opens it
    // with its h1 (an announcement bar may come before it), or the first section of a page without one.
    const marker = markFirstScreen && index === firstScreenEnd ? <FirstScreenEnd key="first-screen-end" /> : null
    if (!hydratedSections.has(section._type)) {
      staticRun ??= {key: section._key, sections: []}
      staticRun.sections.push(element, marker)
      return
    }
    endStaticRun()
    rendered.push(element, marker)
  })
  endStaticRun()
  return <>{rendered}</>
}

export function Sections({sections}: {sections?: readonly AnySection[] | null}) {
  if (!sections?.length) return null
  return renderSections(sections, {markFirstScreen: true})
}
