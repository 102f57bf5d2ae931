import {readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {type ScratchServer, startScratchServer} from './scratch-server'

/**
 * Addresses that are not pages cost nothing: a crawler or a visitor asking for made-up addresses gets
 * the site's 404 page from the proxy, before any page renders (lib/address-book.ts), and the server
 * keeps nothing for them (cache/handler.ts). A server of its own (a copy of the build), so what it keeps
 * is only what these requests made. With several servers, Redis is held to the same
 * (e2e/live/cluster.spec.ts).
 */
const PORT = Number(process.env.E2E_PORT || 3210) + 103
const MADE_UP = 10_000
/** Requests under way at once, as a crawler with a few connections sends them. */
const AT_ONCE = 8

// One server for the file's tests, in order: each counts what the server keeps.
test.describe.configure({mode: 'default'})

let server: ScratchServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startScratchServer({name: 'made-up', port: PORT, webhookSecret: 'made-up-addresses'})
})
test.afterAll(() => server?.stop())

/** Every file of the server's build copy with its size: what it keeps on disk. */
function filesOf(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under)).flatMap((name) => {
    const file = path.join(under, name)
    const stat = statSync(path.join(dir, file))
    return stat.isDirectory() ? filesOf(dir, file) : [`${file} ${stat.size}`]
  })
}

/** Each of the site's address families, with a word no content has. */
function madeUp(i: number): string {
  const word = `${i.toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return [
    `/${word}`,
    `/blog/${word}`,
    `/blog/category/${word}`,
    `/blog/page/${100 + i}`,
    `/ai-readiness-quiz/result/${i % 97}-${i % 7}-1-2-3-4`,
    `/share-image/${word}`,
    `/${word}/${word}`,
  ][i % 7]!
}

test(`${MADE_UP.toLocaleString('en-US')} made-up addresses answer the 404 page and add nothing to the server's disk`, async () => {
  test.setTimeout(240_000)
  // Warm: the proxy has read its lists, and a real page is rendered once.
  expect((await fetch(`${server.base}/about`)).status).toBe(200)
  // The proxy answers from its book only once it holds one it can trust (web/proxy.ts): on a busy
  // machine the new server's first read of /api/addresses can pass its deadline, and then every address
  // passes through for two seconds, by design. Wait for the book before counting.
  await expect
    .poll(async () => (await fetch(`${server.base}/no-such-page-${Date.now()}`)).headers.get('x-not-found-by'), {
      message: 'answered by the proxy, before any page rendered',
      timeout: 15_000,
    })
    .toBe('address-book')
  const page = await fetch(`${server.base}/no-such-page-${Date.now()}`)
  expect(page.status).toBe(404)
  expect(await page.text()).toContain('find that page')
  const before = filesOf(server.dir)

  const started = Date.now()
  const answers = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({length: AT_ONCE}, async () => {
      while (next < MADE_UP) {
        const res = await fetch(`${server.base}${madeUp(next++)}`)
        await res.arrayBuffer()
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
      }
    }),
  )
  console.log(`${MADE_UP} made-up addresses answered in ${Date.now() - started} ms`)
  expect(Object.fromEntries(answers)).toEqual({404: MADE_UP})
  const after = filesOf(server.dir)
  expect(
    after.filter((f) => !before.includes(f)),
    'files written or grown',
  ).toEqual([])
  // The site's own pages still answer.
  expect((await fetch(`${server.base}/blog/speed-to-lead-first-five-minutes`)).status).toBe(200)
})

test("shared quiz results, as many as the quiz's results, are answered and kept nowhere: the disk stays as it was", async () => {
  const {quiz} = (await (await fetch(`${server.base}/api/addresses`)).json()) as {
    quiz: {areas: number[][]; maxScore: number}
  }
  // Twenty results the quiz gives: each area's points from what its answers can add up to.
  const codes = Array.from({length: 20}, (_, i) => {
    const points = quiz.areas.map((reachable, area) => reachable[(i + area) % reachable.length]!)
    const total = points.reduce((sum, p) => sum + p, 0)
    return [Math.min(total, quiz.maxScore), ...points].join('-')
  })
  // Each asked once first: the reads every result shares (the quiz's content, the share image's fonts) are kept once.
  for (const path of [`/ai-readiness-quiz/result/${codes[0]}`, `/share-image/ai-readiness-quiz/result/${codes[0]}`])
    await (await fetch(`${server.base}${path}`)).arrayBuffer()
  const before = filesOf(server.dir)
  for (const code of codes)
    for (const path of [`/ai-readiness-quiz/result/${code}`, `/share-image/ai-readiness-quiz/result/${code}`]) {
      const res = await fetch(`${server.base}${path}`)
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
    }
  expect(
    filesOf(server.dir).filter((f) => !before.includes(f)),
    'files written or grown',
  ).toEqual([])
})
