import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

export function Checklist({section}: {section: SectionOf<'checklist'>}) {
  const dark = isDark(section.tone)
  const many = section.lists.length > 1
  const List = section.numbered ? 'ol' : 'ul'
  return (
    <Section frame={section} width={many ? 'max-w-6xl' : 'max-w-3xl'}>
      <div
        className={`grid gap-6 ${many ? (section.lists.length >= 3 ? '@2xl:grid-cols-2 @4xl:grid-cols-3' : '@2xl:grid-cols-2') : ''}`}
      >
        {section.lists.map((list) => (
          <div
            key={list._key}
            className={`rounded-2xl p-6 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
          >
            {list.title ? <h3 className="mb-4 text-lg font-semibold">{list.title}</h3> : null}
            <List className="space-y-3">
              {list.items.map((item, i) => (
                <li key={`${i}-${item}`} className="flex gap-3">
                  {section.numbered ? (
                    <span
                      aria-hidden="true"
                      className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-violet-100 text-xs font-bold text-violet-800"
                    >
                      {i + 1}
                    </span>
                  ) : (
                    <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  )}
                  <span className={dark ? 'text-slate-200' : 'text-slate-700'}>{item}</span>
                </li>
              ))}
            </List>
          </div>
        ))}
      </div>
    </Section>
  )
}
