import {Section} from '../components/Section'
import type {SectionOf} from '../lib/types'
import {ReadMoreClient} from './islands.client'

const paragraphs = (text?: string | null) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** A lead paragraph with more text behind Read More / Read Less (collapsed by default). */
export function ReadMore({section}: {section: SectionOf<'readMore'>}) {
  return (
    <Section frame={section} width="max-w-3xl">
      <div className="space-y-4 text-pretty text-lg leading-relaxed text-slate-700">
        {paragraphs(section.summary).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <ReadMoreClient
          id={`more-${section._key}`}
          expandLabel={section.expandLabel}
          collapseLabel={section.collapseLabel}
        >
          {paragraphs(section.details).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </ReadMoreClient>
      </div>
    </Section>
  )
}
