import {Cta} from '../components/Cta'
import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/** Integration tiles (AI providers and apps) and a button to the full list. */
export function Integrations({section}: {section: SectionOf<'integrations'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <ul className="grid gap-3 @xs:grid-cols-2 @xl:grid-cols-3 @xl:gap-4 @4xl:grid-cols-4">
        {section.tiles.map((tile) => {
          const provider = clean(tile.type) === 'AI Provider'
          return (
            <li
              key={tile._key}
              data-integration-type={clean(tile.type)}
              className={`flex min-w-0 items-center gap-3 rounded-2xl p-3 ring-1 @xl:p-4 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
            >
              <span
                className={`grid h-10 w-10 shrink-0 place-items-center rounded-xl ${provider ? (dark ? 'bg-violet-500/15 text-violet-300' : 'bg-violet-100 text-violet-700') : dark ? 'bg-emerald-500/15 text-emerald-300' : 'bg-emerald-100 text-emerald-800'}`}
              >
                <Icon name={provider ? 'brain' : 'plug'} className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold leading-snug [overflow-wrap:anywhere]">{tile.name}</span>
                <span className={`block text-xs ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{tile.type}</span>
              </span>
            </li>
          )
        })}
      </ul>
      {section.link ? (
        <div className="mt-8 text-center">
          <Cta cta={section.link} onDark={dark} />
        </div>
      ) : null}
    </Section>
  )
}
