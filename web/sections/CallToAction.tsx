import {CtaRow} from '../components/Cta'
import type {SectionOf} from '../lib/types'
import {clean} from '../lib/href'

export function CallToAction({section}: {section: SectionOf<'callToAction'>}) {
  const tone = clean(section.tone)
  const light = tone === 'muted' || tone === 'default'
  return (
    <section
      id={clean(section.anchor) || undefined}
      className={`px-4 py-14 sm:px-6 lg:px-10 lg:py-20 ${tone === 'dark' ? 'bg-slate-950' : ''}`}
    >
      <div
        className={`mx-auto max-w-5xl rounded-3xl px-6 py-12 text-center sm:px-12 ${light ? 'bg-violet-50 text-slate-900' : 'bg-gradient-to-br from-violet-700 to-indigo-800 text-white'}`}
      >
        {section.eyebrow ? (
          <p
            className={`mb-2 text-sm font-semibold uppercase tracking-widest ${light ? 'text-violet-700' : 'text-violet-200'}`}
          >
            {section.eyebrow}
          </p>
        ) : null}
        <h2 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{section.heading}</h2>
        {section.intro ? (
          <p className={`mx-auto mt-4 max-w-2xl text-pretty text-lg ${light ? 'text-slate-600' : 'text-violet-100'}`}>
            {section.intro}
          </p>
        ) : null}
        <CtaRow ctas={section.ctas} onDark={!light} className="mt-8 justify-center" />
        {section.note ? (
          <p className={`mt-4 text-sm ${light ? 'text-slate-600' : 'text-violet-200'}`}>{section.note}</p>
        ) : null}
      </div>
    </section>
  )
}
