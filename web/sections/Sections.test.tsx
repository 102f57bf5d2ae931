/**
 * How a page's sections are sent: a section with an island is hydrated; the others are static markup,
 * each run of consecutive ones in one `StaticMarkup` (each wrapper is a component React renders and
 * commits on every load, and the whole run's markup is parsed by the browser only if React renders it).
 */
import type {ReactNode} from 'react'
import {prerender} from 'react-dom/static'
import {describe, expect, it, vi} from 'vitest'
import type {AnySection} from './types'

// Stand-in section types: what is under test is how Sections groups them, not what they draw.
vi.mock('./registry', () => {
  const Plain = ({section}: {section: {_key: string}}) => <section id={section._key} />
  return {
    registry: {
      richText: {component: Plain},
      faq: {component: Plain},
      announcement: {component: Plain},
      hero: {component: Plain},
      countdown: {component: Plain, hydrates: true},
    },
    hydratedSections: new Set(['countdown']),
  }
})

const {Sections} = await import('./Sections')

/** The HTML of a tree with async server components in it (OwnPayloadRow), as react-dom's streaming renderer writes it. */
const renderHtml = async (node: ReactNode) => new Response((await prerender(node)).prelude).text()

const section = (_type: string, _key: string) => ({_type, _key}) as unknown as AnySection
/** The marker the first paint waits for (layout/FirstScreenEnd.tsx). */
const MARK = '<div id="first-screen-end" hidden=""></div>'
const markup = (id: string) => (id === MARK ? MARK : `<section id="${id}"></section>`)
const wrapped = (ids: string[]) => `<div class="contents" data-static-markup="">${ids.map(markup).join('')}</div>`

describe('Sections', () => {
  it('sends each run of static sections as one static markup, and a section with an island on its own', async () => {
    const html = await renderHtml(
      <Sections
        sections={[
          section('richText', 'a'),
          section('faq', 'b'),
          section('countdown', 'c'),
          section('richText', 'd'),
          section('countdown', 'e'),
          section('countdown', 'f'),
        ]}
      />,
    )
    expect(html).toBe(
      `${wrapped(['a', MARK, 'b'])}<section id="c"></section>${wrapped(['d'])}<section id="e"></section><section id="f"></section>`,
    )
  })

  it('sends a page of static sections as one static markup', async () => {
    const html = await renderHtml(
      <Sections sections={[section('richText', 'a'), section('faq', 'b'), section('richText', 'c')]} />,
    )
    expect(html).toBe(wrapped(['a', MARK, 'b', 'c']))
  })

  it('marks the end of the first screen after the section that opens the page with its h1, hydrated or not', async () => {
    const opened = await renderHtml(
      <Sections sections={[section('announcement', 'a'), section('hero', 'b'), section('faq', 'c')]} />,
    )
    expect(opened).toBe(wrapped(['a', 'b', MARK, 'c']))
    const hydratedFirst = await renderHtml(<Sections sections={[section('countdown', 'a'), section('faq', 'b')]} />)
    expect(hydratedFirst).toBe(`<section id="a"></section>${MARK}${wrapped(['b'])}`)
  })

  it('renders nothing for no sections, and names a section type it has no component for', async () => {
    expect(await renderHtml(<Sections sections={[]} />)).toBe('')
    await expect(renderHtml(<Sections sections={[section('newType', 'x')]} />)).rejects.toThrow(
      'No component for section type "newType"',
    )
  })
})
