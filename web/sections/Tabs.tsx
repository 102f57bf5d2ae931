import {clean} from '../lib/href'
import {TabsClient} from './islands.client'
import type {SectionProps} from './types'

/**
 * Tabs whose panels hold other sections. The nested sections render here on the server through the
 * same registry as the page's sections (renderSections, passed in by Sections.tsx so this file does
 * not import the registry that lists it); the client island only switches which panel is shown.
 */
export function Tabs({section, renderSections}: SectionProps<'tabs'>) {
  const idBase = `tabs-${clean(section.anchor) || section._key}`
  const headingId = section.heading ? `${idBase}-heading` : undefined
  const dark = clean(section.tone) === 'dark'
  const panels = section.tabs.map((tab) => <div key={tab._key}>{renderSections(tab.sections)}</div>)
  return (
    <div
      id={clean(section.anchor) || undefined}
      data-tabs
      className={`scroll-mt-20 pt-10 ${dark ? 'bg-slate-950 text-white' : ''}`}
    >
      {section.eyebrow || section.heading || section.intro ? (
        <header className="mx-auto mb-8 max-w-3xl px-4 text-center">
          {section.eyebrow ? (
            <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-violet-700">{section.eyebrow}</p>
          ) : null}
          {section.heading ? (
            <h2 id={headingId} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
              {section.heading}
            </h2>
          ) : null}
          {section.intro ? <p className="mt-4 text-pretty text-lg text-slate-600">{section.intro}</p> : null}
        </header>
      ) : null}
      <TabsClient
        idBase={idBase}
        labels={section.tabs.map((t) => t.label)}
        label={section.label ?? undefined}
        labelledBy={headingId}
        panels={panels}
        dark={dark}
      />
    </div>
  )
}
