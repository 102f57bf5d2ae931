/**
 * A page on another site cannot change the local Content Lake through an editor's browser. The page
 * here is served on another port and submits forms by itself, `enctype="text/plain"` with a body that
 * is JSON (the one kind of cross-site request a browser sends without asking first), to the control
 * API (a change, a fault) and to the data API (a mutation). The Lake refuses each (gate.ts: no secret,
 * an Origin; the data API wants a token), and the content and the data API are as they were.
 *
 * And a page whose own host name resolves to 127.0.0.1 (DNS rebinding, here Chromium's host
 * resolver rules) reaches the Lake's ports as itself, and is refused: it names its own host.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {LIVE, lakeOrigin} from '@agency/lake/live-env'
import {chromium, expect, test} from '@playwright/test'
import {launchOptions} from '../chromium'
import {getDocument, LAKE_CONTROL, lakeRequests} from './lake'

const DOC = 'pkg-voice-basic'
const PRICE = 1

/** A text/plain form whose body is `<name>=<value>`: the name holds the JSON, the value closes it. */
function form(action: string, json: Record<string, unknown>, frame: string) {
  const text = JSON.stringify({...json, pad: ''}).slice(0, -2)
  const attribute = (s: string) => s.replaceAll('&', '&amp;').replaceAll("'", '&#39;')
  return `<form method="post" enctype="text/plain" target="${frame}" action="${attribute(action)}">
    <input type="hidden" name='${attribute(text)}' value='"}'></form><iframe name="${frame}"></iframe>`
}

let attacker: Server
let attackerOrigin = ''

test.beforeAll(async () => {
  const mutations = [{patch: {id: DOC, set: {'price.amount': PRICE}}}]
  const page = `<!doctype html><title>Another site</title>
    ${form(`${LAKE_CONTROL.origin}/mutate`, {mutations}, 'control-mutate')}
    ${form(`${LAKE_CONTROL.origin}/fault`, {mode: 'refuse'}, 'control-fault')}
    ${form(`${lakeOrigin}/v2025-02-19/data/mutate/${LIVE.dataset}`, {mutations}, 'data-mutate')}
    <script>for (const f of document.forms) f.submit()</script>`
  attacker = createServer((_req, res) => {
    res.writeHead(200, {'content-type': 'text/html; charset=utf-8'})
    res.end(page)
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())))

test('a page on another port that submits forms to the Lake changes nothing', async ({page}) => {
  const before = await getDocument(DOC)
  expect((before.price as {amount: number}).amount).not.toBe(PRICE)
  const since = (await lakeRequests()).length

  // Each form's answer lands in its frame: the Lake's refusal.
  const names = ['control-mutate', 'control-fault', 'data-mutate']
  const answered = names.map((name) =>
    page.waitForEvent('framenavigated', {
      predicate: (frame) => frame.name() === name && frame.url().startsWith('http'),
    }),
  )
  await page.goto(`${attackerOrigin}/`)
  const answers: Record<string, string> = {}
  for (const [index, name] of names.entries()) {
    const frame = await answered[index]!
    await frame.waitForLoadState()
    answers[name] = await frame.locator('body').innerText()
  }
  expect(answers['control-mutate']).toMatch(/"statusCode":403/)
  expect(answers['control-fault']).toMatch(/"statusCode":403/)
  expect(answers['data-mutate']).toMatch(/"statusCode":401/)

  // The data API got the form (and refused it); the document is as it was, and no fault was set.
  const mutate = (await lakeRequests()).slice(since).find((r) => r.path.includes('/data/mutate/'))
  expect(mutate?.status).toBe(401)
  expect(await getDocument(DOC)).toEqual(before)
  expect((await fetch(`${lakeOrigin}/v1/ping`)).status).toBe(200)
})

test('a page whose host name resolves to 127.0.0.1 (DNS rebinding) is refused on every port', async () => {
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...launchOptions.args, '--host-resolver-rules=MAP rebound.example 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    const query = `/v2025-02-19/data/query/${LIVE.dataset}?query=${encodeURIComponent('*[_id == $id][0]')}&%24id=%22${DOC}%22`
    const data = await page.goto(`http://rebound.example:${LIVE.lakePort}${query}`)
    expect(data?.status()).toBe(403)
    expect(await page.locator('body').innerText()).not.toContain(DOC)
    // Its own scripts, same-origin with the Lake's port now, read nothing either.
    const fromScript = await page.evaluate(async (path) => (await fetch(path)).status, query)
    expect(fromScript).toBe(403)
    const control = await page.goto(`http://rebound.example:${LIVE.lakeControlPort}/document?id=${DOC}`)
    expect(control?.status()).toBe(403)
  } finally {
    await browser.close()
  }
})
