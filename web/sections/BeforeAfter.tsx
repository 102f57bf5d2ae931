import {CtaRow} from '../components/Cta'
import {SanityImage} from '../components/SanityImage'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

type Img = SectionOf<'beforeAfter'>['pairs'][number]['before']

function Half({image, label, accent}: {image: Img; label: string; accent: boolean}) {
  return (
    <div className="relative">
      <SanityImage
        image={image}
        sizes="(min-width: 1024px) 28vw, (min-width: 640px) 45vw, 100vw"
        className="aspect-[4/3] w-full rounded-xl object-cover"
      />
      <span
        className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider ${accent ? 'bg-violet-700 text-white' : 'bg-slate-900/85 text-white'}`}
      >
        {label}
      </span>
    </div>
  )
}

/** Before-and-after pairs: the two images side by side, labelled, with a caption under them. */
export function BeforeAfter({section}: {section: SectionOf<'beforeAfter'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <ul className="grid gap-8 @4xl:grid-cols-2">
        {section.pairs.map((pair) => (
          <li key={pair._key}>
            <figure
              data-before-after
              className={`rounded-2xl p-4 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
            >
              <div className="grid gap-3 @xl:grid-cols-2">
                <Half image={pair.before} label={section.beforeLabel} accent={false} />
                <Half image={pair.after} label={section.afterLabel} accent />
              </div>
              <figcaption className={`mt-4 text-pretty text-center ${dark ? 'text-slate-300' : 'text-slate-700'}`}>
                {pair.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <CtaRow ctas={section.ctas} onDark={dark} className="mt-10 justify-center" />
    </Section>
  )
}
