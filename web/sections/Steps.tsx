import {fill} from '@agency/schemas/lib/fill'
import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

export function Steps({section}: {section: SectionOf<'steps'>}) {
  const dark = isDark(section.tone)
  const n = section.items.length
  const cols =
    n >= 6
      ? '@2xl:grid-cols-2 @4xl:grid-cols-3'
      : n === 5
        ? '@2xl:grid-cols-3 @6xl:grid-cols-5'
        : n === 4
          ? '@xl:grid-cols-2 @4xl:grid-cols-4'
          : n === 3
            ? '@2xl:grid-cols-3'
            : '@2xl:grid-cols-2'
  return (
    <Section frame={section}>
      <ol className={`grid gap-6 ${cols}`}>
        {section.items.map((step, i) => (
          <li
            key={step._key}
            className={`relative rounded-2xl p-6 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
          >
            <div className="mb-4 flex items-center gap-3">
              <span
                className="grid h-10 w-10 place-items-center rounded-full bg-violet-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              {step.icon ? (
                <Icon name={step.icon} className={`h-6 w-6 ${dark ? 'text-violet-300' : 'text-violet-700'}`} />
              ) : null}
            </div>
            <h3 className="text-lg font-semibold">
              <span className="sr-only">{fill(section.wording?.stepNumber, {n: i + 1})} </span>
              {step.title}
            </h3>
            {step.description ? (
              <p className={`mt-2 text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{step.description}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
