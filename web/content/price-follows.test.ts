import {readFileSync} from 'node:fs'
import path from 'node:path'
import {formatPrice} from '@agency/schemas/lib/price'
import {describe, expect, it} from 'vitest'
import {parseDataset} from '@agency/dataset/dataset'
import {pageQuery, pageSlugsQuery} from './queries'
import {runQuery} from './query'

/**
 * A price lives in one document. Change it in a copy of the dataset and every page that shows it
 * follows, through the same page query the site runs; no page keeps the old number.
 */
const seed = path.resolve(__dirname, '../../studio/seed')
const lines = readFileSync(path.join(seed, 'production.ndjson'), 'utf8')

function withPrice(id: string, amount: number): string {
  return lines
    .split('\n')
    .map((l) => {
      if (!l.includes(`"_id":"${id}"`)) return l
      const doc = JSON.parse(l)
      return JSON.stringify({...doc, price: {...doc.price, amount}})
    })
    .join('\n')
}

/** The pages whose query result mentions the package, and the prices it shows there. */
async function pagesShowing(dataset: unknown[], id: string) {
  const slugs = await runQuery(dataset, pageSlugsQuery)
  const found: Record<string, string[]> = {}
  for (const slug of slugs) {
    const page = await runQuery(dataset, pageQuery, {slug})
    const prices: string[] = []
    const visit = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(visit)
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>
        if (o._id === id && o.price) prices.push(formatPrice(o.price as never))
        Object.values(o).forEach(visit)
      }
    }
    visit(page)
    if (prices.length) found[slug] = prices
  }
  return found
}

describe('a price changed in one document reaches every page that shows it', {timeout: 30_000}, () => {
  it.each([
    ['pkg-voice-basic', 123, '$123/month', '$99/month'],
    ['pkg-marketing-standard', 1234, '$1,234/month', '$1,111/month'],
    ['offer-video-call', 89, '$89.00', '$99.00'],
  ])('%s → %s', async (id, amount, after, before) => {
    const original = parseDataset(lines, path.join(seed, 'images'))
    const changed = parseDataset(withPrice(id, amount), path.join(seed, 'images'))
    const was = await pagesShowing(original, id)
    const now = await pagesShowing(changed, id)
    expect(Object.keys(was).length).toBeGreaterThan(0)
    expect(Object.keys(now).sort()).toEqual(Object.keys(was).sort())
    for (const slug of Object.keys(now)) {
      expect(
        was[slug]!.every((p) => p === before),
        slug,
      ).toBe(true)
      expect(
        now[slug]!.every((p) => p === after),
        slug,
      ).toBe(true)
    }
  })

  it('the voice package is shown on the home page and the voice agents page', async () => {
    const pages = await pagesShowing(parseDataset(lines, path.join(seed, 'images')), 'pkg-voice-basic')
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['index', 'ai-voice-agents']))
  })
})
