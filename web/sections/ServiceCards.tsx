import {fill} from '@agency/schemas/lib/fill'
import Link from 'next/link'
import {Icon} from '../components/Icon'
import {SanityImage} from '../components/SanityImage'
import {Section} from '../components/Section'
import {clean, isExternal} from '../lib/href'
import type {SectionOf} from '../lib/types'

type Props = SectionOf<'serviceCards'>
type Card = NonNullable<Props['groups'][number]['items']>[number]
type Wording = Props['wording']

/**
 * The service cards under their group headings. A highlighted card with a picture is a lead service:
 * larger, with its picture, first in its group. The others are compact (an icon, the name, one or two
 * lines): on a phone one row the visitor swipes through, so the page shows every group in a few
 * screens; from 576 px of width a grid, beside the lead from 896 px. Each card is one link (its
 * title's, stretched over the card), plus its "View Examples" link. The parts' looks are classes of
 * app/globals.css: the page holds about 26 cards, and one class per part keeps the same utilities out
 * of its HTML and payload.
 */
export function ServiceCards({section}: {section: Props}) {
  return (
    <Section frame={section} width="max-w-7xl">
      <div className="space-y-12">
        {section.groups.map((group) => {
          const leads = group.items.filter((card) => card.highlight && card.image?.asset)
          const rest = group.items.filter((card) => !leads.includes(card))
          return (
            <div key={group._key}>
              {group.heading ? (
                <div className="mb-5 max-w-3xl">
                  <h3 className="text-2xl font-bold tracking-tight">{group.heading}</h3>
                  {group.intro ? <p className="mt-1 text-pretty text-slate-600">{group.intro}</p> : null}
                </div>
              ) : null}
              <div className={leads.length ? 'service-group' : undefined}>
                {leads.length ? (
                  <ul className="grid gap-4">
                    {leads.map((card) => (
                      <LeadCard key={card._id} card={card} wording={section.wording} />
                    ))}
                  </ul>
                ) : null}
                {rest.length ? (
                  <ul className={leads.length ? 'service-rail' : 'service-rail service-rail-wide'}>
                    {rest.map((card) => (
                      <li key={card._id} className="service-card">
                        <span className="service-card-icon">
                          <Icon name={card.icon} className="h-5 w-5" />
                        </span>
                        <div>
                          <CardTitle card={card} wording={section.wording} />
                          <p className="service-card-text">{card.description}</p>
                          <Examples card={card} wording={section.wording} />
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
    </Section>
  )
}

function LeadCard({card, wording}: {card: Card; wording: Wording}) {
  return (
    <li className="service-lead" data-lead>
      <SanityImage
        image={card.image}
        sizes="(min-width: 1280px) 22rem, (min-width: 640px) 40vw, 8rem"
        className="service-lead-picture"
      />
      {/* flex-1: the words take the room the picture leaves, so the picture keeps its size unless a long word needs more. */}
      <div className="flex-1">
        <CardTitle card={card} wording={wording} lead />
        <p className="service-card-text @xl:text-base">{card.description}</p>
        <p className="mt-3 text-sm font-semibold text-violet-700" aria-hidden="true">
          {wording?.learnMore} →
        </p>
        <Examples card={card} wording={wording} />
      </div>
    </li>
  )
}

/** The card's name as its link, stretched over the whole card; a new tab says so to screen readers. */
function CardTitle({card, wording, lead = false}: {card: Card; wording: Wording; lead?: boolean}) {
  const href = clean(card.href)
  const external = Boolean(card.isExternal) || isExternal(href)
  return (
    <h4 className={lead ? 'text-xl font-bold @xl:text-2xl' : 'font-semibold'}>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="service-card-link">
          {card.title}
          <span className="sr-only"> {wording?.newTab}</span>
        </a>
      ) : (
        <Link href={href} className="service-card-link">
          {card.title}
        </Link>
      )}
    </h4>
  )
}

function Examples({card, wording}: {card: Card; wording: Wording}) {
  if (!card.viewExamplesUrl) return null
  return (
    <a href={clean(card.viewExamplesUrl)} target="_blank" rel="noopener noreferrer" className="service-card-examples">
      {wording?.viewExamples}
      <span className="sr-only">
        {' '}
        {fill(wording?.viewExamplesOf, {title: card.title})} {wording?.newTab}
      </span>
    </a>
  )
}
