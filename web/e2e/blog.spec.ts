import {expect, type Locator, test, type Page} from '@playwright/test'
import {axeProblems} from './axe'
import {scriptsReady} from './page-state'

const cards = (page: Page) => page.locator('[data-blog-grid] > li')

test.describe('/blog', () => {
  test('shows the hero, the sections and 11 article cards, newest first, three per row on wide screens', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1600, height: 1200})
    await page.goto('/blog')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AI Innovation Blog')
    await expect(page.getByRole('heading', {level: 2, name: 'Latest Articles'})).toBeVisible()
    for (const h of ['Professional Blog Writing Services', 'Start Your Content Strategy', 'Get Started Today']) {
      await expect(page.getByRole('heading', {level: 2, name: h})).toBeVisible()
    }
    for (const tile of ['Audience Growth', 'SEO Performance', 'Brand Authority', 'Content Strategy']) {
      await expect(page.getByRole('heading', {level: 3, name: tile, exact: true})).toBeVisible()
    }
    await expect(page.getByText('What We Offer', {exact: true})).toBeVisible()
    await expect(page.getByText('Why Regular Blogging', {exact: true})).toBeVisible()
    await expect(page.getByRole('link', {name: 'Start Your Content Strategy'})).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', {name: 'Get Started Today'})).toHaveAttribute('href', '/contact')

    await expect(cards(page)).toHaveCount(11)
    const dates = await cards(page).locator('time').allTextContents()
    expect(dates).toHaveLength(11)
    expect(dates[0]).toBe('Apr 6, 2025')
    expect(dates.at(-1)).toBe('Mar 15, 2025')
    const iso = await cards(page)
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    expect([...iso].sort().reverse()).toEqual(iso)

    const tops = await cards(page).evaluateAll((lis) =>
      lis.slice(0, 4).map((li) => Math.round(li.getBoundingClientRect().top)),
    )
    expect(tops[0]).toBe(tops[1])
    expect(tops[1]).toBe(tops[2])
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0)
  })

  test('the first card image is on screen at load on a phone and is fetched first; the others are lazy', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844})
    await page.goto('/blog')
    const images = cards(page).locator('img')
    await expect(images.first()).toBeInViewport()
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.first()).not.toHaveAttribute('loading', 'lazy')
    const rest = await images.evaluateAll((imgs) => imgs.slice(1).map((i) => i.getAttribute('loading')))
    expect(rest.length).toBe(10)
    expect(new Set(rest)).toEqual(new Set(['lazy']))
  })

  test('each card shows a category, a title linking to its page, and a 300-character preview ending with an ellipsis', async ({
    page,
  }) => {
    await page.goto('/blog')
    const previews = await cards(page).locator('[data-preview]').allTextContents()
    expect(previews).toHaveLength(11)
    for (const p of previews) {
      expect(p.endsWith('...')).toBe(true)
      expect(p.length).toBeGreaterThan(250)
      expect(p.length).toBeLessThanOrEqual(303)
    }
    const links = await cards(page)
      .locator('h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).toHaveLength(11)
    expect(links.every((h) => /^\/blog\/[a-z0-9-]+$/.test(h ?? ''))).toBe(true)
    await expect(cards(page).first().getByText('Lead Generation', {exact: true})).toBeVisible()
  })

  test('Read More opens the whole article in a modal dialog; the top-right button closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/blog')
    const card = cards(page).first()
    const title = (await card.locator('h3[id$="-title"]').textContent())?.trim() ?? ''
    const readMore = card.getByRole('button', {name: 'Read More'})
    const dialog = page.getByRole('dialog', {name: title})
    await expect(dialog).toBeHidden()
    await readMore.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', {level: 2, name: title})).toBeVisible()
    // The whole article, not the preview: its last section is in the dialog.
    await expect(dialog.getByRole('heading', {name: 'The bottom line'})).toBeAttached()
    await expect(dialog.getByRole('button', {name: 'Close article'})).toBeFocused()
    await dialog.getByRole('button', {name: 'Close article'}).click()
    await expect(dialog).toBeHidden()
    await expect(readMore).toBeFocused()
  })

  test('the footer Close button closes the dialog and focus returns to Read More', async ({page}) => {
    await page.goto('/blog')
    const readMore = cards(page).nth(1).getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toHaveCount(1)
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(readMore).toBeFocused()
  })

  test('Escape closes the dialog, focus stays trapped inside while open, and the open dialog has no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/blog')
    const readMore = cards(page).nth(2).getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toHaveCount(1)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    expect(await axeProblems(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(readMore).toBeFocused()
  })
})

test.describe('/blog: the Read More dialogs are static markup the browser works', () => {
  /** The article's first section heading (an h3 in the dialog): its text arrived and was rendered. */
  const articleText = (dialog: Locator) => dialog.locator('[data-article-text] h3').first()

  test('a click on the backdrop closes the dialog and focus returns; the page behind does not scroll while it is open', async ({
    page,
  }) => {
    await page.goto('/blog')
    await scriptsReady(page)
    const readMore = cards(page).nth(3).getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(articleText(dialog)).toBeAttached()
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
    expect(await overflow()).toBe('hidden')
    // The top-left corner of the viewport is backdrop at every width (the dialog is centred with a margin).
    await page.mouse.click(5, 5)
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(readMore).toBeFocused()
    expect(await overflow()).not.toBe('hidden')
  })

  test('a Read More pressed before the scripts have run opens its dialog, and the article arrives once they run', async ({
    page,
  }) => {
    // Hold back every script until the dialog is open: the button's invoker command is the browser's own.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/blog', {waitUntil: 'commit'})
    const readMore = cards(page).first().getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog).toHaveCount(1)
    expect(await page.locator('html[data-scripts-ready]').count()).toBe(0)
    await expect(dialog.getByRole('button', {name: 'Close article'})).toBeFocused()
    release()
    await expect(articleText(dialog)).toBeAttached()
    await expect(dialog.locator('[data-article-preview]')).toBeHidden()
  })

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})
    test('Read More still opens the dialog with the preview and the link to the article page, and Close closes it', async ({
      page,
    }) => {
      await page.goto('/blog')
      const card = cards(page).first()
      const href = await card.locator('h3 a').getAttribute('href')
      const readMore = card.getByRole('button', {name: 'Read More'})
      await readMore.click()
      const dialog = page.locator('dialog[open]')
      await expect(dialog.locator('[data-article-preview] p').first()).toBeVisible()
      await expect(dialog.getByRole('link', {name: 'Open the article page'})).toHaveAttribute('href', href ?? '')
      await dialog.getByRole('button', {name: 'Close', exact: true}).click()
      await expect(page.locator('dialog[open]')).toHaveCount(0)
    })
  })

  test('in a browser without invoker commands the buttons still open and close the dialog', async ({page}) => {
    // Such a browser does nothing of its own for `commandfor`: take the property away and cancel the
    // click's default action (the command) before the page's listeners see it.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as {command?: string}).command
      window.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('button[commandfor]')) event.preventDefault()
        },
        true,
      )
    })
    await page.goto('/blog')
    await scriptsReady(page)
    expect(await page.evaluate(() => 'command' in HTMLButtonElement.prototype)).toBe(false)
    const readMore = cards(page).nth(1).getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(articleText(dialog)).toBeAttached()
    await dialog.getByRole('button', {name: 'Close', exact: true}).click()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect(readMore).toBeFocused()
  })

  test('on /blog reached by a client-side navigation, Read More opens the article, and its page link leaves the next page scrollable', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844})
    await page.goto('/about')
    await scriptsReady(page)
    await page.evaluate(() => {
      ;(window as {beforeNavigation?: boolean}).beforeNavigation = true
    })
    await page.getByRole('button', {name: 'Open menu'}).click()
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click()
    await expect(page).toHaveURL(/\/blog$/)
    const readMore = cards(page).nth(2).getByRole('button', {name: 'Read More'})
    await readMore.click()
    const dialog = page.locator('dialog[open]')
    await expect(articleText(dialog)).toBeAttached()
    const href = await dialog.getByRole('link', {name: 'Open the article page'}).getAttribute('href')
    await dialog.getByRole('link', {name: 'Open the article page'}).click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    // Still the same document: every step was a client-side navigation.
    expect(await page.evaluate(() => (window as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})

test.describe('article pages', () => {
  test('every article page answers 200 with one h1, its canonical URL and valid BlogPosting JSON-LD, and marks Blog in the sidebar', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/blog')
    const hrefs = await cards(page)
      .locator('h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(new Set(hrefs).size).toBe(11)
    for (const href of hrefs) {
      expect((await request.get(href)).status()).toBe(200)
      const response = await page.goto(href, {waitUntil: 'domcontentloaded'})
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      const h1 = (await page.locator('h1').textContent())?.trim()
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toBe(`https://www.helixai.example${href}`)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const ld = scripts.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'BlogPosting')
      expect(ld).toBeDefined()
      expect(ld?.['@context']).toBe('https://schema.org')
      expect(ld?.headline).toBe(h1)
      expect(ld?.url).toBe(canonical)
      expect(String(ld?.datePublished)).toMatch(/^2025-0[34]-\d{2}$/)
      expect(String(ld?.description).length).toBeGreaterThan(40)
      expect((ld?.image as string[] | undefined)?.[0]).toMatch(/^https:\/\/www\.helixai\.example\//)
      expect((ld?.publisher as {name?: string} | undefined)?.name).toBe('Helix AI')
      await expect(page.getByRole('navigation', {name: 'Main'}).locator('a[aria-current="page"]')).toHaveAttribute(
        'href',
        '/blog',
      )
    }
  })

  test('an article page has no serious axe violation and its date reads like "Apr 6, 2025"', async ({page}) => {
    await page.goto('/blog/ai-lead-generation-qualified-pipeline')
    await expect(page.locator('article time').first()).toHaveText('Apr 6, 2025')
    expect(await page.content()).not.toMatch(/>undefined<|>null<|NaN/)
    expect(await axeProblems(page)).toEqual([])
  })

  test('quoted prices render from their offers exactly as formatted', async ({page}) => {
    await page.goto('/blog/ai-lead-generation-qualified-pipeline')
    await expect(page.locator('[data-price="pkg-leadconnect-pro"]')).toHaveText('$99.99/month')
    await expect(page.locator('[data-price="pkg-leadconnect-platinum"]')).toHaveText('$399.00/month')
    await page.goto('/blog/custom-ai-agents-small-business')
    await expect(page.locator('[data-price="offer-custom-ai-development"]')).toHaveText('from $499')
    await expect(page.locator('[data-price="offer-ai-hosting"]')).toHaveText('$29/month')
    await expect(page.locator('main')).toContainText('custom AI development starts from $499')
  })

  test('an unknown article answers 404', async ({page}) => {
    const response = await page.goto('/blog/no-such-article')
    expect(response?.status()).toBe(404)
  })
})
