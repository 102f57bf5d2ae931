import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it, vi} from 'vitest'
import {TRACK_TIMEOUT_MS, TrackedLink, trackThenFollow} from './TrackedLink.client'

/** A stand-in for the browser window: records navigation, runs timers on demand, and an optional gtag. */
function fakeWindow(gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void) {
  const timers: Array<() => void> = []
  const assign = vi.fn()
  return {
    win: {gtag, location: {assign}, setTimeout: (fn: () => void) => void timers.push(fn)},
    assign,
    runTimers: () => {
      for (const t of timers) t()
    },
  }
}

const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/login',
  '/\\evil.example',
  'http://evil.example',
]

describe('trackThenFollow', () => {
  it('reports the event, then navigates once when the analytics tool confirms (and not again on timeout)', () => {
    const gtag = vi.fn((_c: 'event', _n: string, params?: Record<string, unknown>) =>
      (params!.event_callback as () => void)(),
    )
    const {win, assign, runTimers} = fakeWindow(gtag)
    expect(trackThenFollow('https://checkout.example.com/buy', 'begin_checkout', win)).toBe(true)
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'begin_checkout',
      expect.objectContaining({event_label: 'https://checkout.example.com/buy'}),
    )
    runTimers()
    expect(assign.mock.calls).toEqual([['https://checkout.example.com/buy']])
  })

  it(`navigates after ${TRACK_TIMEOUT_MS} ms when the analytics tool never confirms`, () => {
    const {win, assign, runTimers} = fakeWindow(vi.fn())
    expect(trackThenFollow('/contact', 'contact_click', win)).toBe(true)
    expect(assign).not.toHaveBeenCalled()
    runTimers()
    expect(assign.mock.calls).toEqual([['/contact']])
  })

  it.each(HOSTILE)('never navigates to %j, and reports nothing', (href) => {
    const gtag = vi.fn((_c: 'event', _n: string, params?: Record<string, unknown>) =>
      (params!.event_callback as () => void)(),
    )
    const {win, assign, runTimers} = fakeWindow(gtag)
    expect(trackThenFollow(href, 'begin_checkout', win)).toBe(false)
    runTimers()
    expect(gtag).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('leaves the click to the browser without an analytics tool', () => {
    const {win, assign} = fakeWindow()
    expect(trackThenFollow('/contact', 'contact_click', win)).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('TrackedLink', () => {
  it('renders an allowed address as a link', () => {
    expect(
      renderToStaticMarkup(
        <TrackedLink href="mailto:hello@helixai.example" event="email_click">
          Email us
        </TrackedLink>,
      ),
    ).toBe('<a href="mailto:hello@helixai.example" data-event="email_click">Email us</a>')
  })

  it.each(HOSTILE)('renders %j as plain text, not a link', (href) => {
    const html = renderToStaticMarkup(
      <TrackedLink href={href} event="begin_checkout" className="btn">
        Buy
      </TrackedLink>,
    )
    expect(html).toBe('<span class="btn">Buy</span>')
  })
})
