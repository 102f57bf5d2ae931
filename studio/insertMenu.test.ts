import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {schemaTypes} from '@agency/schemas'
import {SECTION_PURPOSE, SECTION_PURPOSES, sectionPreviewImageUrl} from '@agency/schemas/sections/insertMenu'
import {describe, expect, it} from 'vitest'
import {sectionPreviewSvg} from './scripts/section-previews'

type Field = {
  name: string
  of?: {type: string}[]
  options?: {
    insertMenu?: {
      groups?: {name: string; of?: string[]}[]
      views?: {name: string; previewImageUrl?: (t: string) => string}[]
    }
  }
}
const page = schemaTypes.find((t) => t.name === 'page') as unknown as {fields: Field[]}
const sections = page.fields.find((f) => f.name === 'sections')!
const sectionTypes = sections.of!.map((m) => m.type)

describe('the page\'s "Add section" menu', () => {
  it('lists every section type a page can hold under one purpose', () => {
    expect(sectionTypes.length).toBeGreaterThan(30)
    expect(sectionTypes.filter((t) => !SECTION_PURPOSE[t])).toEqual([])
    expect(Object.keys(SECTION_PURPOSE).filter((t) => !sectionTypes.includes(t))).toEqual([])
  })

  it('groups by purpose in the page field, each group non-empty, every type in exactly one group', () => {
    const groups = sections.options?.insertMenu?.groups ?? []
    expect(groups.map((g) => g.name)).toEqual(SECTION_PURPOSES.map((p) => p.name))
    for (const g of groups) expect(g.of?.length, g.name).toBeGreaterThan(0)
    expect(groups.flatMap((g) => g.of ?? []).sort()).toEqual([...sectionTypes].sort())
  })

  it('offers a grid view with a committed picture for each section type, as drawn by the generator', () => {
    const grid = sections.options?.insertMenu?.views?.find((v) => v.name === 'grid')
    expect(grid?.previewImageUrl).toBe(sectionPreviewImageUrl)
    let total = 0
    for (const type of sectionTypes) {
      const url = sectionPreviewImageUrl(type)
      expect(url).toBe(`/static/sections/${type}.svg`)
      const file = path.resolve(__dirname, url.slice(1))
      expect(existsSync(file), `${file} is missing: run npx tsx studio/scripts/section-previews.ts`).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg, `${type}.svg is out of date: run npx tsx studio/scripts/section-previews.ts`).toBe(
        sectionPreviewSvg(type),
      )
      total += svg.length
    }
    expect(total).toBeLessThan(100_000)
  })
})
