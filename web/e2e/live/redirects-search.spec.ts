/**
 * Redirects, search and share images in live mode (a Sanity project, here the Content Lake stand-in):
 * a redirect published through the Lake answers within seconds of the webhook and keeps working while
 * the Lake is down; a search gives the same results as the embedded build; share images are the same.
 */
import {createHash} from 'node:crypto'
import {expect, test} from '@playwright/test'
import {FRESH_FOR_MS} from '../../lib/proxy-lists'
import {EMBEDDED_BASE, LIVE_BASE, publish, setFault, timed} from './lake'

test.use({javaScriptEnabled: false})

/** A redirect answer's status and where it leads (path and query). */
async function answer(url: string) {
  const {status, headers} = await timed(url)
  const location = headers.get('location')
  const to = location ? new URL(location, url) : null
  return {status, to: to ? `${to.pathname}${to.search}` : null}
}

async function until(url: string, status: number, since: number, withinMs = 15_000) {
  for (;;) {
    const a = await answer(url)
    if (a.status === status) return {...a, ms: Date.now() - since}
    if (Date.now() - since > withinMs) throw new Error(`${url} still answers ${a.status} after ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

test('/services answers 307 to the home page in live mode too, keeping the query string', async () => {
  expect(await answer(`${LIVE_BASE}/services?utm_source=newsletter`)).toEqual({
    status: 307,
    to: '/?utm_source=newsletter',
  })
})

test('a redirect published through the Lake answers 308 within seconds of the webhook, and survives an outage', async () => {
  const old = `${LIVE_BASE}/old-voice-agents?utm_source=mail&x=1`
  expect((await answer(old)).status).toBe(404)
  const redirect = {
    _id: 'redirect-live-e2e',
    _type: 'redirect',
    source: '/old-voice-agents',
    destination: '/ai-voice-agents',
    permanent: true,
  }
  try {
    const {webhookAnsweredAt} = await publish([{createOrReplace: redirect}])
    const applied = await until(old, 308, webhookAnsweredAt)
    expect(applied.to).toBe('/ai-voice-agents?utm_source=mail&x=1')
    test.info().annotations.push({type: 'redirect applied after the webhook answered', description: `${applied.ms} ms`})
    expect(applied.ms).toBeLessThan(6000)

    // The Lake fails: the proxy's list comes from the last good answer, so the redirect holds.
    await setFault({mode: 'status', status: 503})
    // Past the proxy's list lifetime, so the next answer comes from a list read during the outage.
    await new Promise((r) => setTimeout(r, FRESH_FOR_MS + 500))
    expect(await answer(old)).toEqual({status: 308, to: '/ai-voice-agents?utm_source=mail&x=1'})
    await setFault({mode: 'none'})
  } finally {
    await setFault({mode: 'none'})
    const {webhookAnsweredAt} = await publish([{delete: {id: redirect._id}}])
    const freed = await until(old, 404, webhookAnsweredAt)
    test.info().annotations.push({type: 'redirect removed after the webhook answered', description: `${freed.ms} ms`})
  }
})

test('a search gives the same results in both content modes', async ({page}) => {
  const results = async (base: string, q: string) => {
    const res = await page.goto(`${base}/search?q=${encodeURIComponent(q)}`)
    expect(res?.status(), `${base} ${q}`).toBe(200)
    return {
      heading: await page.getByRole('heading', {level: 1}).innerText(),
      items: await page
        .locator('main ol > li')
        .evaluateAll((items) =>
          items.map((li) => [
            li.querySelector('a')?.getAttribute('href'),
            (li as HTMLElement).innerText.replace(/\s+/g, ' '),
          ]),
        ),
    }
  }
  let found = 0
  for (const q of [
    'voice',
    'voice agent pricing',
    'chatbot',
    'EU AI Act',
    'pric',
    'xyzzyplugh',
    '*[_type == "page"]',
  ]) {
    const live = await results(LIVE_BASE, q)
    expect(live, q).toEqual(await results(EMBEDDED_BASE, q))
    found += live.items.length
  }
  expect(found).toBeGreaterThan(40)
})

test('share images are the same PNG in both content modes', async () => {
  for (const path of ['/share-image', '/share-image/ai-voice-agents', '/share-image/blog/measuring-ai-roi']) {
    const [live, embedded] = await Promise.all(
      [LIVE_BASE, EMBEDDED_BASE].map(async (base) => {
        const res = await fetch(`${base}${path}`)
        expect(res.status, `${base}${path}`).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/png')
        return createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex')
      }),
    )
    expect(live, path).toBe(embedded)
  }
})
