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
import {decodeEntry, decodeValue, encodeValue} from './codec'
import {EVERY_ENTRY_TAG, MARKS_KEPT, type Marks, MarksFile, markedSince, merge, revalidate, snapshot} from './tag-marks'

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

describe('entries read back from the shared store (decodeEntry)', () => {
  const stored = (value: unknown, cacheControl?: unknown) => ({
    lastModified: 1000,
    cacheControl: cacheControl === undefined ? undefined : JSON.stringify(cacheControl),
    text: encodeValue(value),
  })

  it('every value as Next writes it is given back as it was, under a key of its kind', () => {
    const asWritten: Array<[kind: string, value: unknown, cacheControl?: unknown]> = [
      [
        'APP_PAGE',
        {
          kind: 'APP_PAGE',
          html: '<h1>Not found</h1>',
          rscData: Buffer.from('0:[]'),
          segmentData: new Map([['/_tree', Buffer.from([0xff])]]),
          headers: {'x-next-cache-tags': 'page', 'x-nextjs-stale-time': '300'},
          status: 404,
          postponed: undefined,
        },
        {revalidate: 60, expire: 31536000},
      ],
      ['APP_PAGE', {kind: 'APP_PAGE', html: '<h1>A</h1>', rscData: undefined, headers: undefined}, {revalidate: false}],
      [
        'APP_ROUTE',
        {kind: 'APP_ROUTE', body: Buffer.from([0x89, 0x50]), status: 200, headers: {'content-type': 'image/png'}},
      ],
      // A data read as .next/cache/fetch-cache holds one (unstable_cache's, and a fetch's with its tags).
      ['FETCH', {kind: 'FETCH', data: {headers: {}, body: '{"a":1}', status: 200, url: ''}, revalidate: 31536000}],
      [
        'FETCH',
        {
          kind: 'FETCH',
          data: {headers: {'content-type': 'application/json'}, body: 'e30=', url: 'https://x.api.sanity.io/q'},
          revalidate: 4294967294,
          tags: ['page'],
        },
      ],
      ['PAGES', null],
      ['PAGES', {kind: 'REDIRECT', props: {destination: '/'}}],
    ]
    for (const [kind, value, cacheControl] of asWritten)
      expect(decodeEntry(stored(value, cacheControl), kind), kind).toEqual({
        entry: {lastModified: 1000, value, cacheControl},
      })
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

  it('a stale time dated further ahead than the clock skew is damaged and left out; an expiry ahead is kept', () => {
    const t = `tag-ahead-${Date.now()}`
    const now = Date.now()
    revalidate([t], undefined, now)
    // A month ahead: from a server whose clock runs ahead. Kept, it would stay the latest mark.
    expect(merge({[t]: {stale: now + 30 * 24 * 3600 * 1000}}, now)).toEqual({})
    // Within the skew (clocks a little apart): a publish like any other.
    expect(merge({[t]: {stale: now + 10_000}}, now)).toEqual({[t]: {stale: now + 10_000, expired: now}})
    // The 'max' profile's expiry, a year on, is ahead by design.
    const yearOn = now + 365 * 24 * 3600 * 1000
    expect(merge({[t]: {expired: yearOn}}, now)).toEqual({[t]: {stale: now + 10_000, expired: yearOn}})
  })

  it('are written to disk merged with what the file holds, and read back', async () => {
    const file = new MarksFile(path.join(dir, 'cache', 'revalidated-tags.json'))
    await file.save({a: {stale: 5}, b: {stale: 7, expired: 9}})
    await file.save({a: {stale: 3, expired: 4}, c: {stale: 1}})
    expect(file.load()).toEqual({a: {stale: 5, expired: 4}, b: {stale: 7, expired: 9}, c: {stale: 1}})
    expect(JSON.parse(readFileSync(file.file, 'utf8')).a.stale).toBe(5)
  })

  it('the file stays bounded: the newest marks, and the others folded into one mark every entry carries', async () => {
    const now = Date.now()
    const file = new MarksFile(path.join(dir, 'bounded', 'revalidated-tags.json'))
    // More tags than the file keeps, each published once with 'max' (stale now, expired in a year), a second apart.
    const published: Marks = {}
    const count = MARKS_KEPT + 50
    for (let i = 0; i < count; i++) {
      const at = now - (count - i) * 1000
      published[`blogArticle:${i}`] = {stale: at, expired: at + 365 * 24 * 3600 * 1000}
    }
    // And one whose reach is its expiry, which passed after the newest of them was published.
    published['page:gone'] = {stale: now - 400 * 24 * 3600 * 1000, expired: now - 500}
    await file.save(published)
    await file.save({'page:new': {stale: now}})

    const onDisk = file.load()
    expect(Object.keys(onDisk)).toHaveLength(MARKS_KEPT + 1)
    for (const kept of ['page:new', 'page:gone', `blogArticle:${count - 1}`, 'blogArticle:52'])
      expect(onDisk[kept], kept).toEqual(published[kept] ?? {stale: now})
    for (const folded of ['blogArticle:0', 'blogArticle:51']) expect(onDisk[folded], folded).toBeUndefined()
    // Folded as late as a dropped mark reached: blogArticle:51's (the newest of the 52 oldest).
    const foldedAt = published['blogArticle:51']!.stale!
    expect(onDisk[EVERY_ENTRY_TAG]).toEqual({stale: foldedAt})

    // A process started from this file: an entry written before a dropped mark is still stale; one written after the fold is not.
    merge(onDisk)
    const tagsOfAnEntry = [EVERY_ENTRY_TAG, '_N_T_/blog/layout', 'blogArticle:7']
    expect(markedSince(tagsOfAnEntry, published['blogArticle:7']!.stale! - 1)).toBe(true)
    expect(markedSince(tagsOfAnEntry, foldedAt + 1)).toBe(false)
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
