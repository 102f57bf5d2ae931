import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {describePlan, planImport, seedIds} from './import-plan'

const seed = readFileSync(path.resolve(__dirname, '../seed/production.ndjson'), 'utf8')

describe('content:import never overwrites', () => {
  it('creates every seed document in an empty dataset', () => {
    const ids = seedIds(seed)
    expect(ids).toContain('pkg-marketing-standard')
    expect(planImport(ids, [])).toEqual({create: ids, skip: []})
  })

  it('skips documents that exist, published or only as a draft, and creates the rest', () => {
    const ids = ['pkg-marketing-standard', 'addon-marketing-seo', 'siteSettings']
    const plan = planImport(ids, ['pkg-marketing-standard', 'drafts.siteSettings', 'something-else'])
    expect(plan).toEqual({create: ['addon-marketing-seo'], skip: ['pkg-marketing-standard', 'siteSettings']})
    expect(describePlan(plan)).toBe(
      'Created 1 document, skipped 2 documents that already exist (left as they are).\nCreated: addon-marketing-seo\nSkipped: pkg-marketing-standard, siteSettings',
    )
  })
})
