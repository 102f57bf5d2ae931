import {Section} from '../components/Section'
import {PortableBody} from '../components/PortableBody'
import type {SectionOf} from '../lib/types'

export function RichText({section}: {section: SectionOf<'richText'>}) {
  return (
    <Section frame={section} width="max-w-3xl">
      {section.updated ? (
        <p className="mb-8 text-sm font-medium text-slate-600">Last Updated {section.updated}</p>
      ) : null}
      <PortableBody value={section.body} />
    </Section>
  )
}
