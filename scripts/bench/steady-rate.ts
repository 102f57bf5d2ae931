/**
 * Requests at a steady rate, as many visitors make them: one every 1000/rate ms, each sent at its time
 * whether or not earlier ones have been answered (an open model). autocannon's `overallRate` is not
 * that: each connection sends its share for the second back to back at the second's start and then
 * waits, so 500 a second arrive as one burst a second, and what is measured is the burst's queue.
 * A request's latency runs from the time it was due, so a stalled server is charged for the requests
 * that queued behind the stall (no coordinated omission).
 */
import {Pool} from 'undici'

export interface SteadyRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface SteadyResult {
  /** Requests answered per second over the run. */
  rate: number
  sent: number
  /** Answers by status class: 2xx, and anything else. */
  ok: number
  notOk: number
  errors: number
  p50: number
  p99: number
  max: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0

/** Sends `rate` requests a second to `url` for `seconds`, the i-th being `request(i)`, and waits for every answer. */
export async function steadyRate({
  url,
  rate,
  seconds,
  request,
  connections = 64,
}: {
  url: string
  rate: number
  seconds: number
  request: (i: number) => SteadyRequest
  connections?: number
}): Promise<SteadyResult> {
  const pool = new Pool(url, {connections, pipelining: 1})
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const latencies: number[] = []
  const pending: Array<Promise<void>> = []
  let ok = 0
  let notOk = 0
  let errors = 0
  const start = performance.now()
  const send = (i: number) => {
    const due = start + i * interval
    const {method, path, headers, body} = request(i)
    return pool
      .request({method, path, headers, body})
      .then(async (res) => {
        await res.body.dump()
        latencies.push(performance.now() - due)
        if (res.statusCode >= 200 && res.statusCode < 300) ok++
        else notOk++
      })
      .catch(() => {
        errors++
      })
  }
  let next = 0
  while (next < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1)
    while (next < due) pending.push(send(next++))
    // Timers fire about once a millisecond at best: what fell due meanwhile is sent on the next turn.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + next * interval - performance.now())))
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - start) / 1000
  await pool.close()
  latencies.sort((a, b) => a - b)
  return {
    rate: Math.round((ok + notOk) / elapsed),
    sent: total,
    ok,
    notOk,
    errors,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
  }
}
