/**
 * npm run load: autocannon against `npm start` on 127.0.0.1 only, 30 s each on the home page, a sales
 * page and the quiz page. Prints requests per second and p99 latency; fails on any error or non-2xx.
 *   Options: --seconds 30
 */
import autocannon from 'autocannon'
import {startServer} from './server'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] || 30) || 30
const ROUTES = ['/', '/ai-voice-agents', '/ai-readiness-quiz']

async function main() {
  const server = await startServer()
  let failed = false
  try {
    console.log(`autocannon, 10 connections, ${seconds} s per route, ${server.url}`)
    console.log('route                    req/s   p50 ms  p99 ms   errors  non-2xx')
    for (const route of ROUTES) {
      const r = await autocannon({url: `${server.url}${route}`, connections: 10, duration: seconds})
      const non2xx = r.non2xx + (r['1xx'] ?? 0)
      console.log(
        `${route.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(7)} ${String(r.errors + r.timeouts).padStart(8)} ${String(non2xx).padStart(8)}`,
      )
      if (r.errors || r.timeouts || non2xx) failed = true
    }
  } finally {
    server.stop()
  }
  if (failed) {
    console.error('Load test saw errors.')
    process.exit(1)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
