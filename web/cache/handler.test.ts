/**
 * The cache handler as Next.js loads it: with Node's own import(), no bundler, so every file of
 * cache/ must be TypeScript Node can run by stripping types. Then its parts that need no server:
 * values survive the shared store's text form byte for byte, and tag marks on disk.
 */
import {execFileSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, describe, expect, it, vi} from 'vitest'
import {decodeValue, encodeValue} from './codec'
import {MarksFile, merge, revalidate, snapshot} from './tag-marks'

const web = path.resolve(__dirname, '..')

describe('the handler as Next.js loads it', () => {
  it('loads with plain Node (types stripped, no bundler) and keeps nothing where there is no build directory', () => {
    const script = `
      const {default: Handler} = await import('./cache/handler.ts')
      const proxy = new Handler({revalidatedTags: [], _requestHeaders: {}})
      console.log(JSON.stringify({type: typeof Handler, get: await proxy.get('k', {kind: 'FETCH'})}))`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {cwd: web, encoding: 'utf8'})
    expect(JSON.parse(out)).toEqual({type: 'function', get: null})
  })
})

describe('cache values in the shared store (codec)', () => {
  it('keeps Buffers (any bytes), Maps of Buffers and plain fields exactly', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x80])
    const page = {
      kind: 'APP_PAGE',
      html: '<h1>Prices</h1>',
      rscData: Buffer.from('0:["$","h1"]'),
      segmentData: new Map([['/_tree', Buffer.from([0xff, 0x00])]]),
      headers: {'x-next-cache-tags': 'a,b'},
      status: 404,
      postponed: undefined,
    }
    const back = decodeValue(encodeValue(page)) as typeof page
    expect(back.rscData).toEqual(page.rscData)
    expect(back.segmentData.get('/_tree')).toEqual(Buffer.from([0xff, 0x00]))
    expect(back).toMatchObject({html: page.html, headers: page.headers, status: 404})
    const route = decodeValue(encodeValue({kind: 'APP_ROUTE', body: png, status: 200})) as {body: Buffer}
    expect(Buffer.compare(route.body, png)).toBe(0)
  })
})

describe('tag marks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marks-'))
  afterAll(() => rmSync(dir, {recursive: true, force: true}))

  it('a revalidation marks stale now and expires after the profile; merging only moves a mark later', () => {
    const [t] = [`tag-${Date.now()}`]
    const marked = revalidate([t!], {expire: 60}, 1000)
    expect(marked[t!]).toEqual({stale: 1000, expired: 61_000})
    expect(merge({[t!]: {stale: 500, expired: 90_000}})).toEqual({[t!]: {stale: 1000, expired: 90_000}})
    expect(merge({[t!]: {stale: 500}})).toEqual({})
    expect(snapshot()[t!]).toEqual({stale: 1000, expired: 90_000})
  })

  it('are written to disk merged with what the file holds, and read back', async () => {
    const file = new MarksFile(path.join(dir, 'cache', 'revalidated-tags.json'))
    await file.save({a: {stale: 5}, b: {stale: 7, expired: 9}})
    await file.save({a: {stale: 3, expired: 4}, c: {stale: 1}})
    expect(file.load()).toEqual({a: {stale: 5, expired: 4}, b: {stale: 7, expired: 9}, c: {stale: 1}})
    expect(JSON.parse(readFileSync(file.file, 'utf8')).a.stale).toBe(5)
  })

  it('a disk it cannot write to is said once, and marks stay in memory', async () => {
    writeFileSync(path.join(dir, 'blocker'), '') // a file where the cache directory would be: no one can write in it
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const file = new MarksFile(path.join(dir, 'blocker', 'cache', 'revalidated-tags.json'))
    await file.save({a: {stale: 1}})
    await file.save({a: {stale: 2}})
    expect(file.writable).toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toMatch(/could not write .*publishes are kept in memory only/)
    error.mockRestore()
  })
})
