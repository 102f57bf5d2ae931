/**
 * Every page survives the Content Lake failing. After a publish that touches every page (the site
 * settings' copyright line, in every footer), the Lake refuses connections, answers 503, answers 429
 * or takes 15 s; then every route and article must answer 200 within 1 s with its last good content,
 * twice (the second time after the background re-renders have failed). The outage is logged once.
 * When the Lake is back, the next publish shows.
 */
import type {Fault} from '@agency/lake/lake'
import {expect, test} from '@playwright/test'
import {SPEC_ROUTES} from '../routes'
import {getDocument, LIVE_BASE, publish, serverLog, setFault, timed, untilShown} from './lake'

const FAULTS: Array<[string, Fault]> = [
  ['refuses connections', {mode: 'refuse'}],
  ['answers 503', {mode: 'status', status: 503}],
  ['answers 429', {mode: 'status', status: 429}],
  ['takes 15 s', {mode: 'slow', delayMs: 15_000}],
]

let routes: string[] = []
test.beforeAll(async () => {
  const sitemap = (await timed(`${LIVE_BASE}/sitemap.xml`)).body
  routes = [...SPEC_ROUTES, ...[...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!)]
})
test.afterEach(() => setFault({mode: 'none'}))

const lines = (pattern: RegExp) =>
  serverLog()
    .split('\n')
    .filter((l) => pattern.test(l)).length

for (const [name, fault] of FAULTS) {
  test(`when the Lake ${name}, every page answers 200 with its last good content within 1 s, and the outage is logged once`, async () => {
    test.setTimeout(120_000)
    const settings = await getDocument('siteSettings')
    const lastGood = String(settings.copyright)
    // Every page shows the settings as they are now: that is the last good content.
    const warmed = Date.now()
    for (const route of routes) await untilShown(`${LIVE_BASE}${route}`, (b) => b.includes(lastGood), warmed)
    const unseen = `© 2026 Helix AI. Published while the Lake ${name}.`
    await publish([{patch: {id: 'siteSettings', set: {copyright: unseen}}}])
    const outagesBefore = lines(/Content Lake unavailable/)
    const renderErrorsBefore = lines(/⨯/)
    await setFault(fault)

    for (const round of [1, 2]) {
      const slow: string[] = []
      for (const route of routes) {
        const page = await timed(`${LIVE_BASE}${route}`)
        expect(page.status, `${route} (round ${round})`).toBe(200)
        expect(page.body.includes(lastGood), `${route} keeps its last good content`).toBe(true)
        expect(page.body.includes(unseen), `${route} shows nothing the Lake could not give`).toBe(false)
        if (page.ms > 1000) slow.push(`${route}: ${Math.round(page.ms)} ms`)
      }
      expect(slow, `routes slower than 1 s in round ${round}`).toEqual([])
      // Let the background re-renders meet the failing Lake before the second round.
      await new Promise((r) => setTimeout(r, fault.mode === 'slow' ? 2500 : 500))
    }
    expect(lines(/Content Lake unavailable/) - outagesBefore, 'outage log lines').toBe(1)
    expect(lines(/⨯/) - renderErrorsBefore, 'failed renders logged by Next.js').toBe(0)

    // The Lake is back: the next publish shows.
    await setFault({mode: 'none'})
    const since = Date.now()
    const back = `© 2026 Helix AI. Back after the Lake ${name}.`
    await publish([{patch: {id: 'siteSettings', set: {copyright: back}}}])
    for (const route of ['/', '/about', routes.at(-1)!])
      await untilShown(`${LIVE_BASE}${route}`, (b) => b.includes(back), since)
    await publish([{createOrReplace: settings}])
  })
}
