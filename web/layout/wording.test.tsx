/**
 * The top bar's and the footer's words come from the site settings' wording: rendered with words an
 * editor could have typed, none of the seeded English words may appear instead.
 */
import type {ReactNode} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {prerender} from 'react-dom/static'
import {describe, expect, it} from 'vitest'
import {embeddedDocuments} from '@agency/dataset/seed'
import type {Settings} from '../lib/types'
import {ChatButton} from './ChatButton'
import {Footer} from './Footer'
import {NotFoundMessage, UnavailableMessage} from './ErrorMessages'
import {SiteShell} from './SiteShell'
import {Sidebar} from './Sidebar'
import {TopBar} from './TopBar'

const seeded = embeddedDocuments().find((d) => d._id === 'siteSettings') as unknown as Settings
const edited = Object.fromEntries(Object.keys(seeded.wording ?? {}).map((k) => [k, `edited-${k}`]))
const settings = {...seeded, socialLinks: [], newsletterUrl: null, wording: edited} as unknown as Settings

/** The HTML of a tree with async server components in it (OwnPayloadRow), as react-dom's streaming renderer writes it. */
const renderHtml = async (node: ReactNode) => new Response((await prerender(node)).prelude).text()

describe('layout wording', () => {
  it('top bar: the text and call links', async () => {
    const html = await renderHtml(<TopBar settings={settings} />)
    expect(html).toContain('edited-textInfo')
    expect(html).toContain('edited-callUs')
    expect(html).not.toMatch(/Text INFO|Call Us/)
  })

  it('footer: the legal links, their name and the cookie settings button', () => {
    const html = renderToStaticMarkup(<Footer settings={{...settings, gaMeasurementId: 'G-TEST'}} />)
    for (const key of ['legalNav', 'termsLink', 'privacyLink', 'cookiePolicyLink', 'cookieSettings'])
      expect(html).toContain(`edited-${key}`)
    expect(html).not.toMatch(/Terms of Service|Privacy Policy|Cookie Policy|Cookie settings|"Legal"/)
  })

  it('footer: the social links and the newsletter form are named by the wording', () => {
    const withFrame = {...seeded, newsletterUrl: 'https://news.example.com/form', wording: edited}
    const html = renderToStaticMarkup(<Footer settings={withFrame as unknown as Settings} />)
    expect(html).toContain('aria-label="edited-socialProfiles"')
    expect(html).toContain('title="edited-newsletterForm"')
  })

  it('sidebar: the page list is named by the wording', async () => {
    const html = await renderHtml(<Sidebar settings={settings} currentPath="/" />)
    expect(html).toContain('aria-label="edited-mainNav"')
    expect(html).not.toContain('aria-label="Main"')
  })

  it('every page: the skip link and the chat button', async () => {
    const html = await renderHtml(
      <SiteShell settings={{...settings, gaMeasurementId: null}} currentPath="/">
        <p>content</p>
      </SiteShell>,
    )
    expect(html).toContain('edited-skipToContent')
    expect(html).not.toContain('Skip to content')
    const chat = renderToStaticMarkup(
      <ChatButton scriptUrl="https://chat.example/x.js" agentId="a" label="Frag uns" failed="x" />,
    )
    expect(chat).toContain('Frag uns')
    expect(chat).not.toContain('Chat with our AI agent')
  })

  it('the 404 page: eyebrow, heading, text and both links', () => {
    const html = renderToStaticMarkup(<NotFoundMessage wording={settings.wording} />)
    for (const key of ['notFoundEyebrow', 'notFoundHeading', 'notFoundText', 'notFoundHome', 'notFoundContact'])
      expect(html).toContain(`edited-${key}`)
    expect(html).not.toMatch(/Error 404|couldn.t find|Go to the home page|Contact us/)
  })

  it('the temporarily unavailable page: eyebrow, heading, text and the link home', () => {
    const html = renderToStaticMarkup(<UnavailableMessage wording={settings.wording} />)
    for (const key of ['unavailableEyebrow', 'unavailableHeading', 'unavailableText', 'unavailableHome'])
      expect(html).toContain(`edited-${key}`)
    expect(html).toContain('href="/"')
    expect(html).not.toMatch(/Back in a moment|taking a moment|try again in a minute|Go to the home page/)
  })
})
