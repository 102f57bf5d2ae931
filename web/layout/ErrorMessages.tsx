import Link from 'next/link'
import type {Settings} from '../lib/types'

type Wording = Settings['wording']

const primary =
  'inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800'
const secondary =
  'inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50'

/** The body of an error page: a small line, the heading, what to do, and links (the first one leads home). */
function ErrorMessage({
  eyebrow,
  heading,
  text,
  links,
}: {
  eyebrow?: string | null
  heading?: string | null
  text?: string | null
  links: Array<{href: string; label?: string | null}>
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">{eyebrow}</p>
      <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
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
      links={[{href: '/', label: wording?.unavailableHome}]}
    />
  )
}
