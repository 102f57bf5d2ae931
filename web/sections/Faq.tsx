import {JsonLd} from '../components/JsonLd'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no JavaScript. */
export function Faq({section}: {section: SectionOf<'faq'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section} width="max-w-3xl">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: section.items.map((i) => ({
            '@type': 'Question',
            name: i.question,
            acceptedAnswer: {'@type': 'Answer', text: i.answer},
          })),
        }}
      />
      <div
        className={`divide-y rounded-2xl ring-1 ${dark ? 'divide-slate-800 ring-slate-800' : 'divide-slate-200 bg-white ring-slate-200'}`}
      >
        {section.items.map((item) => (
          <details key={item._key} className="group p-6">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <span aria-hidden="true" className="mt-1 text-violet-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className={`mt-3 text-pretty leading-relaxed ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </Section>
  )
}
