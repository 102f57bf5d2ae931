// @vitest-environment jsdom
import {act, Profiler, type ReactNode} from 'react'
import {createRoot, hydrateRoot, type Root} from 'react-dom/client'
import {renderToString} from 'react-dom/server'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'

/**
 * StaticMarkup in a real React DOM (jsdom): the server's markup is kept without React rendering it
 * again, and whenever the browser renders the markup itself, the children are there.
 */
;(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true

// The component keeps whether the page's first commit happened in its module: each test loads it afresh,
// as a page load does.
async function loadStaticMarkup() {
  vi.resetModules()
  return (await import('./StaticMarkup.client')).StaticMarkup
}

/** A child that counts its renders in the browser. */
let childRenders = 0
function Child({text}: {text: string}) {
  childRenders++
  return <a href="/about">{text}</a>
}

let container: HTMLElement
let root: Root | undefined
beforeEach(() => {
  childRenders = 0
  container = document.createElement('div')
  document.body.append(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

/** The page's HTML as the server sends it: rendered where there is no window, as on the server. */
async function serverHtml(page: ReactNode) {
  const html = renderToString(page)
  childRenders = 0
  return html
}

describe('StaticMarkup', () => {
  it('keeps the server markup as it hydrates, rendering neither the children nor itself again', async () => {
    const StaticMarkup = await loadStaticMarkup()
    const commits: string[] = []
    const page = (
      <Profiler id="markup" onRender={(_id, phase) => commits.push(phase)}>
        <StaticMarkup>
          <Child text="About us" />
        </StaticMarkup>
      </Profiler>
    )
    vi.stubGlobal('window', undefined)
    const html = await serverHtml(page)
    vi.unstubAllGlobals()
    container.innerHTML = html
    const serverLink = container.querySelector('a')
    await act(async () => {
      root = hydrateRoot(container, page)
    })
    expect(container.querySelector('a')).toBe(serverLink)
    expect(container.querySelector('a')?.textContent).toBe('About us')
    expect(childRenders, 'renders of the children in the browser').toBe(0)
    // One commit: the hydration. A second would be React rendering the page again after hydrating it.
    expect(commits).toEqual(['mount'])
  })

  it('renders the children when React could not hydrate and rendered the page afresh', async () => {
    const StaticMarkup = await loadStaticMarkup()
    const recoverable: unknown[] = []
    // The server's HTML is not what React expects (a browser extension rewrote it): React renders anew.
    container.innerHTML = '<p>changed by an extension</p>'
    await act(async () => {
      root = hydrateRoot(
        container,
        <StaticMarkup>
          <Child text="About us" />
        </StaticMarkup>,
        {onRecoverableError: (error) => recoverable.push(error)},
      )
    })
    expect(recoverable.length, 'React reported the failed hydration').toBeGreaterThan(0)
    expect(container.querySelector('a')?.textContent).toBe('About us')
    expect(container.textContent).not.toContain('changed by an extension')
  })

  it('renders the children when the browser renders it after the first commit (a client-side navigation)', async () => {
    const StaticMarkup = await loadStaticMarkup()
    vi.stubGlobal('window', undefined)
    const html = await serverHtml(<StaticMarkup>first page</StaticMarkup>)
    vi.unstubAllGlobals()
    container.innerHTML = html
    await act(async () => {
      root = hydrateRoot(container, <StaticMarkup>first page</StaticMarkup>)
    })
    const next = document.createElement('div')
    document.body.append(next)
    const nextRoot = createRoot(next)
    await act(async () => {
      nextRoot.render(
        <StaticMarkup>
          <Child text="Contact" />
        </StaticMarkup>,
      )
    })
    expect(next.querySelector('a')?.textContent).toBe('Contact')
    expect(childRenders).toBe(1)
    act(() => nextRoot.unmount())
    next.remove()
  })

  it('renders new children that arrive after hydration (a draft-mode refresh)', async () => {
    const StaticMarkup = await loadStaticMarkup()
    const page = (text: string) => (
      <StaticMarkup>
        <Child text={text} />
      </StaticMarkup>
    )
    vi.stubGlobal('window', undefined)
    const html = await serverHtml(page('Old title'))
    vi.unstubAllGlobals()
    container.innerHTML = html
    await act(async () => {
      root = hydrateRoot(container, page('Old title'))
    })
    await act(async () => {
      root?.render(page('Edited title'))
    })
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.querySelector('a')?.textContent).toBe('Edited title')
  })
})
