import {Section} from '../components/Section'
import {ContactFallback, ContactForm} from '../forms/ContactForm'
import {NewsletterForm} from '../forms/NewsletterForm'
import {formsConfigured} from '../forms/rules'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

const widths = {narrow: 'max-w-3xl', wide: 'max-w-6xl', full: 'max-w-none'} as const

/**
 * A third-party frame at the size content gives it. Lazy: it loads only when scrolled near, so the
 * page's first paint never waits for another site. Without an address, the site's own form the
 * section names shows instead (forms/): a contact form, or a newsletter sign-up; never an empty frame.
 */
export function Embed({section}: {section: SectionOf<'embed'>}) {
  const width = widths[(clean(section.width) ?? 'wide') as keyof typeof widths] ?? widths.wide
  const url = clean(section.url)
  if (!url) return <OwnForm section={section} />
  const height = section.height
  const frame = (
    <iframe
      src={url}
      title={section.title}
      loading="lazy"
      height={height}
      allow={clean(section.allow) || undefined}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{height, minHeight: section.minHeight ?? undefined}}
      className="block w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-slate-200"
    />
  )
  return (
    <Section frame={section} width={width}>
      {section.containerHeight ? (
        <div data-embed-container style={{height: section.containerHeight}} className="overflow-hidden">
          {frame}
        </div>
      ) : (
        frame
      )}
    </Section>
  )
}

/** The site's own form in the section's frame (heading and intro), sized to its fields rather than to a frame. */
function OwnForm({section}: {section: SectionOf<'embed'>}) {
  const kind = clean(section.ownForm)
  const supportEmail = section.supportEmail ?? ''
  const id = `${clean(section.anchor) || kind || 'form'}-${kind === 'contact' ? 'message' : 'signup'}`
  if (kind === 'contact' && section.contactForm) {
    return (
      <Section frame={section} width="max-w-3xl">
        {formsConfigured() ? (
          <ContactForm id={id} words={section.contactForm} supportEmail={supportEmail} />
        ) : (
          <ContactFallback words={section.contactForm} supportEmail={supportEmail} />
        )}
      </Section>
    )
  }
  if (kind === 'newsletter' && section.newsletter && formsConfigured()) {
    return (
      <Section frame={section} width="max-w-xl">
        {/* The section's own intro says what the newsletter is; the form's repeats it only without one. */}
        <NewsletterForm
          id={id}
          words={section.intro ? {...section.newsletter, intro: null} : section.newsletter}
          dark={clean(section.tone) === 'dark'}
        />
      </Section>
    )
  }
  return null
}
