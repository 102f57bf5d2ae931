/**
 * One server, its own disk, no other service: a publish is never lost. The server is killed the
 * moment its webhook answered 200 (a crash; a deploy's stop is gentler), started again on the same
 * disk, and must show the change. Next.js kept the publish only in the memory of the process.
 */
import {expect, test} from '@playwright/test'
import {getDocument, timed, untilShown} from './lake'
import {type LiveServer, publishTo, startLiveServer} from './servers'

const PORT = Number(process.env.E2E_LIVE_PORT || 3220) + 10

let server: LiveServer
test.beforeAll(async () => {
  server = await startLiveServer({name: 'restart', port: PORT})
})
test.afterAll(async () => {
  await server?.remove()
})

test('a price published just before a crash shows after the restart', async () => {
  test.setTimeout(90_000)
  const original = await getDocument('pkg-voice-basic')
  const page = `${server.base}/ai-voice-agents`
  const price = `$${(original.price as {amount: number}).amount}<`
  expect((await timed(page)).body.includes(price), `${page} shows ${price}`).toBe(true)
  try {
    await publishTo(server.base, [{patch: {id: 'pkg-voice-basic', set: {'price.amount': 1505}}}])
    await server.stop('SIGKILL')
    await server.restart()
    const ms = await untilShown(page, (b) => b.includes('$1,505<'), Date.now(), 10_000)
    console.log(`After the restart the published price showed ${ms} ms after the server answered again`)
  } finally {
    await publishTo(server.base, [{createOrReplace: original}])
  }
  await untilShown(page, (b) => b.includes(price), Date.now(), 10_000)
})
