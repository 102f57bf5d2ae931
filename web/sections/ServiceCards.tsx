import {fill} from '@agency/schemas/lib/fill'
import Link from 'next/link'
import {Icon} from '../components/Icon'
import {Section} from '../components/Section'
import {clean, isExternal} from '../lib/href'
import type {SectionOf} from '../lib/types'

export function ServiceCards({section}: {section: SectionOf<'serviceCards'>}) {
  return (
    <Section frame={section} width="max-w-7xl">
      <ul className="grid gap-5 @xl:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4">
        {section.items.map((card) => {
          const href = clean(card.href)
          const external = Boolean(card.isExternal) || isExternal(href)
          return (
            <li
              key={card._id}
              className={`group relative flex flex-col rounded-2xl bg-white p-6 ring-1 transition-shadow hover:shadow-lg ${card.highlight ? 'ring-2 ring-violet-600' : 'ring-slate-200'}`}
            >
              <span
                className={`mb-4 grid h-12 w-12 place-items-center rounded-xl ${card.highlight ? 'bg-violet-700 text-white' : 'bg-violet-100 text-violet-700'}`}
              >
                <Icon name={card.icon} />
              </span>
              <h3 className="text-lg font-semibold">
                {external ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                  >
                    {card.title}
                    <span className="sr-only"> {section.wording?.newTab}</span>
                  </a>
                ) : (
                  <Link
                    href={href}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                  >
                    {card.title}
                  </Link>
                )}
              </h3>
              <p className="mt-2 flex-1 text-pretty text-slate-600">{card.description}</p>
              <p className="mt-4 flex items-center gap-4 text-sm font-semibold">
                <span className="text-violet-700 group-hover:underline" aria-hidden="true">
                  {section.wording?.learnMore} →
                </span>
                {card.viewExamplesUrl ? (
                  <a
                    href={clean(card.viewExamplesUrl)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="relative z-10 text-slate-700 underline underline-offset-4 hover:text-violet-800"
                  >
                    {section.wording?.viewExamples}
                    <span className="sr-only">
                      {' '}
                      {fill(section.wording?.viewExamplesOf, {title: card.title})} {section.wording?.newTab}
                    </span>
                  </a>
                ) : null}
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
