import Link from 'next/link'
import {Icon} from '../components/Icon'
import type {Settings} from '../lib/types'

type Wording = Settings['wording']

const primary =
  'inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800'
const secondary =
  'inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50'

/**
 * The body of an error page: the brand's mark with the page's sign, a small line, the heading, what to
 * do (its lines kept even, so no word is left alone on the last one), and links (the first leads home).
 */
function ErrorMessage({
  eyebrow,
  heading,
  text,
  links,
  icon,
}: {
  eyebrow?: string | null
  heading?: string | null
  text?: string | null
  links: Array<{href: string; label?: string | null}>
  icon: string
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="mb-6 grid h-16 w-16 place-items-center rounded-2xl bg-violet-100 text-violet-700 ring-8 ring-violet-50"
      >
        <Icon name={icon} className="h-8 w-8" />
      </span>
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">{eyebrow}</p>
      <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-xl text-balance text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <Link key={link.href} href={link.href} className={i === 0 ? primary : secondary}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  )
}

/** The body of the 404 page, in the site wording's words. */
export function NotFoundMessage({wording}: {wording: Wording}) {
  return (
    <ErrorMessage
      eyebrow={wording?.notFoundEyebrow}
      heading={wording?.notFoundHeading}
      text={wording?.notFoundText}
      icon="search"
      links={[
        {href: '/', label: wording?.notFoundHome},
        {href: '/contact', label: wording?.notFoundContact},
      ]}
    />
  )
}

/** The body of the page shown when a page cannot be loaded for a moment, in the site wording's words. */
export function UnavailableMessage({wording}: {wording: Wording}) {
  return (
    <ErrorMessage
      eyebrow={wording?.unavailableEyebrow}
      heading={wording?.unavailableHeading}
      text={wording?.unavailableText}
      icon="clock"
      links={[{href: '/', label: wording?.unavailableHome}]}
    />
  )
}
