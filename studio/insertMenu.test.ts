import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {schemaTypes} from '@agency/schemas'
import {SECTION_PURPOSES, sectionPreviewImageUrl} from '@agency/schemas/sections/insertMenu'
import {describe, expect, it} from 'vitest'

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
const pictures = path.resolve(import.meta.dirname, '../schemas/sections')
const served = path.resolve(import.meta.dirname, 'static/sections')

describe('the page\'s "Add section" menu', () => {
  it('groups by purpose in the page field, each group non-empty, every type in exactly one group', () => {
    expect(sectionTypes.length).toBeGreaterThan(30)
    const groups = sections.options?.insertMenu?.groups ?? []
    expect(groups.map((g) => g.name)).toEqual(SECTION_PURPOSES.map((p) => p.name))
    for (const g of groups) expect(g.of?.length, g.name).toBeGreaterThan(0)
    expect(groups.flatMap((g) => g.of ?? []).sort()).toEqual([...sectionTypes].sort())
  })

  it('offers a grid view with the picture beside each section type, served by the Studio', () => {
    const grid = sections.options?.insertMenu?.views?.find((v) => v.name === 'grid')
    expect(grid?.previewImageUrl).toBe(sectionPreviewImageUrl)
    let total = 0
    for (const type of sectionTypes) {
      const url = sectionPreviewImageUrl(type)
      expect(url).toBe(`/static/sections/${type}.svg`)
      const svg = readFileSync(path.join(pictures, `${type}.svg`), 'utf8')
      expect(svg, `schemas/sections/${type}.svg`).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/,
      )
      expect(readFileSync(path.join(served, `${type}.svg`), 'utf8'), `${type}.svg: run npm run typegen`).toBe(svg)
      total += svg.length
    }
    expect(total).toBeLessThan(100_000)
    expect(readdirSync(served).sort(), 'studio/static/sections: run npm run typegen').toEqual(
      sectionTypes.map((type) => `${type}.svg`).sort(),
    )
  })
})
