/**
 * Where the site's own forms show, and what a page sends for them. With a provider's address the spec's
 * frames render at the spec's sizes (1750 px in an 1800 px box on /contact, 650 px in the footer); without
 * one, the site's own form, every word from Site settings → Forms; without the site's database, the
 * honest fallback. The seeded /contact page and footer have no address: the own forms show.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {embeddedDocuments} from '@agency/dataset/seed'
import {pageQuery, settingsQuery} from '../content/queries'
import {Footer} from '../layout/Footer'
import type {SectionOf, Settings} from '../lib/types'
import {Embed} from '../sections/Embed'
import type {ContactFormWords} from './ContactForm'
import {CONTACT_LIMITS, PHONE_PATTERN} from './rules'

const seeded = embeddedDocuments().find((d) => d._id === 'siteSettings') as unknown as Settings
const edit = <T extends object>(words: T) =>
  Object.fromEntries(
    Object.keys(words).map((k) => [
      k,
      `edited-${k}${['failedMessage', 'limitedMessage', 'noFormText'].includes(k) ? ' {email}' : ''}`,
    ]),
  ) as T

const contactWords = edit<ContactFormWords>({
  nameLabel: '',
  emailLabel: '',
  emailFormat: '',
  companyLabel: '',
  phoneLabel: '',
  phoneFormat: '',
  messageLabel: '',
  messageHelp: '',
  optionalNote: '',
  requiredNote: '',
  submitLabel: '',
  sendingLabel: '',
  sentMessage: '',
  failedMessage: '',
  invalidMessage: '',
  limitedMessage: '',
  backHint: '',
  noFormText: '',
})
const newsletterWords = edit<NonNullable<Settings['newsletter']>>({
  intro: '',
  emailLabel: '',
  placeholder: '',
  emailFormat: '',
  submitLabel: '',
  sendingLabel: '',
  sentMessage: '',
  failedMessage: '',
  invalidMessage: '',
})

const embed = (over: Partial<SectionOf<'embed'>>) =>
  ({
    _key: 'k',
    _type: 'embed',
    anchor: 'contact-form',
    eyebrow: null,
    heading: 'Send us a message',
    intro: null,
    tone: null,
    url: null,
    title: 'Contact form',
    height: 1750,
    minHeight: null,
    containerHeight: 1800,
    allow: null,
    width: 'narrow',
    ownForm: 'contact',
    contactForm: null,
    newsletter: null,
    supportEmail: null,
    ...over,
  }) as SectionOf<'embed'>

beforeEach(() => {
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'https://abcd.supabase.co')
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key')
})
afterEach(() => vi.unstubAllEnvs())

describe("with a provider address, the spec's frames", () => {
  it("/contact: a lazy 1750 px frame in an 1800 px container, and no form of the site's own", () => {
    const html = renderToStaticMarkup(
      <Embed section={embed({url: 'https://forms.provider.example/contact', contactForm: null})} />,
    )
    expect(html).toMatch(
      /<div data-embed-container="true" style="height:1800px" class="overflow-hidden"><iframe src="https:\/\/forms\.provider\.example\/contact" title="Contact form" loading="lazy" height="1750"[^>]* style="height:1750px"/,
    )
    expect(html).not.toContain('<form')
  })

  it("the footer: a lazy 650 px frame named by the wording, and no form of the site's own", () => {
    const html = renderToStaticMarkup(
      <Footer settings={{...seeded, newsletterUrl: 'https://news.provider.example/form', newsletterHeight: 650}} />,
    )
    expect(html).toMatch(
      /<iframe src="https:\/\/news\.provider\.example\/form" title="Newsletter sign-up form" loading="lazy" height="650" style="height:650px"/,
    )
    expect(html).not.toContain('<form')
  })
})

describe("without an address, the site's own forms", () => {
  it('contact: every word from Site settings → Forms, the support address filled in, the fields bounded as the table', () => {
    const html = renderToStaticMarkup(
      <Embed section={embed({contactForm: contactWords, supportEmail: 'hello@agency.example'})} />,
    )
    expect(html).not.toContain('<iframe')
    for (const [key, value] of Object.entries(contactWords)) {
      if (key === 'noFormText') continue
      expect(html, key).toContain(value.replace(' {email}', ' hello@agency.example'))
    }
    expect(html).toContain('action="/api/forms/contact?form=contact-form-message" method="post"')
    expect(html).not.toMatch(/Full name|Send Message|How can we help/)
    for (const [name, max] of Object.entries(CONTACT_LIMITS))
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*maxLength="${max}"|maxLength="${max}"[^>]*name="${name}"`))
    expect(html).toContain(`pattern="${PHONE_PATTERN.replace(/\\/g, '\\')}"`)
    expect(html.match(/ required=""/g)).toHaveLength(3)
    // The notes a plain POST comes back to and the script shows: live regions.
    expect(html).toContain('id="contact-form-message-sent" tabindex="-1" role="status"')
    for (const note of ['limited', 'failed'])
      expect(html).toContain(`id="contact-form-message-${note}" tabindex="-1" role="alert"`)
    expect(html).toContain(
      '<input type="text" tabindex="-1" autoComplete="off" aria-hidden="true" class="own-form-trap" name="homepage"/>',
    )
  })

  it('newsletter in the footer: one field and a button, every word from Site settings → Forms', () => {
    const html = renderToStaticMarkup(
      <Footer settings={{...seeded, newsletterUrl: null, newsletter: newsletterWords}} />,
    )
    expect(html).not.toContain('<iframe')
    for (const [key, value] of Object.entries(newsletterWords)) expect(html, key).toContain(value)
    expect(html).toContain('action="/api/forms/newsletter?form=footer-newsletter" method="post"')
    expect(html.match(/<input [^>]*type="email"/g)).toHaveLength(1)
    expect(html.match(/<button type="submit"/g)).toHaveLength(1)
  })

  it('newsletter in a section: the same form, named by the section', () => {
    const html = renderToStaticMarkup(
      <Embed section={embed({anchor: null, ownForm: 'newsletter', newsletter: newsletterWords, contactForm: null})} />,
    )
    expect(html).toContain('id="newsletter-signup"')
    expect(html).toContain('id="newsletter-signup-sent"')
    expect(html).not.toContain('<iframe')
  })

  it('without a Supabase project the forms still show: the site keeps what they send in its local Supabase', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '')
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', '')
    vi.stubEnv('VERCEL', '')
    vi.stubEnv('LOCAL_SUPABASE', '')
    const contact = renderToStaticMarkup(
      <Embed section={embed({contactForm: contactWords, supportEmail: 'hello@agency.example'})} />,
    )
    expect(contact).toContain('data-own-form="contact"')
    const footer = renderToStaticMarkup(<Footer settings={{...seeded, newsletterUrl: null}} />)
    expect(footer).toContain('data-own-form="newsletter"')
  })

  it("without the site's database (no Supabase project, and none of its own: on Vercel or LOCAL_SUPABASE=off), the contact section gives the address to write to, and the footer says so", () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', '')
    vi.stubEnv('LOCAL_SUPABASE', 'off')
    const contact = renderToStaticMarkup(
      <Embed section={embed({contactForm: contactWords, supportEmail: 'hello@agency.example'})} />,
    )
    expect(contact).not.toContain('<form')
    expect(contact).toContain('edited-noFormText <a href="mailto:hello@agency.example"')
    const footer = renderToStaticMarkup(<Footer settings={{...seeded, newsletterUrl: null}} />)
    expect(footer).not.toContain('<form')
    expect(footer).toContain(seeded.wording!.newsletterSoon)
    expect(renderToStaticMarkup(<Embed section={embed({ownForm: 'newsletter', newsletter: newsletterWords})} />)).toBe(
      '',
    )
  })
})

describe('the embedded content', () => {
  it("the seeded /contact page and footer have no form address: the site's own forms show", async () => {
    const {queryEmbedded} = await import('../content/embedded')
    const contact = await queryEmbedded(pageQuery, {slug: 'contact'})
    const section = contact?.sections?.find((s) => s._type === 'embed') as SectionOf<'embed'>
    expect(section.url).toBeNull()
    const html = renderToStaticMarkup(<Embed section={section} />)
    expect(html).toContain('<form id="contact-form-message"')
    expect(html).toContain('>Send Message</button>')
    const settings = (await queryEmbedded(settingsQuery)) as Settings
    expect(settings.newsletterUrl).toBeNull()
    expect(renderToStaticMarkup(<Footer settings={settings} />)).toContain('>Subscribe</button>')
  })
})
