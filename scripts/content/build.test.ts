import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {datasetFile, fillTypes, imageFiles, loadSchema, loadSeed, toNdjson, withKeys} from './build'
import {sizeFor, artwork} from './png'

describe('content:build', () => {
  it('adds stable _keys to array objects and keeps given ones', () => {
    const a = withKeys({list: [{x: 1}, {_key: 'mine', x: 2}], tags: ['a']}, 'doc')
    const b = withKeys({list: [{x: 1}, {_key: 'mine', x: 2}], tags: ['a']}, 'doc')
    expect(a).toEqual(b)
    expect(a.list[0]).toHaveProperty('_key')
    expect(a.list[1]!._key).toBe('mine')
    expect(a.tags).toEqual(['a'])
  })

  it('fills nested _type from the schema and refuses an ambiguous section', () => {
    const schema = loadSchema()
    const page = schema.get('page')!
    const filled = fillTypes(
      {seo: {title: 't'}, sections: [{_type: 'hero', title: 'x', ctas: [{label: 'a', href: '/'}]}]},
      {type: 'object', attributes: page.attributes},
      schema,
      'p',
    ) as {seo: {_type: string}; sections: {ctas: {_type: string}[]}[]}
    expect(filled.seo._type).toBe('seo')
    expect(filled.sections[0]!.ctas[0]!._type).toBe('cta')
    expect(() => fillTypes({sections: [{title: 'no type'}]}, {type: 'object', attributes: page.attributes}, schema, 'p')).toThrow(/give _type/)
  })

  it('the committed dataset is exactly what the seed modules give (run npm run content:build)', async () => {
    const docs = await loadSeed()
    expect(readFileSync(datasetFile, 'utf8')).toBe(toNdjson(docs))
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length)
  })

  it('every image the dataset uses is generated, at the size its name promises', async () => {
    const files = imageFiles(await loadSeed())
    expect(files.length).toBeGreaterThan(0)
    expect(sizeFor('avatar-x.png')).toEqual({width: 320, height: 320})
    const png = artwork('avatar-test.png')
    expect(png.readUInt32BE(16)).toBe(320)
    expect(artwork('avatar-test.png').equals(png)).toBe(true)
  })
})
