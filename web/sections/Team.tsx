import {SanityImage} from '../components/SanityImage'
import {isDark, Section} from '../components/Section'
import {gridCols} from './CardGrid'
import type {SectionOf} from '../lib/types'

/** Team cards: photo, name (h3), role and a short bio. */
export function Team({section}: {section: SectionOf<'team'>}) {
  const dark = isDark(section.tone)
  const members = section.members.filter((m): m is NonNullable<typeof m> => Boolean(m))
  // Three people go three across as soon as they fit, never two plus an orphan.
  const cols = members.length === 3 ? '@2xl:grid-cols-3' : gridCols[Math.min(Math.max(members.length, 2), 3)]
  return (
    <Section frame={section}>
      <ul className={`grid gap-8 ${cols}`}>
        {members.map((m) => (
          <li
            key={m._id}
            className={`flex flex-col items-center rounded-2xl p-8 text-center ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
          >
            <SanityImage
              image={m.image}
              sizes="144px"
              className="h-36 w-36 rounded-full object-cover ring-4 ring-violet-100"
            />
            <h3 className="mt-5 text-xl font-semibold">{m.name}</h3>
            <p className={`mt-1 text-sm font-semibold ${dark ? 'text-violet-300' : 'text-violet-700'}`}>{m.role}</p>
            {m.bio ? (
              <p className={`mt-3 text-pretty text-sm leading-relaxed ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
                {m.bio}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
