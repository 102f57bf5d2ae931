/**
 * The load test's steady rate (./steady-rate.ts) against a real HTTP server on loopback: requests
 * arrive spread over each second, not as one burst at its start, and a stall is charged to every
 * request that queued behind it (latency from the time each was due).
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {steadyRate} from './steady-rate'

let server: Server
let url = ''
const arrivals: number[] = []
let stallUntil = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    arrivals.push(performance.now())
    const wait = Math.max(0, stallUntil - performance.now())
    setTimeout(() => res.writeHead(req.url === '/missing' ? 404 : 204).end(), wait)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('sends at a steady pace over the second, not a burst at its start', async () => {
  arrivals.length = 0
  const result = await steadyRate({url, rate: 200, seconds: 1, request: () => ({method: 'GET', path: '/'})})
  expect(result).toMatchObject({sent: 200, ok: 200, notOk: 0, errors: 0})
  const start = arrivals[0]!
  // A burst would put every request in the second's first few milliseconds; steady puts half in each half.
  const firstHalf = arrivals.filter((t) => t - start < 500).length
  expect(firstHalf).toBeGreaterThan(80)
  expect(firstHalf).toBeLessThan(120)
})

it('charges a stall to the requests that waited behind it, and counts what is not 2xx', async () => {
  stallUntil = performance.now() + 300
  const result = await steadyRate({
    url,
    rate: 100,
    seconds: 1,
    request: (i) => ({method: 'GET', path: i % 10 === 0 ? '/missing' : '/'}),
  })
  stallUntil = 0
  expect(result.notOk).toBe(10)
  expect(result.ok).toBe(90)
  // The first request waited the whole stall; those due during it waited the rest of it.
  expect(result.max).toBeGreaterThanOrEqual(290)
  expect(result.p50).toBeLessThan(50)
})
