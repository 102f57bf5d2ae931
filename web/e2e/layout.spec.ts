import {readFileSync} from 'node:fs'
import {expect, test} from '@playwright/test'
import {layoutProblems, WIDTHS} from './layout-check'
import {SPEC_ROUTES} from './routes'

/**
 * Every page at every common screen width: no sideways scroll, no text sticking out of the box that
 * holds it, no overlapping controls, and tap targets of at least 24 x 24 px (WCAG 2.2, 2.5.8); the
 * rules are in ./layout-check.ts. One page load per route; the viewport is resized through the widths
 * and each width is checked in a single page.evaluate, so the whole site takes a couple of minutes on
 * two workers. The routes: the specification's, every article and every category page of the
 * embedded dataset. (The archive's pages after /blog need more articles than the seed has: the
 * live-mode test e2e/live/blog.spec.ts publishes them and checks their layout the same way.)
 */

const published = readFileSync(new URL('../../studio/seed/production.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; _type: string; slug?: {current?: string}})
  .filter((doc) => !doc._id.startsWith('drafts.') && doc.slug?.current)

/** Every blog article of the embedded dataset the production build is made from. */
const ARTICLES = published.filter((d) => d._type === 'blogArticle').map((d) => `/blog/${d.slug!.current}`)

/** Every blog category's page. */
const CATEGORIES = published.filter((d) => d._type === 'blogCategory').map((d) => `/blog/category/${d.slug!.current}`)

test.use({reducedMotion: 'reduce'})

/** The search page with results, without results and before a search (web/app/search). */
const SEARCH_PAGES = ['/search?q=voice', '/search?q=xyzzyplugh', '/search']

/** A shared quiz result (web/app/ai-readiness-quiz/result): the lowest and the highest result. */
const SHARED_RESULTS = ['/ai-readiness-quiz/result/4-0-0-0-4-0', '/ai-readiness-quiz/result/50-10-10-10-13-10']

for (const route of [...SPEC_ROUTES, ...ARTICLES, ...CATEGORIES, ...SEARCH_PAGES, ...SHARED_RESULTS]) {
  test(`layout of ${route} at ${WIDTHS.join(', ')} px`, async ({page, baseURL}) => {
    // A returning visitor: the cookie banner (its own layout is tested in integrations.spec.ts) is answered.
    await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
    await page.setViewportSize({width: WIDTHS[0], height: 900})
    const response = await page.goto(route, {waitUntil: 'load'})
    expect(response?.status(), `${route} loads`).toBe(200)
    const failures = await layoutProblems(page, route)
    expect(failures, `layout problems on ${route}:\n${failures.join('\n')}\n`).toEqual([])
  })
}

/**
 * The site has no web font (web/app/globals.css): a visitor sees the device's own typeface, and some
 * are wider than the Roboto these tests use. DejaVu Sans, a common Linux default, is about 15% wider:
 * every route still fits a phone in it (a home page card's picture gives way to a long word).
 */
for (const route of SPEC_ROUTES) {
  test(`layout of ${route} on a phone in a wide system font (DejaVu Sans)`, async ({page, baseURL}) => {
    await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
    await page.setViewportSize({width: 320, height: 900})
    const response = await page.goto(route, {waitUntil: 'load'})
    expect(response?.status(), `${route} loads`).toBe(200)
    await page.addStyleTag({content: ":root { --font-sans: 'DejaVu Sans', sans-serif; }"})
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(family, 'the font family under test').toContain('DejaVu Sans')
    const failures = await layoutProblems(page, route, [320, 375])
    expect(failures, `layout problems on ${route}:\n${failures.join('\n')}\n`).toEqual([])
  })
}
