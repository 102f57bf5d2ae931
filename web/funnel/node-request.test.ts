/**
 * The count endpoint's view of a Node request (./node-request.ts), over a real HTTP connection: the
 * body as sent, a body without a length refused once it passes the limit (and the connection's answer
 * still arrives), and headers read as a web Request's are.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, expect, it} from 'vitest'
import {nodeCountRequest} from './node-request'

const LIMIT = 512
let server: Server
let url = ''
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const request = nodeCountRequest(req, LIMIT)
    const body = await request.arrayBuffer()
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        bytes: body.byteLength,
        text: body.byteLength <= LIMIT ? new TextDecoder().decode(body) : null,
        agent: request.headers.get('User-Agent'),
        missing: request.headers.get('sec-gpc'),
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('reads the body as sent, and headers by any case', async () => {
  const res = await fetch(url, {method: 'POST', headers: {'user-agent': 'Test/1.0'}, body: '{"step":"page_view"}'})
  expect(await res.json()).toEqual({bytes: 20, text: '{"step":"page_view"}', agent: 'Test/1.0', missing: null})
})

it('stops at the limit for a streamed body with no length, and still answers', async () => {
  const megabyte = new Uint8Array(1024 * 1024).fill(120)
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 4; i++) controller.enqueue(megabyte)
      controller.close()
    },
  })
  const res = await fetch(url, {method: 'POST', body: stream, duplex: 'half'} as RequestInit)
  const answer = (await res.json()) as {bytes: number; text: string | null}
  expect(answer.text).toBeNull()
  expect(answer.bytes).toBeGreaterThan(LIMIT)
  // Refused from the first chunks, not after reading all 4 MB.
  expect(answer.bytes).toBeLessThan(4 * 1024 * 1024)
})
