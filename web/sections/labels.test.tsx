/**
 * Sections show the words their content holds, never words of their own: each section here is rendered
 * with labels an editor could have typed, and none of the seeded English words may appear instead.
 */
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it, vi} from 'vitest'
import type {SectionOf} from '../lib/types'
import {BeforeAfter} from './BeforeAfter'
import {Carousel} from './Carousel'
import {Countdown} from './Countdown'
import {EpisodeGrid} from './EpisodeGrid'
import {ReadMore} from './ReadMore'
import {ServiceCards} from './ServiceCards'
import {Steps} from './Steps'
import {Testimonials} from './Testimonials'
import {Report} from './Report'
import {UploadForm} from './UploadForm'

// The islands are lazy-loaded by Next.js (sections/islands.client.tsx); render the components themselves here.
vi.mock('./islands.client', async () => ({
  CarouselClient: (await import('./Carousel.client')).CarouselClient,
  CountdownClient: (await import('./Countdown.client')).CountdownClient,
  ReadMoreClient: (await import('./ReadMore.client')).ReadMoreClient,
  Contents: (await import('../components/Contents.client')).Contents,
  UploadFormClient: (await import('./UploadForm.client')).UploadFormClient,
}))

const frame = {_key: 'k', anchor: null, eyebrow: null, intro: null, tone: null}
const image = {alt: 'A screenshot', crop: null, hotspot: null, asset: null}

describe('section labels come from the content', () => {
  it('carousel: controls and slide names, numbers filled in', () => {
    const section = {
      ...frame,
      _type: 'carousel',
      heading: 'Rundgang',
      interval: null,
      transition: null,
      aboveFold: null,
      pauseLabel: 'Anhalten',
      playLabel: 'Abspielen',
      previousLabel: 'Zurück',
      nextLabel: 'Weiter',
      slideLabel: 'Bild {n} von {total}',
      dotsLabel: 'Bild wählen',
      dotLabel: 'Zu Bild {n}',
      slides: [1, 2, 3].map((n) => ({_key: `s${n}`, caption: `Caption ${n}`, image})),
    } as SectionOf<'carousel'>
    const html = renderToStaticMarkup(<Carousel section={section} />)
    for (const text of ['Anhalten', 'aria-label="Zurück"', 'aria-label="Weiter"', 'aria-label="Bild wählen"'])
      expect(html).toContain(text)
    expect(html).toContain('aria-label="Bild 1 von 3"')
    expect(html).toContain('aria-label="Bild 3 von 3"')
    expect(html).toContain('aria-label="Zu Bild 2"')
    expect(html).not.toMatch(/slide show|Previous|Next|Choose|Go to|\d of \d/)
  })

  it('countdown: the words under the numbers', () => {
    const section = {
      ...frame,
      _type: 'countdown',
      heading: null,
      label: 'Noch',
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      endedText: null,
      daysLabel: 'Tage',
      hoursLabel: 'Stunden',
      minutesLabel: 'Minuten',
      secondsLabel: 'Sekunden',
    } as SectionOf<'countdown'>
    const html = renderToStaticMarkup(<Countdown section={section} />)
    for (const text of ['Tage', 'Stunden', 'Minuten', 'Sekunden']) expect(html).toContain(text)
    expect(html).not.toMatch(/Days|Hours|Minutes|Seconds/)
  })

  it('before and after: the badges on each pair', () => {
    const section = {
      ...frame,
      _type: 'beforeAfter',
      heading: null,
      ctas: null,
      beforeLabel: 'Vorher',
      afterLabel: 'Nachher',
      pairs: [{_key: 'p', caption: 'A restored photo', before: image, after: image}],
    } as SectionOf<'beforeAfter'>
    const html = renderToStaticMarkup(<BeforeAfter section={section} />)
    expect(html).toContain('>Vorher<')
    expect(html).toContain('>Nachher<')
    expect(html).not.toMatch(/Before|After/)
  })
})

describe('section labels that used to have a fallback in the component', () => {
  it('read more: the expand button', () => {
    const section = {
      ...frame,
      _type: 'readMore',
      heading: null,
      summary: 'Kurz.',
      details: 'Lang.',
      expandLabel: 'Mehr lesen',
      collapseLabel: 'Weniger',
    } as SectionOf<'readMore'>
    const html = renderToStaticMarkup(<ReadMore section={section} />)
    expect(html).toContain('Mehr lesen')
    expect(html).not.toMatch(/Read More|Read Less/)
  })

  it('episode grid: the listen link and the duration label', () => {
    const section = {
      ...frame,
      _type: 'episodeGrid',
      heading: null,
      cta: null,
      listenLabel: 'Jetzt hören',
      durationLabel: 'Dauer:',
      items: [
        {
          _id: 'e',
          title: 'Folge 1',
          description: 'd',
          date: '2025-01-01',
          duration: '30 min',
          link: 'https://example.com/e1',
          image: null,
        },
      ],
    } as unknown as SectionOf<'episodeGrid'>
    const html = renderToStaticMarkup(<EpisodeGrid section={section} />)
    expect(html).toContain('Jetzt hören')
    expect(html).toContain('Dauer: ')
    expect(html).not.toMatch(/Listen now|Duration/)
  })

  it('report: the watch link, its new-tab note and the share note', () => {
    const section = {
      ...frame,
      _type: 'report',
      heading: null,
      contentsTitle: 'Inhalt',
      shareLabel: 'Teilen',
      shareUnavailable: 'Teilen kommt bald',
      newTab: '(neuer Tab)',
      video: {
        url: 'https://www.youtube-nocookie.com/embed/x',
        title: 'Video',
        watchUrl: 'https://youtube.com/@x',
        watchLabel: 'Auf YouTube ansehen',
      },
      parts: [],
    } as unknown as SectionOf<'report'>
    const html = renderToStaticMarkup(<Report section={section} />)
    expect(html).toContain('Auf YouTube ansehen')
    expect(html).toContain('(neuer Tab)')
    expect(html).toContain('title="Teilen kommt bald"')
    expect(html).not.toMatch(/Watch the video|opens in a new tab|not available/)
  })
})

describe('upload form', () => {
  it("states the size limit in the content's words, the size filled in", () => {
    const messages = Object.fromEntries(
      [
        'chooseFile',
        'progressName',
        'preparing',
        'uploading',
        'checking',
        'offline',
        'switchedOff',
        'uploadFailed',
        'storageRefused',
        'received',
        'reply',
        'sendAnother',
      ].map((k) => [k, k]),
    )
    const section = {
      ...frame,
      _type: 'uploadForm',
      heading: null,
      formName: 'presentation-upload',
      fileLabel: 'Datei',
      emailLabel: 'E-Mail',
      maxSizeMb: 12,
      accept: '.pdf',
      help: 'Nur PDF.',
      submitLabel: 'Senden',
      note: null,
      sizeLimit: 'Höchstens {size} MB.',
      ...messages,
    } as unknown as SectionOf<'uploadForm'>
    const html = renderToStaticMarkup(<UploadForm section={section} />)
    expect(html).toContain('Nur PDF. Höchstens 12 MB.')
    expect(html).not.toContain('Up to')
  })
})

describe('sections that read the site-wide wording', () => {
  const wording = {
    stepNumber: 'Schritt {n}:',
    learnMore: 'Mehr erfahren',
    viewExamples: 'Beispiele ansehen',
    viewExamplesOf: 'für {title}',
    newTab: '(neuer Tab)',
  }

  it('steps: the number read before each title', () => {
    const section = {
      ...frame,
      _type: 'steps',
      heading: null,
      wording,
      items: [{_key: 'a', icon: null, title: 'Anrufen', description: null}],
    } as unknown as SectionOf<'steps'>
    const html = renderToStaticMarkup(<Steps section={section} />)
    expect(html).toContain('Schritt 1: ')
    expect(html).not.toContain('Step')
  })

  it('service cards: the lead card link, the examples link and its screen-reader note', () => {
    const card = {
      _id: 'c',
      icon: null,
      title: 'Webdesign',
      description: 'd',
      href: 'https://example.com/web',
      isExternal: true,
      viewExamplesUrl: 'https://example.com/examples',
      highlight: true,
      image: {
        alt: 'Eine Website',
        asset: {_id: 'image-abc-1200x900-svg', url: '/seed/a.svg', width: 1200, height: 900},
      },
    }
    const section = {
      ...frame,
      _type: 'serviceCards',
      heading: null,
      wording,
      groups: [
        {_key: 'g', heading: 'Kunden gewinnen', intro: null, items: [card, {...card, _id: 'd', highlight: false}]},
      ],
    } as unknown as SectionOf<'serviceCards'>
    const html = renderToStaticMarkup(<ServiceCards section={section} />)
    for (const text of ['Mehr erfahren', 'Beispiele ansehen', 'für Webdesign', '(neuer Tab)', 'Kunden gewinnen'])
      expect(html).toContain(text)
    expect(html).not.toMatch(/Learn more|View Examples|opens in a new tab/)
  })

  it('testimonials: the stars are named by the wording, the number filled in', () => {
    const section = {
      ...frame,
      _type: 'testimonials',
      heading: null,
      ratingLabel: '{n} von 5 Sternen',
      items: [{_id: 't', quote: 'Gut.', author: 'Jana Berg', role: 'Inhaberin, Berg Bau', rating: 4, image: null}],
    } as unknown as SectionOf<'testimonials'>
    const html = renderToStaticMarkup(<Testimonials section={section} />)
    expect(html).toContain('aria-label="4 von 5 Sternen"')
    expect(html).not.toContain('out of')
  })
})
