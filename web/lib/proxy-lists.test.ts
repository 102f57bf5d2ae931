import {describe, expect, it, vi} from 'vitest'
import {FRESH_FOR_MS, parseRedirectList, redirectList} from './proxy-lists'

const services = {source: '/services', destination: '/', permanent: false}
const old = {source: '/old', destination: '/new', permanent: true}

function clock() {
  let t = 1_000_000
  return {now: () => t, advance: (ms: number) => (t += ms)}
}

describe('the proxy’s copy of the redirects', () => {
  it('reads once, then answers from memory while fresh, then reads again', async () => {
    const time = clock()
    const read = vi.fn().mockResolvedValueOnce([services]).mockResolvedValueOnce([services, old])
    const current = redirectList({read, now: time.now, warn: () => {}})
    expect(await current()).toEqual([services])
    time.advance(FRESH_FOR_MS - 1)
    expect(await current()).toEqual([services])
    expect(read).toHaveBeenCalledTimes(1)
    time.advance(1)
    expect(await current()).toEqual([services, old])
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('says whether the list held is an answer from a read begun since a time, never one kept through a failure', async () => {
    const time = clock()
    const read = vi.fn().mockResolvedValueOnce([services]).mockRejectedValueOnce(new Error('status 503'))
    const current = redirectList({read, now: time.now, warn: () => {}})
    expect(current.answeredSince(0), 'before any read').toBe(false)
    const began = time.now()
    await current()
    expect(current.answeredSince(began)).toBe(true)
    expect(current.answeredSince(began + 1)).toBe(false)
    time.advance(FRESH_FOR_MS)
    expect(await current(), 'the last list, kept').toEqual([services])
    expect(current.answeredSince(0), 'kept through a failed read').toBe(false)
  })

  it('many requests at once share one read', async () => {
    const read = vi.fn(() => new Promise<(typeof services)[]>((resolve) => setTimeout(() => resolve([services]), 5)))
    const current = redirectList({read, warn: () => {}})
    const lists = await Promise.all(Array.from({length: 20}, () => current()))
    expect(lists.every((l) => l.length === 1)).toBe(true)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('a failed read keeps the last list, logs once, and tries again after a while', async () => {
    const time = clock()
    const warn = vi.fn()
    const read = vi
      .fn()
      .mockResolvedValueOnce([services])
      .mockRejectedValueOnce(new Error('status 503'))
      .mockRejectedValueOnce(new Error('status 503'))
      .mockResolvedValueOnce([old])
    const current = redirectList({read, now: time.now, warn})
    await current()
    time.advance(FRESH_FOR_MS)
    expect(await current()).toEqual([services])
    expect(await current()).toEqual([services])
    expect(read).toHaveBeenCalledTimes(2) // not again at once: the failure is kept for a while too
    time.advance(FRESH_FOR_MS)
    expect(await current()).toEqual([services])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/keeping the last list/)
    time.advance(FRESH_FOR_MS)
    expect(await current()).toEqual([old])
    expect(warn).toHaveBeenLastCalledWith('Redirects: /api/redirects answers again.')
  })

  it('waits longer for the first answer only (next dev compiles the route then), and says nothing', async () => {
    const warn = vi.fn()
    // Each read takes 120 ms, unless its deadline comes first.
    const read = (signal: AbortSignal) =>
      new Promise<(typeof services)[]>((resolve, reject) => {
        const timer = setTimeout(() => resolve([services]), 120)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(signal.reason as Error)
        })
      })
    const time = clock()
    const current = redirectList({read, now: time.now, warn, deadlineMs: 40, firstReadDeadlineMs: 2000})
    expect(await current()).toEqual([services])
    expect(warn).not.toHaveBeenCalled()
    // Once the route has answered, a read as slow is a failure, and is logged.
    time.advance(FRESH_FOR_MS)
    expect(await current()).toEqual([services])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/could not be read/)
  })

  it('with no list yet, a failed read lets requests through', async () => {
    const warn = vi.fn()
    const current = redirectList({read: () => Promise.reject(new Error('ECONNREFUSED')), warn})
    expect(await current()).toEqual([])
    expect(warn.mock.calls[0]![0]).toMatch(/requests pass through/)
  })

  it('takes only well-formed rules from the answer and refuses an answer without a list', () => {
    expect(parseRedirectList({redirects: [services, {source: '/x'}, null, 'no']})).toEqual([services])
    expect(() => parseRedirectList({message: 'unavailable'})).toThrow(/no redirects list/)
  })
})
