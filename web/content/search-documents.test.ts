/**
 * Search reads the content in parts small enough for Next.js to cache (it caches no read over 2 MB):
 * with 1,000 articles every read stays well under that, and together they are every page and article.
 */
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {parseDataset} from '@agency/dataset/dataset'
import {SEARCH_CHUNK, searchArticleCountQuery, searchArticlesQuery, searchPagesQuery} from './search-queries'

const seed = path.resolve(__dirname, '../../studio/seed')
let dir = ''
let dataset: string

beforeAll(() => {
  // The seed with 1,000 more articles, each a copy of a real one under its own address.
  const lines = readFileSync(path.join(seed, 'production.ndjson'), 'utf8').split('\n').filter(Boolean)
  const articles = lines.map((l) => JSON.parse(l)).filter((d) => d._type === 'blogArticle' && d.body?.length)
  const more = Array.from({length: 1000}, (_, i) => {
    const a = articles[i % articles.length]
    return JSON.stringify({...a, _id: `${a._id}-copy-${i}`, slug: {_type: 'slug', current: `${a.slug.current}-${i}`}})
  })
  dir = mkdtempSync(path.join(tmpdir(), 'search-1000-'))
  dataset = path.join(dir, 'production.ndjson')
  writeFileSync(dataset, [...lines, ...more].join('\n'))
  symlinkSync(path.join(seed, 'images'), path.join(dir, 'images'))
})
afterAll(() => rmSync(dir, {recursive: true, force: true}))

describe('search documents with 1,000 articles', () => {
  it('are read in parts of at most SEARCH_CHUNK articles, each far under 2 MB', async () => {
    const docs = parseDataset(readFileSync(dataset, 'utf8'), path.join(dir, 'images'))
    const run = async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, {params}), {dataset: docs, params})).get()
    const count = (await run(searchArticleCountQuery)) as number
    expect(count).toBeGreaterThan(1000)
    const sizes = [JSON.stringify(await run(searchPagesQuery)).length]
    for (let from = 0; from < count; from += SEARCH_CHUNK)
      sizes.push(JSON.stringify(await run(searchArticlesQuery, {from, to: from + SEARCH_CHUNK})).length)
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024)
  })

  it('together are every page and every article, each once', async () => {
    vi.stubEnv('CONTENT_DATASET_PATH', dataset)
    vi.resetModules()
    const {getSearchDocuments} = await import('./fetch')
    const all = await getSearchDocuments()
    const articles = all.filter((d) => d._type === 'blogArticle')
    expect(articles.length).toBeGreaterThan(1000)
    expect(new Set(all.map((d) => `${d._type}:${d.slug}`)).size).toBe(all.length)
    expect(all.filter((d) => d._type === 'page').length).toBeGreaterThan(40)
    vi.unstubAllEnvs()
  })
})
