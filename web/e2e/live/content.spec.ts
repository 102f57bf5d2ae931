/**
 * The live build shows what the embedded build shows: on every route and every article, the same
 * title, the same words in <main> and the same pictures (the same image assets with the same alt
 * text), read without JavaScript from the server's HTML. The live site reads the local Content Lake,
 * which holds the embedded dataset with its image assets at the CDN's paths on its own address.
 */
import {createHash} from 'node:crypto'
import {expect, type Page, test} from '@playwright/test'
import {SPEC_ROUTES} from '../routes'
import {EMBEDDED_BASE, LIVE_BASE} from './lake'

test.use({javaScriptEnabled: false})

/** An image's asset, whichever way the page addresses it: the seed's /seed/<file> or the CDN path's <sha1 of file>-<w>x<h>.<ext>. */
function assetOf(src: string): string {
  const inner = src.startsWith('/_next/image')
    ? decodeURIComponent(new URL(src, 'http://x').searchParams.get('url')!)
    : src
  const cdn = /^https?:\/\/[^/]+\/images\/[^/]+\/[^/]+\/([a-f0-9]+)-\d+x\d+\.(\w+)/.exec(inner)
  if (cdn) return `${cdn[1]}.${cdn[2]}`
  const seed = /\/seed\/([^?]+)/.exec(inner)
  if (seed) return `${createHash('sha1').update(seed[1]!).digest('hex')}.${seed[1]!.split('.').pop()}`
  return inner
}

async function snapshot(page: Page, url: string) {
  const res = await page.goto(url)
  return {
    status: res?.status(),
    title: await page.title(),
    words: (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim(),
    pictures: await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src') ?? '', i.getAttribute('alt') ?? ''])),
  }
}

test('every route and article shows the same title, words and pictures as the embedded build', async ({page}) => {
  test.setTimeout(240_000)
  const sitemap = await (await fetch(`${LIVE_BASE}/sitemap.xml`)).text()
  const articles = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
  expect(articles.length, 'articles in the live sitemap').toBeGreaterThan(5)
  const differences: string[] = []
  let pictures = 0
  for (const route of [...SPEC_ROUTES, ...articles]) {
    const live = await snapshot(page, `${LIVE_BASE}${route}`)
    const embedded = await snapshot(page, `${EMBEDDED_BASE}${route}`)
    expect(live.status, route).toBe(200)
    if (live.title !== embedded.title) differences.push(`${route}: title "${live.title}" vs "${embedded.title}"`)
    if (live.words !== embedded.words) differences.push(`${route}: the words of <main> differ`)
    const named = (p: string[][]) => p.map(([src, alt]) => `${assetOf(src!)} "${alt}"`)
    expect(named(live.pictures), `${route}: pictures`).toEqual(named(embedded.pictures))
    pictures += live.pictures.length
  }
  expect(differences).toEqual([])
  expect(pictures, 'pictures compared').toBeGreaterThan(100)
})
