import {expect, type Page, test} from '@playwright/test'
import {onScreenLinksFetched, routerFetches} from './prefetches'
import {scriptsReady} from './page-state'

/**
 * Static markup (components/StaticMarkup.client.tsx): the sidebar, the footer's columns and every
 * section without an island arrive as server HTML that React does not hydrate, and the root layout's
 * SiteScripts works their links. A visitor must not be able to tell: a link opens its page in
 * place, fetched ahead as next/link fetches it (on screen, or when the pointer, a touch or focus
 * reaches it; the sidebar's only then); and a page reached that way is rendered by React, links and all.
 */

/** Sets a flag that only a full page load clears. */
const markStay = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as {stayed: boolean}).stayed = true
  })
const stayed = (page: Page) => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed === true)

/** How many elements React hydrated or rendered (its fiber key on the node), and how many links static markup shows. */
const hydration = (page: Page) =>
  page.evaluate(() => {
    const all = Array.from(document.body.querySelectorAll('*'))
    return {
      hydrated: all.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))).length,
      links: document.body.querySelectorAll('[data-static-markup] a[href]').length,
    }
  })

test.describe('static markup', () => {
  test.use({viewport: {width: 1280, height: 800}})

  test('the sidebar and the sections arrive unhydrated, with every link of the server HTML in place', async ({
    page,
    browser,
  }) => {
    const noScript = await browser.newPage({javaScriptEnabled: false})
    await noScript.goto('/')
    const serverLinks = await noScript.locator('[data-static-markup] a[href]').count()
    expect(serverLinks, 'links in the static markup of /').toBeGreaterThan(50)
    await noScript.close()

    const fetched = routerFetches(page)
    await page.goto('/', {waitUntil: 'load'})
    await expect(page.locator('main [data-static-markup]').first()).toBeAttached()
    await expect(page.locator('[data-static-markup] #site-sidebar')).toHaveCount(1)
    await onScreenLinksFetched(page, fetched)
    const {hydrated, links} = await hydration(page)
    expect(links, 'links on / after hydration, as the server sent them').toBe(serverLinks)
    // The unhydrated markup holds nearly all of the page: what React hydrates is the frame and the islands.
    expect(hydrated, 'elements React hydrated on /').toBeLessThan(120)
    const sidebarLink = page.getByRole('navigation', {name: 'Main'}).locator('a[href="/digital-marketing-services"]')
    expect(await sidebarLink.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactFiber$')))).toBe(false)
  })

  test('a sidebar link is fetched ahead on hover, then opens its page in place, marked current', async ({page}) => {
    const fetched = routerFetches(page)
    await page.goto('/', {waitUntil: 'load'})
    await onScreenLinksFetched(page, fetched)
    expect(fetched.filter((path) => path === '/digital-marketing-services')).toEqual([])
    const link = page.getByRole('navigation', {name: 'Main'}).locator('a[href="/digital-marketing-services"]')
    await link.hover()
    await expect.poll(() => fetched.includes('/digital-marketing-services'), {timeout: 10_000}).toBe(true)
    await markStay(page)
    await link.click()
    await expect(page).toHaveURL(/\/digital-marketing-services$/)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/digital marketing/i)
    expect(await stayed(page), 'no full page load').toBe(true)
    await expect(
      page.getByRole('navigation', {name: 'Main'}).locator('a[href="/digital-marketing-services"]'),
    ).toHaveAttribute('aria-current', 'page')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link in a section that is on screen is fetched ahead once the page has loaded, as next/link would; one below the fold is not', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844})
    const fetched = routerFetches(page)
    await page.goto('/', {waitUntil: 'load'})
    await scriptsReady(page)
    const onScreen = page.locator('main [data-static-markup] a[href^="/"]:not([data-event])').first()
    await expect(onScreen).toBeInViewport()
    const href = (await onScreen.getAttribute('href'))!
    await expect.poll(() => fetched.includes(href), {timeout: 10_000}).toBe(true)
    // The TODAY AI NEWS tab is fixed to the screen, on screen at every load: fetched on intent only.
    const tab = page.getByRole('link', {name: 'TODAY AI NEWS'})
    const tabHref = (await tab.getAttribute('href'))!
    await expect(tab).toBeInViewport()
    // The links on screen have been fetched (above), and the tab was on screen with them.
    expect(fetched).not.toContain(tabHref)
    await tab.hover()
    await expect.poll(() => fetched.includes(tabHref), {timeout: 10_000}).toBe(true)
    // The footer's service links are far below: fetched only once scrolled to.
    const footerLink = page.locator('[data-static-markup] footer a[href^="/"]').last()
    const footerHref = (await footerLink.getAttribute('href'))!
    const inMain = await page.locator(`main a[href="${footerHref}"]`).count()
    if (!inMain) expect(fetched).not.toContain(footerHref)
    await footerLink.scrollIntoViewIfNeeded()
    await expect.poll(() => fetched.includes(footerHref), {timeout: 10_000}).toBe(true)
  })

  test('a link in a section is fetched ahead on keyboard focus and opens in place; the page reached is rendered by React', async ({
    page,
  }) => {
    const fetched = routerFetches(page)
    await page.goto('/', {waitUntil: 'load'})
    await scriptsReady(page)
    const link = page.locator('main [data-static-markup] a[href^="/"]:not([data-event])').first()
    const href = (await link.getAttribute('href'))!
    await link.focus()
    await expect.poll(() => fetched.includes(href), {timeout: 10_000}).toBe(true)
    await markStay(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    expect(await stayed(page), 'no full page load').toBe(true)

    // Rendered in the browser, the new page has no unhydrated markup: its links are next/link's own.
    await expect(page.locator('[data-static-markup]')).toHaveCount(0)
    const next = page.getByRole('navigation', {name: 'Main'}).locator('a[href="/about"]')
    expect(await next.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps$')))).toBe(true)
    await next.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    expect(await stayed(page), 'no full page load').toBe(true)
  })

  test('a modified click on a link in static markup stays with the browser (a new tab), and the page stays', async ({
    page,
    context,
  }) => {
    await page.goto('/', {waitUntil: 'load'})
    await scriptsReady(page)
    const link = page.getByRole('navigation', {name: 'Main'}).locator('a[href="/about"]')
    const opened = context.waitForEvent('page')
    await link.click({modifiers: ['ControlOrMeta']})
    const tab = await opened
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/about')
    await expect(page).toHaveURL(/\/$/)
    await tab.close()
  })
})

test.describe("the frame's buttons", () => {
  test.use({viewport: {width: 390, height: 844}})

  test('work the same on a page React rendered after a client-side navigation: the menu, and the consent banner until it is answered', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', {name: 'Main'})
    const banner = page.getByRole('region', {name: 'Cookie choice'})
    await page.goto('/', {waitUntil: 'load'})
    await scriptsReady(page)
    await expect(banner).toBeVisible()
    await markStay(page)

    // The drawer's link opens /about in place, and the route change closes the drawer.
    await page.getByRole('button', {name: 'Open menu'}).click()
    await menu.locator('a[href="/about"]').click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    expect(await stayed(page), 'no full page load').toBe(true)
    await expect(page.locator('[data-static-markup]')).toHaveCount(0)
    await expect(page.getByRole('button', {name: 'Open menu'})).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).not.toBeInViewport()
    // Not answered yet: the new page's banner shows too.
    await expect(banner).toBeVisible()

    // React rendered these buttons, without handlers: the same listeners work them.
    await page.getByRole('button', {name: 'Open menu'}).click()
    await expect(page.getByRole('button', {name: 'Close menu'})).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link').first()).toBeInViewport()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', {name: 'Open menu'})).toHaveAttribute('aria-expanded', 'false')
    await banner.getByRole('button', {name: 'Reject'}).click()
    await expect(banner).toHaveCount(0)

    // Answered: the next page's banner stays hidden.
    await page.getByRole('button', {name: 'Open menu'}).click()
    await menu.locator('a[href="/research"]').click()
    await expect(page).toHaveURL(/\/research$/)
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    expect(await stayed(page), 'no full page load').toBe(true)
    await expect(banner).toHaveCount(0)
  })
})
